import { Clock, MapPin, Phone, Siren } from "lucide-react";
import { siteRating } from "~/features/reviews/site-reviews.server";
import { siteFigures } from "~/features/figures/site-figures.server";
import type { IconTitledProps } from "~/components/ui/icon-card-header";
import type { Route } from "./+types/about";
import { CtaButton } from "~/components/site/cta-button";
import { emergencyHoursText, formatOpeningHours } from "~/catalog/opening-hours";
import { formatPhone, telHref } from "~/catalog/business";
import { IconCards } from "~/features/marketing/icon-cards";
import { ContactPrompt } from "~/features/marketing/contact-prompt";
import { DirectionsButton } from "~/features/marketing/directions-button";
import { aboutPageContent } from "~/features/marketing/page-content";
import { PageHero } from "~/features/marketing/page-hero";
import { SectionBlock } from "~/components/site/section-block";
import { StatList } from "~/features/marketing/stat-list";
import { seoMeta } from "~/features/seo/seo-meta";
import { useBusinessFacts } from "~/components/site/root-data";
import { staticPageHandle } from "~/lib/route-handle";

/** A card of 'Visit Our Workshop': an h3 with its icon, then the card's content. */
function WorkshopCard({ icon: Icon, title, children }: IconTitledProps) {
  return (
    <div className="rounded-xl border bg-card p-6">
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon className="size-5 text-primary" aria-hidden />
        {title}
      </h3>
      {children}
    </div>
  );
}

/** The about page's content, reduced from the catalogue on the server. */
export async function loader() {
  // docs/product.md#reviews-shown: the rating's figures from published reviews once there are
  // enough; docs/product.md#site-figures: the other figures from the records.
  const [rating, figures] = await Promise.all([siteRating(), siteFigures()]);
  return aboutPageContent(rating ?? undefined, figures);
}

/** Title, description and canonical URL of /about. */
export const meta: Route.MetaFunction = ({ matches, data }) =>
  data ? seoMeta(data.seo, matches) : [];

/** A static page: complete as HTML, ships no JavaScript (docs/decisions/0004). */
export const handle = staticPageHandle;

/**
 * /about (docs/product.md#routes: story, mission, six reasons to choose the business,
 * workshop section). Address, hours, phone and coordinates come from the business facts.
 */
export default function AboutPage({ loaderData: c }: Route.ComponentProps) {
  const business = useBusinessFacts();
  const { address } = business;
  const emergency = emergencyHoursText(business.hoursText);
  return (
    <>
      <PageHero
        eyebrow={`About ${business.name}`}
        title="Luxury Car Specialists in Madhapur, Hyderabad"
        lead={`${business.name} looks after luxury and popular cars across Hyderabad from one well-equipped workshop in ${address.locality}, with free doorstep pickup and delivery.`}
      >
        <CtaButton variant="hero" action="book" label="Book a Service" />
        <CtaButton variant="hero" action="call" />
      </PageHero>

      <SectionBlock id="story" title="Our Story">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-4 leading-relaxed">
            <p>
              We started with a simple idea: owners of fine cars in Hyderabad should not have to
              choose between the dealer's prices and the local garage's guesswork. Our technicians
              came from brand workshops, and they brought the same diagnostic tools, procedures and
              parts with them.
            </p>
            <p>
              Today our {address.locality} workshop services Mercedes-Benz, BMW, Audi, Porsche,
              Jaguar and Land Rover cars alongside Maruti Suzuki, Hyundai, Honda and every other
              popular brand, and our drivers collect cars from homes and offices within{" "}
              {business.serviceRadiusKm} km of the workshop.
            </p>
          </div>
          <StatList stats={c.stats} variant="cards" className="grid grid-cols-2 gap-4 self-start" />
        </div>
      </SectionBlock>

      <SectionBlock id="mission" title="Our Mission" tone="navy">
        <p className="max-w-3xl text-lg leading-relaxed">
          To give every car the care its maker intended, explained honestly to its owner: a written
          estimate before any work, genuine parts, photos of what we find, and a{" "}
          {business.promises.warrantyMonths}-month warranty on what we do.
        </p>
      </SectionBlock>

      <SectionBlock id="reasons" title="Six Reasons to Choose Us">
        <IconCards items={c.reasons} className="sm:grid-cols-2 lg:grid-cols-3" />
      </SectionBlock>

      <SectionBlock id="workshop" title="Visit Our Workshop" tone="muted">
        <div className="grid gap-6 md:grid-cols-3">
          <WorkshopCard icon={MapPin} title="Address">
            <address className="mt-3 text-sm leading-relaxed not-italic">
              {business.name}
              <br />
              {address.street}
              <br />
              {address.locality}, {address.city}
              <br />
              {address.region} {address.postalCode}
            </address>
          </WorkshopCard>
          <WorkshopCard icon={Clock} title="Opening Hours">
            <ul className="mt-3 space-y-1 text-sm">
              {business.openingHours.map((h) => (
                <li key={h}>{formatOpeningHours(h)}</li>
              ))}
              {emergency && (
                <li className="flex items-center gap-1 font-semibold text-red-700">
                  <Siren className="size-4" aria-hidden />
                  {emergency}
                </li>
              )}
            </ul>
          </WorkshopCard>
          <WorkshopCard icon={Phone} title="Contact">
            <p className="mt-3 text-sm">
              <a
                href={telHref(business.phone)}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {formatPhone(business.phone)}
              </a>
            </p>
            <p className="mt-1 text-sm break-all">
              <a
                href={`mailto:${business.email}`}
                className="text-primary underline underline-offset-4"
              >
                {business.email}
              </a>
            </p>
          </WorkshopCard>
        </div>
        <div className="mt-6">
          <DirectionsButton />
        </div>
      </SectionBlock>

      <ContactPrompt
        id="contact-about"
        title="Talk to Our Team"
        text="Call, WhatsApp or book online; we will collect your car and keep you updated at every step."
      />
    </>
  );
}
