/**
 * The content of the home, /services, /about and the short legal and blog pages, reduced
 * from the catalogue to plain serialisable data. Called by the route loaders only, so the
 * catalogue stays out of the browser bundle (the pages render from `loaderData`).
 * Figures that the business facts hold (phone, address, hours, rating) are not here: the
 * components read them from the root loader (docs/product.md#business-facts).
 */
import {
  brandCardModels,
  brands,
  corePages,
  coreServices,
  extraServices,
  formatServicePrice,
  guarantees,
  headlineServices,
  headlineStatsOf,
  homeLuxuryBrandLinks,
  homeServiceAreaLinks,
  initials,
  bannerPromotion,
  indiaInstant,
  servicePages,
  servicePortfolio,
  servicesPageLuxuryBrands,
  servicesPagePopularBrands,
  startingPrice,
  testimonials,
  trustStatsOf,
  NO_FIGURES,
  type Brand,
  type SiteFigures,
  type LinkItem,
} from "~/catalog";
import { formatKolkataDateTime } from "~/lib/time";
import { formatRupees } from "~/catalog/money";
import { linkIn, localizedPath } from "~/catalog/languages";
import type { Translator } from "~/lib/i18n";

/** Search fields of a page, as `seoMeta` takes them. */
export interface PageSeoFields {
  title: string;
  description: string;
  path: string;
  keywords: string[];
}

/**
 * The search fields of a core page (home, /services, /about, /blog, /privacy, /terms).
 * @param path the page's path, e.g. "/about"
 * @returns its title, description, path and keywords from the catalogue
 * @throws Error when the path is not a core page
 */
export function corePageSeo(path: string): PageSeoFields {
  const page = corePages.find((p) => p.path === path);
  if (!page) throw new Error(`Not a core page: ${path}`);
  return {
    title: page.title,
    description: page.description,
    path: page.path,
    keywords: page.keywords,
  };
}

/** A brand card: name, page, a short line and the models it shows. */
interface BrandCardView {
  name: string;
  path: string;
  description: string;
  models: string[];
}

function brandCard(brand: Brand): BrandCardView {
  return {
    name: brand.name,
    path: brand.route,
    description: brand.specialisation ?? brand.description,
    models: brandCardModels(brand).map((m) => m.name),
  };
}

function brandsBySlugs(links: LinkItem[]): Brand[] {
  return links.flatMap((l) => brands.filter((b) => b.route === l.path));
}

/**
 * The luxury brands of the home page's brand cards: those of its luxury brands list, then
 * Lexus and Volvo (docs/product.md#catalogue luxury list).
 */
const homeLuxuryCardBrands: Brand[] = [
  ...brandsBySlugs(homeLuxuryBrandLinks),
  ...["lexus-service", "volvo-service"].flatMap((slug) => brands.filter((b) => b.slug === slug)),
];

/** The rating the pages show: the catalogue's, or the published reviews' (docs/product.md#reviews-shown). */
export interface ShownRating {
  value: number;
  count: number;
}

/** The promotion banner as the home page shows it: its text, terms and when it ends. */
export interface PromotionBannerView {
  text: string;
  terms: string;
  /** When it ends, India time, as people read it ("31 Jan 2027, 11:59 PM"). */
  endsAt: string;
}

/**
 * The promotion banner valid at an instant (docs/product.md#offers): none once the promotion
 * has ended.
 * @param now the instant (the prerendered page is rewritten when a promotion starts or ends)
 * @returns the banner, or null when no promotion is valid
 */
function promotionBanner(now: Date = new Date()): PromotionBannerView | null {
  const p = bannerPromotion(now);
  if (!p) return null;
  return {
    text: p.bannerText,
    terms: p.terms,
    endsAt: formatKolkataDateTime(indiaInstant(p.validTo).toISOString()),
  };
}

/**
 * Home page content (docs/product.md#route-home).
 * @param rating the rating from published reviews once there are enough; unset, the catalogue's
 * @param figures the figures counted from the records (docs/product.md#site-figures); unset, none
 * @param now the instant that decides which promotion the banner shows
 * @returns plain data for every home section except the business facts
 */
export function homePageContent(
  rating?: ShownRating,
  figures: SiteFigures = NO_FIGURES,
  now: Date = new Date(),
) {
  return {
    seo: corePageSeo("/"),
    promotion: promotionBanner(now),
    stats: headlineStatsOf(figures, rating),
    headlineServices: headlineServices.map((s) => ({
      title: s.title,
      description: s.description,
      icon: s.icon,
      features: s.features,
      priceText: s.priceText,
      path: s.path,
    })),
    extraServices: extraServices.map((s) => ({
      name: s.name,
      ...(s.path ? { path: s.path } : {}),
    })),
    luxuryBrandCards: homeLuxuryCardBrands.map(brandCard),
    popularBrandCards: brandsBySlugs(servicesPagePopularBrands).map(brandCard),
    testimonials: testimonials.map((t) => ({
      name: t.name,
      initials: initials(t.name),
      location: t.location,
      car: t.car,
      rating: t.rating,
      text: t.text,
    })),
    luxuryBrandLinks: homeLuxuryBrandLinks,
    serviceAreaLinks: homeServiceAreaLinks,
    portfolio: servicePortfolio,
  };
}

/**
 * The search fields of a page in Telugu or Hindi (docs/decisions/0026): title and description
 * from the language's catalogue, the path under its prefix, a WebPage block for its JSON-LD.
 * @param path the page's English path, e.g. "/contact"
 * @param t the page's translator (not English: English pages read the catalogue's core pages)
 */
export function translatedPageSeo(
  path: string,
  t: Translator,
): PageSeoFields & {
  jsonLd: Array<Record<string, string>>;
} {
  const title = t.t(`seo.${path}.title`);
  const description = t.t(`seo.${path}.description`);
  return {
    title,
    description,
    path: localizedPath(path, t.locale),
    keywords: [],
    jsonLd: [{ "@context": "https://schema.org", "@type": "WebPage", name: title, description }],
  };
}

/**
 * The home page's content in Telugu or Hindi (docs/decisions/0026): the English content with
 * the headline services' words from the language's catalogue, their prices through Intl and
 * their links to their pages in the language. The sections whose words are the catalogue's English only (brand cards, customers' reviews,
 * the link lists of English pages) are left out until those pages are translated.
 * @param content the English home content ({@link homePageContent})
 * @param t the page's translator
 */
export function translatedHomeContent<
  C extends Pick<ReturnType<typeof homePageContent>, "headlineServices">,
>(content: C, t: Translator) {
  return {
    ...content,
    seo: translatedPageSeo("/", t),
    promotion: null,
    headlineServices: content.headlineServices.map((s) => {
      const service = headlineServices.find((h) => h.path === s.path)!;
      return {
        ...s,
        title: t.t(`content.headline.${s.path}.title`),
        description: t.t(`content.headline.${s.path}.description`),
        features: s.features.map((_, i) => t.t(`content.headline.${s.path}.features.${i}`)),
        priceText: t.t("home.startingFrom", { price: formatRupees(service.priceFrom, t.locale) }),
        bookingService: s.title,
        // The service's page in the same language (docs/decisions/0026).
        path: linkIn(s.path, t.locale),
      };
    }),
  };
}

/**
 * The /services content in Telugu or Hindi (docs/decisions/0026): the core services' words
 * from the language's catalogue, their prices through Intl and their links (and the JSON-LD's
 * list of service pages) to the pages in the language, the brand centres with the language's
 * line in place of the catalogue's English description, and the brands' links to their pages
 * in the language.
 * @param content the English content ({@link servicesPageContent})
 * @param t the page's translator
 */
export function translatedServicesContent(
  content: ReturnType<typeof servicesPageContent>,
  t: Translator,
) {
  return {
    ...content,
    seo: translatedPageSeo("/services", t),
    coreServices: content.coreServices.map((s) => {
      const price = startingPrice(coreServices.find((c) => c.id === s.id)!);
      return {
        ...s,
        bookingService: s.title,
        title: t.t(`content.core.${s.path}.title`),
        description: t.t(`content.core.${s.path}.description`),
        features: s.features.map((_, i) => t.t(`content.core.${s.path}.features.${i}`)),
        startingText:
          price === "On Request" ? t.t("services.onRequest") : formatRupees(price, t.locale),
        // The service's page in the same language (docs/decisions/0026).
        path: linkIn(s.path, t.locale),
      };
    }),
    servicePageLinks: content.servicePageLinks.map((p) => ({
      name: t.t(`shell.links.${p.path}`),
      path: linkIn(p.path, t.locale),
    })),
    luxuryBrands: content.luxuryBrands.map((b) => ({
      ...b,
      description: t.t("content.brandCentre"),
      // The brand's page in the same language (docs/decisions/0026).
      path: linkIn(b.path, t.locale),
    })),
    popularBrands: content.popularBrands.map((b) => ({ ...b, path: linkIn(b.path, t.locale) })),
  };
}

/** How many of a core service's features its /services card lists (the first ones). */
export const servicesCardFeatureCount = 4;

/**
 * /services content (docs/product.md#route-services): six core services with their economy
 * 'Starting' price, nine luxury brand centres, six popular brands with three models each,
 * and the list of every service page for the page's metadata.
 * @returns plain data for the page
 */
export function servicesPageContent() {
  return {
    seo: corePageSeo("/services"),
    coreServices: coreServices.map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description,
      icon: s.icon,
      features: s.features.slice(0, servicesCardFeatureCount),
      startingText: formatServicePrice(startingPrice(s)),
      popular: s.popular,
      path: s.path,
    })),
    luxuryBrands: brandsBySlugs(servicesPageLuxuryBrands).map((b) => ({
      name: b.name,
      path: b.route,
      description: b.specialisation ?? b.description,
    })),
    popularBrands: brandsBySlugs(servicesPagePopularBrands).map((b) => ({
      name: b.name,
      path: b.route,
      models: b.models.slice(0, 3).map((m) => m.name),
    })),
    servicePageLinks: servicePages.map((p) => ({ name: p.name, path: p.path })),
  };
}

/** The six reasons of the about page, by guarantee title prefix (docs/product.md#route-about). */
const aboutReasonTitles = [
  "Free Doorstep Pickup",
  "Same-Day Service",
  "Genuine Parts",
  "Certified Technicians",
  "Free Diagnosis",
  "-Month Service Warranty",
];

/**
 * About page content (docs/product.md#route-about: story, mission, six reasons to choose
 * the business, workshop section).
 * @param rating the rating from published reviews once there are enough; unset, the catalogue's
 * @param figures the figures counted from the records (docs/product.md#site-figures); unset, none
 * @returns the stats and the six reasons; the workshop's address and hours come from the
 *   business facts in the component
 */
export function aboutPageContent(rating?: ShownRating, figures: SiteFigures = NO_FIGURES) {
  const reasons = aboutReasonTitles.map((t) => {
    const g = guarantees.find((x) => x.title.includes(t));
    if (!g) throw new Error(`Guarantee missing: ${t}`);
    return { title: g.title, text: g.text, icon: g.icon };
  });
  return {
    seo: corePageSeo("/about"),
    stats: [...headlineStatsOf(figures, rating), ...trustStatsOf(figures)],
    reasons,
    brandLinks: servicesPageLuxuryBrands.concat(servicesPagePopularBrands),
  };
}

/**
 * The /about content in Telugu or Hindi (docs/decisions/0026): the six reasons from the
 * language's catalogue, with the business's radius and warranty in them; the figures, whose
 * labels are English catalogue words, are left out.
 * @param content the English content ({@link aboutPageContent})
 * @param t the page's translator
 * @param facts the radius (km) and the warranty (months) the reasons state
 */
export function translatedAboutContent(
  content: ReturnType<typeof aboutPageContent>,
  t: Translator,
  facts: { km: number; months: number },
) {
  return {
    ...content,
    seo: translatedPageSeo("/about", t),
    stats: [],
    reasons: content.reasons.map((r, i) => ({
      ...r,
      title: t.t(`content.reasons.${i}.title`, facts),
      text: t.t(`content.reasons.${i}.text`, facts),
    })),
  };
}

/**
 * Blog index content: the service pages to link to while articles are written.
 * @returns search fields and links to every service page
 */
export function blogPageContent() {
  return {
    seo: corePageSeo("/blog"),
    serviceLinks: servicePages.map((p) => ({ name: p.name, path: p.path })),
  };
}
