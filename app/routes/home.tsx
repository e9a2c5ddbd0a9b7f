import { Link } from "react-router";
import type { Route } from "./+types/home";
import { CtaButton } from "~/components/site/cta-button";
import { BrandCard } from "~/features/marketing/brand-card";
import { CatalogueIcon } from "~/features/marketing/catalogue-icon";
import { IconCards } from "~/features/marketing/icon-cards";
import { ContactPrompt } from "~/features/marketing/contact-prompt";
import { EmergencyBanner } from "~/features/marketing/emergency-banner";
import { LinkList } from "~/features/marketing/link-list";
import { CardGrid } from "~/features/marketing/card-grid";
import { TagList } from "~/features/marketing/tag-list";
import { OfferingGrid } from "~/features/marketing/offering-grid";
import { homePageContent, translatedHomeContent } from "~/features/marketing/page-content";
import { useTranslator } from "~/components/site/translation";
import { placeWords } from "~/lib/i18n";
import { requestTranslator } from "~/lib/i18n.server";
import { PageHero } from "~/features/marketing/page-hero";
import { SectionBlock } from "~/components/site/section-block";
import { StatList } from "~/features/marketing/stat-list";
import { TestimonialCard } from "~/features/marketing/testimonial-card";
import { seoMeta } from "~/features/seo/seo-meta";
import { useBusinessFacts } from "~/components/site/root-data";
import { staticPageHandle } from "~/lib/route-handle";
import { homeReviewCards, siteRating } from "~/features/reviews/site-reviews.server";
import { siteFigures } from "~/features/figures/site-figures.server";
import { homeContent } from "~/catalog/home";

/**
 * The home page's content, reduced from the catalogue on the server, with the page's own cards
 * and steps (`app/catalog/home.ts`); the rating's figures and the testimonials from published
 * reviews once there are enough (docs/product.md#reviews-shown); the counts from the records
 * (docs/product.md#site-figures).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [rating, reviews, figures] = await Promise.all([
    siteRating(),
    homeReviewCards(),
    siteFigures(),
  ]);
  const content = { ...homePageContent(rating ?? undefined, figures), ...homeContent };
  const withReviews = reviews.length > 0 ? { ...content, testimonials: reviews } : content;
  // The Telugu and Hindi home pages, /te/ and /hi/ (docs/decisions/0026).
  const t = requestTranslator(request);
  return t.locale === "en" ? withReviews : translatedHomeContent(withReviews, t);
}

/**
 * Both / and /home canonicalise to "/" (docs/product.md#routes); /te/ and /hi/ to themselves
 * (docs/decisions/0026).
 */
export const meta: Route.MetaFunction = ({ matches, data }) => {
  if (!data) return [];
  return seoMeta({ ...data.seo, path: data.seo.path === "/" ? "/" : data.seo.path }, matches);
};

/** A static page: complete as HTML, ships no JavaScript (docs/decisions/0004). */
export const handle = staticPageHandle;

/**
 * Home page (docs/product.md#route-home): hero with 'Book Service Online' and call
 * buttons, premium brands strip, headline and extra services, why choose us with the
 * 4-step process, brand cards, six testimonials, the emergency call-to-action, the luxury
 * brands and service areas lists, the 'Complete Service Portfolio' and a closing call/chat
 * prompt. Served at / and /home.
 */
export default function Home({ loaderData: c }: Route.ComponentProps) {
  const business = useBusinessFacts();
  const translator = useTranslator();
  const { t, locale } = translator;
  // The sections whose words are English catalogue content show on the English page only
  // (docs/decisions/0026).
  const english = locale === "en";
  return (
    <>
      <PageHero
        eyebrow={c.promotion?.text}
        eyebrowNote={
          c.promotion ? `${c.promotion.terms} Offer ends ${c.promotion.endsAt}.` : undefined
        }
        title={english ? "Premier Luxury Car Service in Hyderabad" : t("seo./.title")}
        lead={t("home.lead", { locality: placeWords(translator, business.address.locality) })}
        chips={[
          t("home.rating", { value: business.rating.value, count: business.rating.count }),
          t("home.warranty", { months: business.promises.warrantyMonths }),
          t("home.firstBooking", { percent: business.promises.firstBookingDiscountPercent }),
        ]}
      >
        <CtaButton variant="hero" action="book" />
        <CtaButton variant="hero" action="call" />
      </PageHero>

      {english && (
        <section aria-labelledby="stats-heading" className="border-b bg-secondary">
          <h2 id="stats-heading" className="sr-only">
            Our record
          </h2>
          <StatList
            stats={c.stats}
            variant="band"
            className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 text-center md:grid-cols-4"
          />
        </section>
      )}

      <section aria-labelledby="brands-strip-heading" className="py-10">
        <div className="mx-auto max-w-6xl px-4 text-center">
          <h2
            id="brands-strip-heading"
            className="text-sm font-semibold tracking-wider text-muted-foreground uppercase"
          >
            {t("home.brandsStrip")}
          </h2>
          <TagList
            items={c.luxuryBrandCards.map((b) => b.name)}
            className="mt-5 flex flex-wrap items-center justify-center gap-x-8 gap-y-3"
            itemClassName="text-lg font-bold tracking-tight text-primary sm:text-2xl"
          />
        </div>
      </section>

      <SectionBlock
        id="services"
        title={t("home.servicesTitle")}
        intro={t("home.servicesIntro")}
        tone="muted"
      >
        <OfferingGrid
          offerings={c.headlineServices.map((s) => ({
            ...s,
            bookingService: "bookingService" in s ? String(s.bookingService) : s.title,
          }))}
          bookLabel={t("home.bookThis")}
          className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
        />
        {english && (
          <>
            <h3 className="mt-10 text-lg font-semibold">Also available</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {c.extraServices.map((s) => (
                <li
                  key={s.name}
                  className="rounded-full border bg-card px-3 py-1 text-sm font-medium"
                >
                  {s.path ? (
                    <Link to={s.path} className="text-primary underline-offset-4 hover:underline">
                      {s.name}
                    </Link>
                  ) : (
                    s.name
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </SectionBlock>

      <SectionBlock id="why-us" title={t("home.whyTitle")} intro={t("home.whyIntro")}>
        <IconCards
          items={c.whyChooseUs.map((w, i) => ({
            ...w,
            title: t(`home.why.${i}.title`),
            text: t(`home.why.${i}.text`),
          }))}
          className="md:grid-cols-3"
          large
        />
        <h3 className="mt-12 text-xl font-semibold">{t("home.howTitle")}</h3>
        <ol className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {c.steps.map((s, i) => (
            <li key={s.icon} className="relative rounded-xl bg-secondary p-5">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                aria-hidden
              >
                {i + 1}
              </span>
              <p className="mt-3 flex items-center gap-2 font-semibold">
                <CatalogueIcon name={s.icon} className="size-4 text-primary" />
                <span>
                  <span className="sr-only">{t("home.step", { n: i + 1 })}</span>
                  {t(`home.steps.${i}.title`)}
                </span>
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{t(`home.steps.${i}.text`)}</p>
            </li>
          ))}
        </ol>
      </SectionBlock>

      {english && (
        <>
          <SectionBlock id="brands" title="Brands We Specialise In" tone="muted">
            <h3 className="mb-4 text-lg font-semibold">Luxury brands</h3>
            <CardGrid
              items={c.luxuryBrandCards}
              itemKey={(b) => b.path}
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
            >
              {(b) => <BrandCard {...b} />}
            </CardGrid>
            <h3 className="mt-10 mb-4 text-lg font-semibold">Popular brands</h3>
            <CardGrid items={c.popularBrandCards} itemKey={(b) => b.path}>
              {(b) => <BrandCard {...b} description={undefined} />}
            </CardGrid>
          </SectionBlock>

          <SectionBlock
            id="testimonials"
            title="What Our Customers Say"
            intro={`Rated ${business.rating.value}/5 from ${business.rating.count} reviews.`}
          >
            <CardGrid items={c.testimonials} itemKey={(t, i) => `${i}-${t.name}`}>
              {(t) => <TestimonialCard {...t} />}
            </CardGrid>
          </SectionBlock>
        </>
      )}

      <EmergencyBanner responseHours={business.promises.emergencyResponseHours} />

      {english && (
        <>
          <SectionBlock id="coverage" title="Luxury Brands and Service Areas">
            <div className="grid gap-8 md:grid-cols-2">
              <div>
                <h3 className="mb-2 text-lg font-semibold">Luxury Brands</h3>
                <LinkList links={c.luxuryBrandLinks} />
              </div>
              <div>
                <h3 className="mb-2 text-lg font-semibold">Service Areas</h3>
                <LinkList links={c.serviceAreaLinks} />
              </div>
            </div>
          </SectionBlock>

          <SectionBlock id="portfolio" title="Complete Service Portfolio" tone="muted">
            <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
              {c.portfolio.map((col) => (
                <div key={col.heading}>
                  <h3 className="mb-2 text-lg font-semibold">{col.heading}</h3>
                  <LinkList links={col.links} columns={1} />
                </div>
              ))}
            </div>
          </SectionBlock>
        </>
      )}

      <ContactPrompt id="contact-home" title={t("home.promptTitle")} text={t("home.promptText")} />
    </>
  );
}
