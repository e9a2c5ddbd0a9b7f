import { Link } from "react-router";
import { CustomerReviews } from "./customer-reviews";
import { CtaButton } from "~/components/site/cta-button";
import { FromOurBlog } from "~/features/blog/from-our-blog";
import { ContactPrompt } from "./contact-prompt";
import { DirectionsButton } from "./directions-button";
import { LinkList } from "./link-list";
import { bookThisLabel } from "./marketing-links";
import { OfferingGrid } from "./offering-grid";
import { PageHero } from "./page-hero";
import type { BrandPageView, ServicePageTemplateProps } from "./resolve-service-page";
import { SectionBlock } from "~/components/site/section-block";
import { WhatsAppButton } from "./whatsapp-button";

/**
 * A brand page (docs/product.md#route-service-pages): hero, model list, a grid of service
 * offerings each with a 'Book This … Service' button passing its booking service type,
 * the coverage areas and a closing call / WhatsApp / book block. With
 * `page.template === "generic"` (Audi, Honda, Toyota) the hero and closing block carry
 * 'Book Service Now' and 'Get Directions' instead. Where `page.whatsappGreeting` is null
 * (Maruti) there is no WhatsApp button and the hero states the "from" price.
 * Props: `page`, the loader's {@link BrandPageView}; `blogPosts`, the posts that name this page
 * ("From Our Blog", docs/product.md#route-service-pages).
 */
export function BrandPageTemplate({
  page,
  blogPosts = [],
  reviews = [],
}: ServicePageTemplateProps<BrandPageView>) {
  const generic = page.template === "generic";
  const chips = [
    `Service ${page.priceFromText}`,
    "Free pickup & drop",
    "Genuine parts",
    "Certified technicians",
  ];
  // The generic template's book button, in the hero and the closing block.
  const bookServiceNow = (
    <CtaButton
      variant="hero"
      action="book"
      brand={page.brandName}
      label="Book Service Now"
      showUrgencyBadge={false}
    />
  );
  return (
    <>
      <PageHero
        eyebrow={
          page.brandType === "luxury"
            ? `${page.brandName} specialists`
            : `${page.brandName} service experts`
        }
        title={page.heading}
        lead={page.intro}
        chips={chips}
      >
        {generic ? (
          <>
            {bookServiceNow}
            <DirectionsButton tone="onNavy" />
          </>
        ) : (
          <>
            <CtaButton
              variant="hero"
              action="book"
              brand={page.brandName}
              label={`Book ${page.brandName} Service`}
            />
            <CtaButton variant="hero" action="call" />
            {page.whatsappGreeting && (
              <WhatsAppButton message={page.whatsappGreeting} size="large" />
            )}
          </>
        )}
      </PageHero>

      <SectionBlock
        id="models"
        title={`${page.brandName} Models We Service`}
        intro={page.specialisation ? `Specialist care: ${page.specialisation}.` : undefined}
        tone="muted"
      >
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {page.models.map((m) => (
            <li key={m.name} className="rounded-lg border bg-card px-4 py-3">
              <span className="block font-semibold">{m.name}</span>
              <span className="block text-sm text-muted-foreground">{m.bodyType}</span>
            </li>
          ))}
        </ul>
        {page.modelPages.length > 0 && (
          <p className="mt-6 text-sm">
            Model guides:{" "}
            {page.modelPages.map((m, i) => (
              <span key={m.path}>
                {i > 0 && ", "}
                <Link
                  to={m.path}
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  {m.name} service
                </Link>
              </span>
            ))}
          </p>
        )}
      </SectionBlock>

      <SectionBlock
        id="services"
        title={`${page.brandName} Services & Prices`}
        intro={`Starting prices for ${page.brandName} cars; the final price is confirmed in a written estimate before any work starts.`}
      >
        <OfferingGrid
          offerings={page.offerings.map((o) => ({
            ...o,
            tag: o.brandSpecific ? `${page.brandName} specialist` : undefined,
          }))}
          bookLabel={bookThisLabel}
        />
      </SectionBlock>

      <SectionBlock
        id="coverage"
        title={`${page.brandName} Service Across Hyderabad`}
        intro="Free doorstep pickup and delivery in these areas and everywhere within our service radius."
        tone="muted"
      >
        <LinkList links={page.coverageAreas} columns={3} />
      </SectionBlock>

      <CustomerReviews reviews={reviews} title={`What ${page.brandName} Owners Say`} />

      <FromOurBlog posts={blogPosts} tone="plain" />

      <ContactPrompt
        id="contact-brand"
        title={`Book Your ${page.brandName} Service Today`}
        text={
          generic
            ? `Book online, call us, or visit our Madhapur workshop. ${page.brandName} comprehensive service from ${page.comprehensiveFromText}.`
            : page.whatsappGreeting
              ? `Call, message us on WhatsApp or book online. ${page.brandName} service ${page.priceFromText}.`
              : `Call us or book online. ${page.brandName} service ${page.priceFromText}.`
        }
        whatsappGreeting={page.whatsappGreeting}
        showBook={!generic}
      >
        {generic && (
          <>
            {bookServiceNow}
            <DirectionsButton />
          </>
        )}
      </ContactPrompt>
    </>
  );
}
