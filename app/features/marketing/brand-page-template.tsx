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
import { useTranslator } from "~/components/site/translation";
import { WhatsAppButton } from "./whatsapp-button";

/**
 * A brand page (docs/product.md#route-service-pages): hero, model list, a grid of service
 * offerings each with a 'Book This … Service' button passing its booking service type,
 * the coverage areas and a closing call / WhatsApp / book block. With
 * `page.template === "generic"` (Audi, Honda, Toyota) the hero and closing block carry
 * 'Book Service Now' and 'Get Directions' instead. Where `page.whatsappGreeting` is null
 * (Maruti) there is no WhatsApp button and the hero states the "from" price.
 * Props: `page`, the loader's {@link BrandPageView}, in the page's language; `blogPosts`, the
 * posts that name this page ("From Our Blog", docs/product.md#route-service-pages). The
 * template's own words are the page's language's (docs/decisions/0026: /te/service/{slug},
 * /hi/service/{slug}).
 */
export function BrandPageTemplate({
  page,
  blogPosts = [],
  reviews = [],
}: ServicePageTemplateProps<BrandPageView>) {
  const { t, locale } = useTranslator();
  const generic = page.template === "generic";
  const brand = { brand: page.brandName };
  const chips = [
    t("brand.chipPrice", { price: page.priceFromText }),
    t("services.chipPickup"),
    t("services.chipParts"),
    t("brand.chipCertified"),
  ];
  // English keeps the spec's 'Book This … Service'; Telugu and Hindi say it their own way.
  const bookLabel =
    locale === "en"
      ? bookThisLabel
      : (title: string) => t("content.brand.words.bookThis", { title });
  // The generic template's book button, in the hero and the closing block.
  const bookServiceNow = (
    <CtaButton
      variant="hero"
      action="book"
      brand={page.brandName}
      label={t("brand.bookServiceNow")}
      showUrgencyBadge={false}
    />
  );
  return (
    <>
      <PageHero
        eyebrow={t(
          page.brandType === "luxury" ? "brand.eyebrowLuxury" : "brand.eyebrowPopular",
          brand,
        )}
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
              label={t("brand.bookBrand", brand)}
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
        title={t("brand.modelsTitle", brand)}
        intro={
          page.specialisation
            ? t("brand.specialistCare", { specialisation: page.specialisation })
            : undefined
        }
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
            {t("brand.modelGuides")}{" "}
            {page.modelPages.map((m, i) => (
              <span key={m.path}>
                {i > 0 && ", "}
                <Link
                  to={m.path}
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  {t("brand.modelGuide", { name: m.name })}
                </Link>
              </span>
            ))}
          </p>
        )}
      </SectionBlock>

      <SectionBlock
        id="services"
        title={t("brand.servicesTitle", brand)}
        intro={t("brand.servicesIntro", brand)}
      >
        <OfferingGrid
          offerings={page.offerings.map((o) => ({
            ...o,
            tag: o.brandSpecific ? t("brand.specialistTag", brand) : undefined,
          }))}
          bookLabel={bookLabel}
        />
      </SectionBlock>

      <SectionBlock
        id="coverage"
        title={t("brand.coverageTitle", brand)}
        intro={t("brand.coverageIntro")}
        tone="muted"
      >
        <LinkList links={page.coverageAreas} columns={3} />
      </SectionBlock>

      <CustomerReviews reviews={reviews} title={t("brand.reviewsTitle", brand)} />

      <FromOurBlog posts={blogPosts} tone="plain" />

      <ContactPrompt
        id="contact-brand"
        title={t("brand.contactTitle", brand)}
        text={
          generic
            ? t("brand.contactGeneric", { ...brand, price: page.comprehensiveFromText })
            : t(page.whatsappGreeting ? "brand.contactWhatsapp" : "brand.contactCall", {
                ...brand,
                price: page.priceFromText,
              })
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
