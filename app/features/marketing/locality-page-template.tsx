import { Link } from "react-router";
import { CustomerReviews } from "./customer-reviews";
import { CheckCircle2, MapPin } from "lucide-react";
import { CtaButton } from "~/components/site/cta-button";
import { CatalogueIcon } from "./catalogue-icon";
import { FromOurBlog } from "~/features/blog/from-our-blog";
import { ContactPrompt } from "./contact-prompt";
import { LinkList } from "./link-list";
import { PageHero } from "./page-hero";
import type { LocalityPageView, ServicePageTemplateProps } from "./resolve-service-page";
import { SectionBlock } from "~/components/site/section-block";
import { useTranslator } from "~/components/site/translation";
import { languages } from "~/catalog/languages";
import { IconList, TagList } from "./tag-list";

/**
 * A locality page (docs/product.md#route-service-pages: location, description, landmarks
 * grid, services grid, three reasons to choose, call/chat prompt). The hero states where
 * the locality lies from the Madhapur workshop; service cards link to the service pages
 * and book with the service type preselected. Props: `page`, the loader's
 * {@link LocalityPageView}, in the page's language; `blogPosts`, the posts that name this page
 * ("From Our Blog", docs/product.md#route-service-pages). The template's own words are the
 * page's language's and the distance is written through Intl in it (docs/decisions/0026:
 * /te/service/{slug}, /hi/service/{slug}).
 */
export function LocalityPageTemplate({
  page,
  blogPosts = [],
  reviews = [],
}: ServicePageTemplateProps<LocalityPageView>) {
  const { t, locale } = useTranslator();
  const name = { name: page.name };
  const where =
    page.distanceKm === 0
      ? t("locality.home")
      : t("locality.about", {
          distance: page.distanceKm.toLocaleString(languages[locale].intl),
          direction: page.direction,
        });
  return (
    <>
      <PageHero
        eyebrow={t("locality.eyebrow", { name: page.name, where })}
        title={t("locality.title", name)}
        lead={page.intro}
        chips={[t("locality.chipPickup"), t("locality.chipSameDay"), t("services.chipParts")]}
      >
        <CtaButton variant="hero" action="book" label={t("locality.book")} />
        <CtaButton variant="hero" action="call" />
      </PageHero>

      <SectionBlock id="location" title={t("locality.pickupTitle", name)} tone="muted">
        <div className="grid gap-6 lg:grid-cols-2">
          <p className="leading-relaxed">{page.pickupNote}</p>
          <div>
            <h3 className="font-semibold">{t("locality.carsTitle")}</h3>
            <TagList
              items={page.typicalCars}
              className="mt-3 flex flex-wrap gap-2"
              itemClassName="rounded-full border bg-card px-3 py-1 text-sm"
            />
          </div>
        </div>
      </SectionBlock>

      <SectionBlock id="landmarks" title={t("locality.landmarksTitle", name)}>
        <IconList
          items={page.landmarks}
          icon={MapPin}
          iconClassName="size-5 shrink-0 text-primary"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          itemClassName="flex items-center gap-3 rounded-lg border bg-card p-4"
          textClassName="font-medium"
        />
      </SectionBlock>

      <SectionBlock id="services" title={t("locality.servicesTitle", name)} tone="muted">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.services.map((s) => (
            <li key={s.path} className="flex flex-col rounded-xl border bg-card p-5">
              <h3 className="flex items-center gap-3 text-lg font-semibold">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-gold">
                  <CatalogueIcon name={s.icon} className="size-5" />
                </span>
                <Link to={s.path} className="underline-offset-4 hover:underline">
                  {s.name}
                </Link>
              </h3>
              <p className="mt-3 text-sm">
                <span className="font-bold text-primary">{s.priceText}</span>
              </p>
              <div className="mt-auto pt-4">
                <CtaButton
                  variant="section"
                  action="book"
                  service={s.bookingService}
                  label={t("service.book", { name: s.name })}
                  showUrgencyBadge={false}
                  className="w-full"
                />
              </div>
            </li>
          ))}
        </ul>
      </SectionBlock>

      <SectionBlock id="reasons" title={t("locality.reasonsTitle", name)}>
        <ul className="grid gap-5 md:grid-cols-3">
          {page.reasons.map((r) => (
            <li key={r.title} className="rounded-xl border bg-card p-6">
              <CheckCircle2 className="size-6 text-emerald-700" aria-hidden />
              <h3 className="mt-3 text-lg font-semibold">{r.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{r.text}</p>
            </li>
          ))}
        </ul>
      </SectionBlock>

      <CustomerReviews reviews={reviews} title={t("locality.reviewsTitle", name)} />

      <FromOurBlog posts={blogPosts} tone="muted" />

      <ContactPrompt
        id="contact-locality"
        title={t("locality.contactTitle", name)}
        text={t("locality.contactText")}
        showBook={false}
      />

      <SectionBlock id="nearby" title={t("locality.nearbyTitle")} tone="muted">
        <LinkList links={page.nearby} columns={3} />
      </SectionBlock>
    </>
  );
}
