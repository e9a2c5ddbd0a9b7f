import { Check, ShieldCheck } from "lucide-react";
import { CtaButton } from "~/components/site/cta-button";
import { CatalogueIcon } from "./catalogue-icon";
import { FromOurBlog } from "~/features/blog/from-our-blog";
import { ContactPrompt } from "./contact-prompt";
import { FaqList } from "./faq-list";
import { PageHero } from "./page-hero";
import type { ServicePageView, ServicePageTemplateProps } from "./resolve-service-page";
import { SectionBlock } from "~/components/site/section-block";
import { useTranslator } from "~/components/site/translation";
import { IconList, TagList } from "./tag-list";

/**
 * A service or service-type page (docs/product.md#route-service-pages: periodic-service,
 * ac-service, denting-painting, battery-replacement, tire-service, custom-repairs,
 * engine-service, battery-service, brake-service, oil-change): hero with Book and call
 * buttons, the prices (the four tiers economy / premium / luxury / super luxury of a core
 * service, docs/product.md#catalogue, or the priced jobs of a service-type page), what is included,
 * questions and a closing call/chat block. Book buttons pass the page's booking service
 * type as `selectedService`. Props: `page`, the loader's {@link ServicePageView}, in the page's
 * language; `blogPosts`, the posts that name this page ("From Our Blog",
 * docs/product.md#route-service-pages). The template's own words are the page's language's
 * (docs/decisions/0026: /te/service/{slug}, /hi/service/{slug}).
 */
export function ServicePageTemplate({
  page,
  blogPosts = [],
}: ServicePageTemplateProps<ServicePageView>) {
  const { t } = useTranslator();
  const name = { name: page.name };
  return (
    <>
      <PageHero
        eyebrow={t("service.eyebrow")}
        title={page.heading}
        lead={page.intro}
        chips={[t("services.chipPickup"), t("services.chipParts"), t("service.chipEstimates")]}
      >
        <CtaButton
          variant="hero"
          action="book"
          service={page.bookingService}
          label={t("service.book", name)}
        />
        <CtaButton variant="hero" action="call" />
      </PageHero>

      <SectionBlock
        id="prices"
        title={t(page.kind === "core" ? "service.pricesByCategory" : "service.prices", name)}
        intro={t(page.kind === "core" ? "service.pricesCoreIntro" : "service.pricesIntro")}
        tone="muted"
      >
        <ul
          className={
            page.kind === "core"
              ? "grid grid-cols-2 gap-3 lg:grid-cols-4"
              : "divide-y rounded-xl border bg-card"
          }
        >
          {page.prices.map((p) =>
            page.kind === "core" ? (
              <li key={p.label} className="rounded-xl border bg-card p-4 text-center sm:p-5">
                <span className="block text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                  {p.label}
                </span>
                <span className="mt-1 block text-xl font-bold text-primary sm:text-2xl">
                  {p.priceText}
                </span>
              </li>
            ) : (
              <li
                key={p.label}
                className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
              >
                <span>
                  <span className="block font-medium">{p.label}</span>
                  {p.note && <span className="block text-sm text-muted-foreground">{p.note}</span>}
                </span>
                <span className="shrink-0 font-bold text-primary">{p.priceText}</span>
              </li>
            ),
          )}
        </ul>
        {page.warrantyMonths && (
          <p className="mt-5 flex items-center gap-2 text-sm">
            <ShieldCheck className="size-4 shrink-0 text-emerald-700" aria-hidden />
            {t(page.warrantyMonths === 12 ? "service.warrantyYear" : "service.warrantyMonths", {
              months: page.warrantyMonths,
            })}
          </p>
        )}
        <div className="mt-8">
          <CtaButton
            variant="section"
            action="book"
            service={page.bookingService}
            label={t("service.bookNow", name)}
            showUrgencyBadge={false}
          />
        </div>
      </SectionBlock>

      <SectionBlock id="included" title={t("service.includedTitle")}>
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <IconList
            items={page.included}
            icon={Check}
            iconClassName="mt-0.5 size-4 shrink-0 text-emerald-700"
            className="grid gap-3 sm:grid-cols-2"
            itemClassName="flex gap-3 text-sm"
          />
          {page.features.length > 0 && (
            <div className="rounded-xl bg-secondary p-5">
              <h3 className="flex items-center gap-2 font-semibold">
                <CatalogueIcon name={page.icon} className="size-5 text-primary" />
                {t("shell.highlights")}
              </h3>
              <TagList items={page.features} className="mt-3 space-y-2 text-sm" />
            </div>
          )}
        </div>
      </SectionBlock>

      <SectionBlock id="faqs" title={t("service.faqTitle")} tone="muted">
        <FaqList faqs={page.faqs} />
      </SectionBlock>

      <FromOurBlog posts={blogPosts} tone="plain" />

      <ContactPrompt
        id="contact-service"
        title={t("service.needTitle", name)}
        text={t("service.contactText")}
      />
    </>
  );
}
