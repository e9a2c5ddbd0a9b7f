import { Check, ShieldCheck } from "lucide-react";
import { CtaButton } from "~/components/site/cta-button";
import { CatalogueIcon } from "./catalogue-icon";
import { FromOurBlog } from "~/features/blog/from-our-blog";
import { ContactPrompt } from "./contact-prompt";
import { FaqList } from "./faq-list";
import { PageHero } from "./page-hero";
import type { ServicePageView, ServicePageTemplateProps } from "./resolve-service-page";
import { SectionBlock } from "~/components/site/section-block";
import { IconList, TagList } from "./tag-list";

/**
 * A service or service-type page (docs/product.md#route-service-pages: periodic-service,
 * ac-service, denting-painting, battery-replacement, tire-service, custom-repairs,
 * engine-service, battery-service, brake-service, oil-change): hero with Book and call
 * buttons, the prices (the four tiers economy / premium / luxury / super luxury of a core
 * service, docs/product.md#catalogue, or the priced jobs of a service-type page), what is included,
 * questions and a closing call/chat block. Book buttons pass the page's booking service
 * type as `selectedService`. Props: `page`, the loader's {@link ServicePageView}; `blogPosts`, the
 * posts that name this page ("From Our Blog", docs/product.md#route-service-pages).
 */
export function ServicePageTemplate({
  page,
  blogPosts = [],
}: ServicePageTemplateProps<ServicePageView>) {
  return (
    <>
      <PageHero
        eyebrow="Car service in Hyderabad"
        title={page.heading}
        lead={page.intro}
        chips={["Free pickup & drop", "Genuine parts", "Free estimates"]}
      >
        <CtaButton
          variant="hero"
          action="book"
          service={page.bookingService}
          label={`Book ${page.name}`}
        />
        <CtaButton variant="hero" action="call" />
      </PageHero>

      <SectionBlock
        id="prices"
        title={`${page.name} ${page.pricesHeading}`}
        intro={
          page.kind === "core"
            ? "Starting prices by car category: economy (hatchbacks and compact saloons) to super luxury (high-end luxury and performance cars)."
            : "Starting prices; the exact figure is confirmed in a written estimate before any work."
        }
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
            Every new battery carries a{" "}
            {page.warrantyMonths / 12 === 1 ? "1 year" : `${page.warrantyMonths}-month`} warranty.
          </p>
        )}
        <div className="mt-8">
          <CtaButton
            variant="section"
            action="book"
            service={page.bookingService}
            label={`Book ${page.name} Now`}
            showUrgencyBadge={false}
          />
        </div>
      </SectionBlock>

      <SectionBlock id="included" title="What Is Included">
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
                Highlights
              </h3>
              <TagList items={page.features} className="mt-3 space-y-2 text-sm" />
            </div>
          )}
        </div>
      </SectionBlock>

      <SectionBlock id="faqs" title="Frequently Asked Questions" tone="muted">
        <FaqList faqs={page.faqs} />
      </SectionBlock>

      <FromOurBlog posts={blogPosts} tone="plain" />

      <ContactPrompt
        id="contact-service"
        title={`Need ${page.name}?`}
        text="Call or message us for a free estimate, or book online and we will collect your car from your door."
      />
    </>
  );
}
