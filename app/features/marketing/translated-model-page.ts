/**
 * A model page in Telugu or Hindi (docs/decisions/0026: /te/service/{slug},
 * /hi/service/{slug}): the English page's view ({@link resolveServicePage}) with its words from
 * the language's catalogue (`content.modelPages.<slug>`, `seo./service/<slug>`), its prices
 * through Intl in the language and its links to pages in the language where they exist. Model,
 * variant and brand names stay as customers write them, in Latin script (docs/glossary.md).
 * Called by the route's loader only.
 */
import { linkIn } from "~/catalog/languages";
import { getModelPage } from "~/catalog/models";
import { formatRupees } from "~/catalog/money";
import type { Translator } from "~/lib/i18n";
import { resolveServicePage, type ModelPageView } from "./resolve-service-page";
import { translatedPageSeo } from "./translated-page-seo";

/**
 * The page at /te/service/{slug} or /hi/service/{slug} of a model page.
 * @param slug the path segment after /service/, e.g. "hyundai-creta-service"
 * @param t the page's translator (Telugu or Hindi)
 * @returns the page's view in the translator's language, its search fields and JSON-LD input
 *   at its own path in that language (the same lowest price as the English page); undefined
 *   when the slug is not a model page (the route answers 404)
 */
export function translatedModelPage(slug: string, t: Translator): ModelPageView | undefined {
  const page = getModelPage(slug);
  const view = resolveServicePage(slug);
  if (!page || view?.template !== "model") return undefined;
  const price = formatRupees(page.fromPrice, t.locale);
  // The figures the words name: the page's lowest price and each service's ("price0" …).
  const prices = page.services.map((s) => formatRupees(s.price, t.locale));
  const values: Record<string, string> = { price };
  prices.forEach((p, i) => (values[`price${i}`] = p));
  const words = (key: string) => t.t(`content.modelPages.${slug}.${key}`, values);
  return {
    ...view,
    seo: translatedPageSeo(view.seo, t, values, {
      // The page's name in the language, as its breadcrumb names it.
      name: t.t(`shell.links.${page.path}`),
      serviceType: t.t("content.areaWords.serviceType"),
    }),
    heading: words("heading"),
    intro: words("intro"),
    brand: { name: view.brand.name, path: linkIn(view.brand.path, t.locale) },
    commonIssues: page.commonIssues.map((_, i) => words(`commonIssues.${i}`)),
    offerings: view.offerings.map((o, i) => ({
      ...o,
      title: words(`services.${i}.title`),
      description: words(`services.${i}.description`),
      priceText: t.t("home.startingFrom", { price: prices[i]! }),
    })),
    priceFromText: t.t("home.startingFrom", { price }),
    faqs: page.faqs.map((_, i) => ({
      question: words(`faqs.${i}.question`),
      answer: words(`faqs.${i}.answer`),
    })),
  };
}
