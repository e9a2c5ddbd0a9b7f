/**
 * A brand page in Telugu or Hindi (docs/decisions/0026: /te/service/{slug},
 * /hi/service/{slug}): the English page's view ({@link resolveServicePage}) with its words from
 * the language's catalogue and its prices through Intl in the language. The page's own words
 * are under `content.brand.pages.<slug>` (intro, the specialisation, and each offering the page
 * writes itself, by its place on the page), its search title and description under
 * `seo./service/<slug>`; an offering worded as its kind's default reads
 * `content.brand.offerings.<kind>`, and the models' body types `content.brand.bodyTypes`.
 * Brand, model and locality names stay as they are (docs/glossary.md). Called by the route's
 * loader only.
 */
import { getBrandOffer } from "~/catalog/offers";
import { getBrandPage } from "~/catalog/brand-pages";
import { linkIn } from "~/catalog/languages";
import { formatRupees } from "~/catalog/money";
import type { Translator } from "~/lib/i18n";
import { resolveServicePage, type BrandPageView } from "./resolve-service-page";
import { translatedPageSeo } from "./translated-page-seo";

/**
 * The page at /te/service/{slug} or /hi/service/{slug} of a brand.
 * @param slug the path segment after /service/, e.g. "maruti-service"
 * @param t the page's translator (Telugu or Hindi)
 * @returns the page's view in the translator's language, its search fields and Service JSON-LD
 *   input at its own path in that language (the same offer price as English); undefined when
 *   the slug is not a brand page (the route answers 404)
 */
export function translatedBrandPage(slug: string, t: Translator): BrandPageView | undefined {
  const page = getBrandPage(slug);
  const view = resolveServicePage(slug);
  if (!page || (view?.template !== "brand" && view?.template !== "generic")) return undefined;
  const money = (rupees: number) => formatRupees(rupees, t.locale);
  const from = (rupees: number) => t.t("content.brand.words.fromPrice", { price: money(rupees) });
  const offer = getBrandOffer(page.brandSlug);
  const cheapest = Math.min(...page.services.map((s) => s.priceFrom));
  const values = {
    brand: page.brandName,
    cheapestPrice: money(cheapest),
    ...(offer ? { offerPrice: money(offer.priceFrom) } : {}),
  };
  const own = (key: string) => `content.brand.pages.${slug}.${key}`;
  // An offering's word: the page's own where it writes one, else its kind's.
  const offeringWord = (i: number, kind: string, field: "title" | "description") =>
    t.has(own(`offerings.${i}.${field}`))
      ? t.t(own(`offerings.${i}.${field}`), values)
      : t.t(`content.brand.offerings.${kind}.${field}`, values);
  return {
    ...view,
    seo: translatedPageSeo(view.seo, t, values, {
      name: t.t("content.brand.words.serviceName", values),
      serviceType: t.t("content.brand.words.serviceType"),
    }),
    heading: t.t("content.brand.words.heading", values),
    intro: t.t(own("intro"), values),
    ...(view.specialisation ? { specialisation: t.t(own("specialisation")) } : {}),
    priceFromText: from(cheapest),
    comprehensiveFromText: money(
      page.services.find((s) => s.kind === "comprehensive" || s.kind === "periodic")?.priceFrom ??
        page.comprehensiveFrom,
    ),
    models: view.models.map((m) => ({
      name: m.name,
      bodyType: t.t(`content.brand.bodyTypes.${m.bodyType}`),
    })),
    modelPages: view.modelPages.map((m) => ({ name: m.name, path: linkIn(m.path, t.locale) })),
    offerings: page.services.map((s, i) => ({
      ...view.offerings[i]!,
      title: offeringWord(i, s.kind, "title"),
      description: offeringWord(i, s.kind, "description"),
      priceText: from(s.priceFrom),
      ...(s.servicePath ? { path: linkIn(s.servicePath, t.locale) } : {}),
    })),
    coverageAreas: view.coverageAreas.map((a) => ({
      name: a.name,
      path: linkIn(a.path, t.locale),
    })),
  };
}
