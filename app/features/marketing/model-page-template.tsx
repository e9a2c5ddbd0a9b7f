import { Link } from "react-router";
import { AlertTriangle } from "lucide-react";
import { CtaButton } from "~/components/site/cta-button";
import { FromOurBlog } from "~/features/blog/from-our-blog";
import { ContactPrompt } from "./contact-prompt";
import { FaqList } from "./faq-list";
import { bookThisLabel } from "./marketing-links";
import { OfferingGrid } from "./offering-grid";
import { PageHero } from "./page-hero";
import type { ModelPageView, ServicePageTemplateProps } from "./resolve-service-page";
import { SectionBlock } from "~/components/site/section-block";
import { ELEMENT_SLOT, MessageWith, useTranslator } from "~/components/site/translation";
import { IconList, TagList } from "./tag-list";

/**
 * A model page (docs/product.md#route-service-pages: bmw-x-series-service,
 * mercedes-c-class-service, hyundai-creta-service, maruti-swift-service; starting prices
 * from docs/product.md#catalogue): hero with the "from" price, variants, common
 * issues, priced services with Book buttons, questions and a closing call/chat block.
 * Props: `page`, the loader's {@link ModelPageView}, in the page's language; `blogPosts`, the
 * posts that name this page ("From Our Blog", docs/product.md#route-service-pages). The
 * template's own words are the page's language's (docs/decisions/0026: /te/service/{slug},
 * /hi/service/{slug}); Telugu and Hindi put "from" after the price, in the price text.
 */
export function ModelPageTemplate({
  page,
  blogPosts = [],
}: ServicePageTemplateProps<ModelPageView>) {
  const { t, locale } = useTranslator();
  const name = { name: page.name };
  const from = { price: page.priceFromText };
  return (
    <>
      <PageHero
        eyebrow={t("model.eyebrow", { brand: page.brand.name })}
        title={page.heading}
        lead={page.intro}
        chips={[t("model.chipFrom", from), t("services.chipPickup"), t("services.chipParts")]}
      >
        <CtaButton variant="hero" action="book" label={t("model.book", name)} />
        <CtaButton variant="hero" action="call" />
      </PageHero>

      <SectionBlock id="variants" title={t("model.variantsTitle", name)} tone="muted">
        <TagList
          items={page.variants}
          className="flex flex-wrap gap-2"
          itemClassName="rounded-full border bg-card px-3 py-1 text-sm font-medium"
        />
        <p className="mt-6 text-sm">
          <MessageWith text={t("model.brandLine", { link: ELEMENT_SLOT })}>
            <Link
              to={page.brand.path}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {t("model.brandLink", { brand: page.brand.name })}
            </Link>
          </MessageWith>
        </p>
      </SectionBlock>

      <SectionBlock id="issues" title={t("model.issuesTitle", name)}>
        <IconList
          items={page.commonIssues}
          icon={AlertTriangle}
          iconClassName="mt-0.5 size-4 shrink-0 text-amber-700"
          className="grid gap-3 sm:grid-cols-2"
          itemClassName="flex gap-3 rounded-lg border bg-card p-4 text-sm"
        />
      </SectionBlock>

      <SectionBlock
        id="services"
        title={t("model.servicesTitle", name)}
        intro={t("model.servicesIntro", from)}
        tone="muted"
      >
        {locale === "en" ? (
          <OfferingGrid offerings={page.offerings} priceLabel="From" bookLabel={bookThisLabel} />
        ) : (
          <OfferingGrid
            offerings={page.offerings}
            bookLabel={(title) => t("service.book", { name: title })}
          />
        )}
      </SectionBlock>

      <SectionBlock id="faqs" title={t("service.faqTitle")}>
        <FaqList faqs={page.faqs} />
      </SectionBlock>

      <FromOurBlog posts={blogPosts} tone="muted" />

      <ContactPrompt
        id="contact-model"
        title={t("model.contactTitle", name)}
        text={t("model.contactText", from)}
      />
    </>
  );
}
