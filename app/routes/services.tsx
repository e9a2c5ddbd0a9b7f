import { Link } from "react-router";
import type { Route } from "./+types/services";
import { CtaButton } from "~/components/site/cta-button";
import { BrandCard } from "~/features/marketing/brand-card";
import { CardGrid } from "~/features/marketing/card-grid";
import { freeConsultationMessage } from "~/catalog/greetings";
import { OfferingGrid } from "~/features/marketing/offering-grid";
import { servicesPageContent, translatedServicesContent } from "~/features/marketing/page-content";
import { useTranslator } from "~/components/site/translation";
import { requestTranslator } from "~/lib/i18n.server";
import { PageHero } from "~/features/marketing/page-hero";
import { SectionBlock } from "~/components/site/section-block";
import { WhatsAppButton } from "~/features/marketing/whatsapp-button";
import { seoContextFrom, seoMeta } from "~/features/seo/seo-meta";
import { useBusinessFacts } from "~/components/site/root-data";
import { staticPageHandle } from "~/lib/route-handle";

/** The /services content, reduced from the catalogue on the server. */
export function loader({ request }: Route.LoaderArgs) {
  // /te/services and /hi/services (docs/decisions/0026).
  const t = requestTranslator(request);
  const content = servicesPageContent();
  return t.locale === "en" ? content : translatedServicesContent(content, t);
}

/** Search fields plus an ItemList naming every service page (spec: the metadata lists every service page). */
export const meta: Route.MetaFunction = ({ matches, data }) => {
  if (!data) return [];
  const siteUrl = seoContextFrom(matches)?.siteUrl ?? "";
  return seoMeta(
    {
      ...data.seo,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: data.seo.title,
          itemListElement: data.servicePageLinks.map((p, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: p.name,
            url: `${siteUrl}${p.path}`,
          })),
        },
      ],
    },
    matches,
  );
};

/** A static page: complete as HTML, ships no JavaScript (docs/decisions/0004). */
export const handle = staticPageHandle;

/**
 * /services (docs/product.md#route-services): six core service cards with the economy-tier
 * 'Starting' price and 'Book Now', nine luxury brand centres, six popular brands with
 * their first three models, and 'Need help choosing' with call and free-consultation
 * buttons. The first five service pages are prefetched (docs/product.md#route-services), as
 * documents.
 */
export default function ServicesPage({ loaderData: c }: Route.ComponentProps) {
  const business = useBusinessFacts();
  const { t } = useTranslator();
  return (
    <>
      {/* Document prefetches: these pages are static HTML, loaded as whole pages. */}
      {c.coreServices.slice(0, 5).map((s) => (
        <link key={s.path} rel="prefetch" href={s.path} as="document" />
      ))}
      <PageHero
        eyebrow={t("services.eyebrow")}
        title={t("services.title")}
        lead={t("services.lead")}
        chips={[
          t("services.chipPickup"),
          t("services.chipParts"),
          t("home.warranty", { months: business.promises.warrantyMonths }),
        ]}
      >
        <CtaButton variant="hero" action="book" label={t("services.bookService")} />
        <CtaButton variant="hero" action="call" />
      </PageHero>

      <SectionBlock
        id="core-services"
        title={t("services.coreTitle")}
        intro={t("services.coreIntro")}
      >
        <OfferingGrid
          offerings={c.coreServices.map((s) => ({
            ...s,
            priceText: s.startingText,
            bookingService: "bookingService" in s ? String(s.bookingService) : s.title,
            tag: s.popular ? t("services.mostPopular") : undefined,
          }))}
          priceLabel={t("services.starting")}
          bookLabel={t("services.bookNow")}
        />
      </SectionBlock>

      <SectionBlock
        id="luxury-centres"
        title={t("services.luxuryTitle")}
        intro={t("services.luxuryIntro")}
        tone="muted"
      >
        <CardGrid items={c.luxuryBrands} itemKey={(b) => b.path}>
          {(b) => (
            <Link
              to={b.path}
              className="flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm transition-shadow outline-none hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              <h3 className="text-xl font-bold tracking-tight text-primary">
                {t("services.centre", { name: b.name })}
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{b.description}</p>
              <span className="mt-auto pt-3 text-sm font-semibold text-primary underline underline-offset-4">
                {t("services.view", { name: b.name })}
              </span>
            </Link>
          )}
        </CardGrid>
      </SectionBlock>

      <SectionBlock
        id="popular-brands"
        title={t("services.popularTitle")}
        intro={t("services.popularIntro")}
      >
        <CardGrid items={c.popularBrands} itemKey={(b) => b.path}>
          {(b) => <BrandCard name={b.name} path={b.path} models={b.models} showBook={false} />}
        </CardGrid>
      </SectionBlock>

      <section aria-labelledby="help-heading" className="py-12 sm:py-16">
        <div className="mx-auto max-w-6xl px-4">
          <div className="rounded-2xl bg-primary px-5 py-10 text-center text-primary-foreground sm:px-10">
            <h2 id="help-heading" className="text-2xl font-bold sm:text-3xl">
              {t("services.helpTitle")}
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-primary-foreground/85">
              {t("services.helpText")}
            </p>
            <div className="mt-8 flex flex-col items-stretch justify-center gap-4 sm:flex-row sm:items-center">
              <CtaButton variant="hero" action="call" label={t("services.callExperts")} />
              <WhatsAppButton
                message={freeConsultationMessage(business.name)}
                label={t("services.freeConsultation")}
                size="large"
              />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
