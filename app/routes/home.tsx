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
import { homePageContent } from "~/features/marketing/page-content";
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
export async function loader() {
  const [rating, reviews, figures] = await Promise.all([
    siteRating(),
    homeReviewCards(),
    siteFigures(),
  ]);
  const content = { ...homePageContent(rating ?? undefined, figures), ...homeContent };
  return reviews.length > 0 ? { ...content, testimonials: reviews } : content;
}

/** Both / and /home canonicalise to "/" (docs/product.md#routes). */
export const meta: Route.MetaFunction = ({ matches, data }) => {
  if (!data) return [];
  return seoMeta({ ...data.seo, path: "/" }, matches);
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
  return (
    <>
      <PageHero
        eyebrow={c.promotion?.text}
        eyebrowNote={
          c.promotion ? `${c.promotion.terms} Offer ends ${c.promotion.endsAt}.` : undefined
        }
        title="Premier Luxury Car Service in Hyderabad"
        lead={`Expert care for Mercedes-Benz, BMW, Audi and every popular brand, from our workshop in ${business.address.locality}. Free doorstep pickup and delivery, genuine parts, certified technicians and same-day service for most repairs.`}
        chips={[
          `${business.rating.value}/5 from ${business.rating.count} reviews`,
          `${business.promises.warrantyMonths}-month warranty`,
          `${business.promises.firstBookingDiscountPercent}% off your first online booking`,
        ]}
      >
        <CtaButton variant="hero" action="book" />
        <CtaButton variant="hero" action="call" />
      </PageHero>

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

      <section aria-labelledby="brands-strip-heading" className="py-10">
        <div className="mx-auto max-w-6xl px-4 text-center">
          <h2
            id="brands-strip-heading"
            className="text-sm font-semibold tracking-wider text-muted-foreground uppercase"
          >
            Premium brands we service
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
        title="Our Car Services"
        intro="Transparent starting prices, genuine parts and a written estimate before any work starts."
        tone="muted"
      >
        <OfferingGrid
          offerings={c.headlineServices.map((s) => ({ ...s, bookingService: s.title }))}
          bookLabel="Book This Service"
          className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
        />
        <h3 className="mt-10 text-lg font-semibold">Also available</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {c.extraServices.map((s) => (
            <li key={s.name} className="rounded-full border bg-card px-3 py-1 text-sm font-medium">
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
      </SectionBlock>

      <SectionBlock
        id="why-us"
        title="Why Choose Us"
        intro="Dealer-quality work without the dealer's waiting room."
      >
        <IconCards items={c.whyChooseUs} className="md:grid-cols-3" large />
        <h3 className="mt-12 text-xl font-semibold">How It Works</h3>
        <ol className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {c.steps.map((s, i) => (
            <li key={s.title} className="relative rounded-xl bg-secondary p-5">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                aria-hidden
              >
                {i + 1}
              </span>
              <p className="mt-3 flex items-center gap-2 font-semibold">
                <CatalogueIcon name={s.icon} className="size-4 text-primary" />
                <span>
                  <span className="sr-only">Step {i + 1}: </span>
                  {s.title}
                </span>
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{s.text}</p>
            </li>
          ))}
        </ol>
      </SectionBlock>

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

      <EmergencyBanner responseHours={business.promises.emergencyResponseHours} />

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

      <ContactPrompt
        id="contact-home"
        title="Ready to Give Your Car the Care It Deserves?"
        text="Call us or chat on WhatsApp for a free estimate, or book online in two minutes."
      />
    </>
  );
}
