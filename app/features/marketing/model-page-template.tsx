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
import { IconList, TagList } from "./tag-list";

/**
 * A model page (docs/product.md#route-service-pages: bmw-x-series-service,
 * mercedes-c-class-service, hyundai-creta-service, maruti-swift-service; starting prices
 * from docs/product.md#catalogue): hero with the "from" price, variants, common
 * issues, priced services with Book buttons, questions and a closing call/chat block.
 * Props: `page`, the loader's {@link ModelPageView}; `blogPosts`, the posts that name this page
 * ("From Our Blog", docs/product.md#route-service-pages).
 */
export function ModelPageTemplate({
  page,
  blogPosts = [],
}: ServicePageTemplateProps<ModelPageView>) {
  return (
    <>
      <PageHero
        eyebrow={`${page.brand.name} model service`}
        title={page.heading}
        lead={page.intro}
        chips={[`Service ${page.priceFromText}`, "Free pickup & drop", "Genuine parts"]}
      >
        <CtaButton variant="hero" action="book" label={`Book ${page.name} Service`} />
        <CtaButton variant="hero" action="call" />
      </PageHero>

      <SectionBlock id="variants" title={`${page.name} Variants We Service`} tone="muted">
        <TagList
          items={page.variants}
          className="flex flex-wrap gap-2"
          itemClassName="rounded-full border bg-card px-3 py-1 text-sm font-medium"
        />
        <p className="mt-6 text-sm">
          See every model we look after on our{" "}
          <Link
            to={page.brand.path}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {page.brand.name} service page
          </Link>
          .
        </p>
      </SectionBlock>

      <SectionBlock id="issues" title={`Common ${page.name} Issues We Fix`}>
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
        title={`${page.name} Services & Prices`}
        intro={`Service ${page.priceFromText}. Prices confirmed in writing before work starts.`}
        tone="muted"
      >
        <OfferingGrid offerings={page.offerings} priceLabel="From" bookLabel={bookThisLabel} />
      </SectionBlock>

      <SectionBlock id="faqs" title="Frequently Asked Questions">
        <FaqList faqs={page.faqs} />
      </SectionBlock>

      <FromOurBlog posts={blogPosts} tone="muted" />

      <ContactPrompt
        id="contact-model"
        title={`Book Your ${page.name} Service`}
        text={`Free pickup and delivery across Hyderabad, genuine parts and a written estimate before any work. Service ${page.priceFromText}.`}
      />
    </>
  );
}
