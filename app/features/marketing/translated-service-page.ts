/**
 * A service page in Telugu or Hindi (docs/decisions/0026: /te/service/{slug},
 * /hi/service/{slug}): the English page's view ({@link resolveServicePage}) with its words from
 * the language's catalogue (`content.servicePages.<slug>`, `seo./service/<slug>`; the core
 * services' names and first features are the /services cards' own, `content.core`) and its
 * prices through Intl in the language. Called by the route's loader only.
 */
import { localizedPath } from "~/catalog/languages";
import { priceTiers } from "~/catalog/money";
import {
  formatRupees,
  getCoreService,
  getServicePage,
  type ServicePage,
  type ServicePrice,
} from "~/catalog/services";
import type { Translator } from "~/lib/i18n";
import { servicesCardFeatureCount } from "./page-content";
import {
  resolveServicePage,
  type ServicePageView,
  type ServiceSlugPage,
} from "./resolve-service-page";

/** The figures a service page's words name: the service warranty, in months. */
interface ServicePageFacts {
  /** The workshop's service warranty on workmanship, in months (business facts). */
  warrantyMonths: number;
}

/**
 * A catalogue price in the page's language.
 * @param price rupees, or "On Request"
 * @param t the page's translator
 * @returns e.g. "₹2,499" through Intl te-IN / hi-IN, or the language's "on request"
 */
function priceIn(price: ServicePrice, t: Translator): string {
  return price === "On Request" ? t.t("services.onRequest") : formatRupees(price, t.locale);
}

/**
 * The price a service page's title and description state: a core service's economy tier, a
 * service-type page's first price line (as the English catalogue's `{startingPrice}`).
 */
function startingPriceOf(page: ServicePage): ServicePrice {
  return getCoreService(page.slug)?.pricing.economy ?? page.prices[0]!.price;
}

/**
 * The search fields and Service JSON-LD input of a /service/{slug} page in Telugu or Hindi
 * (docs/decisions/0026): its title and description from `seo.<English path>`, its own URL in
 * the language for the canonical and the Service, and the English page's offer (price, area).
 * @param english the English page's search fields
 * @param englishPath e.g. "/service/oil-change"
 * @param t the page's translator
 * @param values the words' {{values}} (prices already in the language)
 * @param service the Service's name and service type in the language
 * @returns the page's search fields in the translator's language (no keywords)
 */
export function translatedPageSeo(
  english: ServiceSlugPage["seo"],
  englishPath: string,
  t: Translator,
  values: Record<string, string | number>,
  service: { name: string; serviceType: string },
): ServiceSlugPage["seo"] {
  const path = localizedPath(englishPath, t.locale);
  const description = t.t(`seo.${englishPath}.description`, values);
  return {
    ...english,
    title: t.t(`seo.${englishPath}.title`, values),
    description,
    path,
    keywords: [],
    service: { ...english.service, ...service, description, path },
  };
}

/**
 * The page at /te/service/{slug} or /hi/service/{slug}.
 * @param slug the path segment after /service/
 * @param t the page's translator (Telugu or Hindi)
 * @param facts the figures the words name (the service warranty)
 * @returns the page's view in the translator's language, its search fields and JSON-LD input
 *   at its own path in that language; undefined when the slug is not a service page (the
 *   route answers 404)
 */
export function translatedServicePage(
  slug: string,
  t: Translator,
  facts: ServicePageFacts,
): ServicePageView | undefined {
  const page = getServicePage(slug);
  const view = resolveServicePage(slug);
  if (!page || view?.template !== "service") return undefined;
  const values = { months: facts.warrantyMonths, price: priceIn(startingPriceOf(page), t) };
  const words = (key: string) => t.t(`content.servicePages.${slug}.${key}`, values);
  const core = page.kind === "core";
  const name = core ? t.t(`content.core.${page.path}.title`) : words("name");
  return {
    ...view,
    seo: translatedPageSeo(view.seo, page.path, t, values, { name, serviceType: name }),
    name,
    heading: words("heading"),
    intro: words("intro"),
    prices: page.prices.map((p, i) => ({
      label: core ? t.t(`content.priceTiers.${priceTiers[i]}`) : words(`prices.${i}`),
      priceText: priceIn(p.price, t),
      ...(p.note ? { note: words(`priceNotes.${i}`) } : {}),
    })),
    included: page.included.map((_, i) => words(`included.${i}`)),
    // The first features are the /services card's; the rest are this page's own.
    features: view.features.map((_, i) =>
      i < servicesCardFeatureCount
        ? t.t(`content.core.${page.path}.features.${i}`)
        : words(`moreFeatures.${i - servicesCardFeatureCount}`),
    ),
    faqs: page.faqs.map((_, i) => ({
      question: words(`faqs.${i}.question`),
      answer: words(`faqs.${i}.answer`),
    })),
  };
}
