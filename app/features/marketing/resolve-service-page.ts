/**
 * Resolves a /service/{slug} path to the page it is (docs/product.md#route-service-pages:
 * one page per brand, model, service type or locality) and reduces the catalogue entry to
 * the plain, serialisable content that page's template renders. Called by the route's
 * loader only, so the catalogue stays on the server and out of the browser bundle; the
 * templates import nothing but the types below.
 */
import type { TestimonialCardProps } from "./testimonial-card";
import {
  formatRupees,
  fromPriceText,
  formatServicePrice,
  getBrand,
  getBrandPage,
  getLocality,
  getModelPage,
  getServicePage,
  localities,
  modelPagesForBrand,
  structuredDataPricing,
  type BrandPage,
  type LinkItem,
  type Locality,
  type ModelPage,
  type ServicePage,
} from "~/catalog";
import { getCoreService } from "~/catalog/services";
import type { ServiceJsonLdInput } from "~/features/seo/json-ld";

/**
 * Props of a /service/{slug} page template: `page`, the loader's view of the page, and
 * `blogPosts`, the posts that name it ("From Our Blog", docs/product.md#route-service-pages;
 * none by default).
 */
export interface ServicePageTemplateProps<View> {
  page: View;
  blogPosts?: LinkItem[];
  /** Published reviews of this brand or locality (docs/product.md#reviews-shown). */
  reviews?: TestimonialCardProps[];
}

/** What the route's meta function needs: search fields plus the Service JSON-LD input. */
interface ServicePageSeo {
  title: string;
  description: string;
  path: string;
  keywords: string[];
  /** Input for `serviceJsonLd` (name, description, path, lowest price, service type). */
  service: ServiceJsonLdInput;
  /** Place names for the Service's areaServed; the city when absent. */
  areaServed?: string[];
}

/** An offering card: title, description, price text and what its Book button preselects. */
interface OfferingView {
  title: string;
  description: string;
  priceText: string;
  /** Passed to /booking as `selectedService`. */
  bookingService: string;
  /** The service page it links to, when one exists. */
  path?: string;
  brandSpecific: boolean;
}

/** Content of a brand page (brand template) or of the generic template (Audi, Honda, Toyota). */
export interface BrandPageView {
  template: "brand" | "generic";
  seo: ServicePageSeo;
  brandName: string;
  brandType: "luxury" | "popular";
  heading: string;
  intro: string;
  specialisation?: string;
  /** "from ₹1,999": the cheapest offering. */
  priceFromText: string;
  /** "₹8,999": the comprehensive service's starting price. */
  comprehensiveFromText: string;
  models: { name: string; bodyType: string }[];
  modelPages: LinkItem[];
  offerings: OfferingView[];
  coverageAreas: LinkItem[];
  /** The WhatsApp greeting naming the brand; null where the page has no chat button (Maruti). */
  whatsappGreeting: string | null;
}

/** Content of a model page (bmw-x-series-service …). */
export interface ModelPageView {
  template: "model";
  seo: ServicePageSeo;
  name: string;
  heading: string;
  intro: string;
  brand: LinkItem;
  models: string[];
  variants: string[];
  commonIssues: string[];
  offerings: OfferingView[];
  priceFromText: string;
  faqs: { question: string; answer: string }[];
}

/** Content of a core service or service-type page. */
export interface ServicePageView {
  template: "service";
  seo: ServicePageSeo;
  kind: "core" | "service-type";
  name: string;
  icon: string;
  heading: string;
  intro: string;
  /** The tier table of a core service, or the price list of a service-type page. */
  prices: { label: string; priceText: string; note?: string }[];
  included: string[];
  features: string[];
  warrantyMonths?: number;
  bookingService: string;
  faqs: { question: string; answer: string }[];
}

/** Content of a locality page (docs/product.md#route-service-pages). */
export interface LocalityPageView {
  template: "locality";
  seo: ServicePageSeo;
  name: string;
  distanceKm: number;
  direction: string;
  intro: string;
  pickupNote: string;
  typicalCars: string[];
  landmarks: string[];
  services: {
    name: string;
    path: string;
    icon: string;
    priceText: string;
    bookingService: string;
  }[];
  reasons: { title: string; text: string }[];
  nearby: LinkItem[];
}

/** Any /service/{slug} page. */
export type ServiceSlugPage = BrandPageView | ModelPageView | ServicePageView | LocalityPageView;

/** The template a slug uses; see {@link resolveServicePage}. */
export type ServiceTemplate = ServiceSlugPage["template"];

/**
 * The kind of page a slug is, by lookup order brand → model → service → locality.
 * @param slug e.g. "bmw-service", "gachibowli"
 * @returns the template name, or undefined for an unknown slug
 */
export function serviceTemplateFor(slug: string): ServiceTemplate | undefined {
  const brandPage = getBrandPage(slug);
  if (brandPage) return brandPage.template;
  if (getModelPage(slug)) return "model";
  if (getServicePage(slug)) return "service";
  if (getLocality(slug)) return "locality";
  return undefined;
}

/**
 * The content of the page at /service/{slug}.
 * @param slug the path segment after /service/
 * @returns the page's template and content as plain data, or undefined when the slug is
 *   not in the catalogue (the route answers 404)
 */
export function resolveServicePage(slug: string): ServiceSlugPage | undefined {
  const brandPage = getBrandPage(slug);
  if (brandPage) return brandView(brandPage);
  const modelPage = getModelPage(slug);
  if (modelPage) return modelView(modelPage);
  const servicePage = getServicePage(slug);
  if (servicePage) return serviceView(servicePage);
  const locality = getLocality(slug);
  if (locality) return localityView(locality);
  return undefined;
}

/** Locality slugs as links, skipping any slug the catalogue does not know. */
function localityLinks(slugs: readonly string[]): LinkItem[] {
  return slugs.flatMap((s) => {
    const l = getLocality(s);
    return l ? [{ name: l.name, path: l.path }] : [];
  });
}

/**
 * The search fields and Service JSON-LD input of a /service/{slug} page.
 * @param page the entry's title, description, path and keywords
 * @param name the Service's name
 * @param priceFrom its lowest price in rupees, when it has one
 * @param serviceType the kind of service; "Car service and repair" unless given
 * @returns the page's {@link ServicePageSeo} (without areaServed)
 */
function pageSeo(
  page: { title: string; description: string; path: string; keywords: string[] },
  name: string,
  priceFrom: number | undefined,
  serviceType = "Car service and repair",
): ServicePageSeo {
  const { title, description, path, keywords } = page;
  return {
    title,
    description,
    path,
    keywords,
    service: { name, description, path, ...(priceFrom ? { priceFrom } : {}), serviceType },
  };
}

function brandView(page: BrandPage): BrandPageView {
  const brand = getBrand(page.brandSlug);
  const comprehensive = page.services.find(
    (s) => s.kind === "comprehensive" || s.kind === "periodic",
  );
  return {
    template: page.template,
    seo: pageSeo(page, `${page.brandName} Car Service`, page.comprehensiveFrom),
    brandName: page.brandName,
    brandType: brand?.type ?? "popular",
    heading: page.heading,
    intro: page.intro,
    ...(brand?.specialisation ? { specialisation: brand.specialisation } : {}),
    priceFromText: page.priceFromText,
    comprehensiveFromText: formatRupees(comprehensive?.priceFrom ?? page.comprehensiveFrom),
    models: page.models.map((m) => ({ name: m.name, bodyType: m.bodyType })),
    modelPages: modelPagesForBrand(page.brandSlug).map((m) => ({ name: m.name, path: m.path })),
    offerings: page.services.map((s) => ({
      title: s.title,
      description: s.description,
      priceText: fromPriceText(s.priceFrom),
      bookingService: s.bookingServiceType,
      ...(s.servicePath ? { path: s.servicePath } : {}),
      brandSpecific: s.brandSpecific,
    })),
    coverageAreas: localityLinks(page.coverageAreas),
    whatsappGreeting: page.hasWhatsApp ? page.whatsappGreeting : null,
  };
}

function modelView(page: ModelPage): ModelPageView {
  const brand = getBrand(page.brandSlug);
  return {
    template: "model",
    seo: pageSeo(page, `${page.name} Service`, page.fromPrice),
    name: page.name,
    heading: page.heading,
    intro: page.intro,
    brand: { name: brand?.name ?? page.name, path: brand?.route ?? "/services" },
    models: page.models,
    variants: page.variants,
    commonIssues: page.commonIssues,
    offerings: page.services.map((s) => ({
      title: s.title,
      description: s.description,
      priceText: formatRupees(s.price),
      bookingService: s.bookingServiceType,
      brandSpecific: false,
    })),
    priceFromText: page.priceFromText,
    faqs: page.faqs,
  };
}

function serviceView(page: ServicePage): ServicePageView {
  const core = page.kind === "core" ? getCoreService(page.slug) : undefined;
  const numeric = page.prices.map((p) => p.price).filter((p): p is number => typeof p === "number");
  const priceFrom = numeric.length ? Math.min(...numeric) : undefined;
  return {
    template: "service",
    seo: pageSeo(page, page.name, priceFrom, page.bookingServiceType),
    kind: page.kind,
    name: page.name,
    icon: page.icon,
    heading: page.heading,
    intro: page.intro,
    prices: page.prices.map((p) => ({
      label: p.label,
      priceText: formatServicePrice(p.price),
      ...(p.note ? { note: p.note } : {}),
    })),
    included: page.included,
    features: core?.features ?? [],
    ...(core?.warrantyMonths ? { warrantyMonths: core.warrantyMonths } : {}),
    bookingService: page.bookingServiceType,
    faqs: page.faqs,
  };
}

function localityView(loc: Locality): LocalityPageView {
  const services = loc.services.flatMap((slug) => {
    const s = getServicePage(slug);
    if (!s) return [];
    const numeric = s.prices.map((p) => p.price).filter((p): p is number => typeof p === "number");
    return [
      {
        name: s.name,
        path: s.path,
        icon: s.icon,
        priceText: numeric.length ? fromPriceText(Math.min(...numeric)) : "Price on request",
        bookingService: s.bookingServiceType,
      },
    ];
  });
  return {
    template: "locality",
    seo: {
      ...pageSeo(loc, `Car Service in ${loc.name}`, structuredDataPricing.locationOfferFrom),
      areaServed: [loc.name, "Hyderabad"],
    },
    name: loc.name,
    distanceKm: loc.distanceKm,
    direction: loc.direction,
    intro: loc.intro,
    pickupNote: loc.pickupNote,
    typicalCars: loc.typicalCars,
    landmarks: loc.landmarks,
    services,
    reasons: loc.reasons,
    nearby: localities
      .filter((l) => l.featured && l.slug !== loc.slug)
      .map((l) => ({ name: l.name, path: l.path })),
  };
}
