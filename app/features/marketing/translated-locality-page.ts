/**
 * A locality page in Telugu or Hindi (docs/decisions/0026: /te/service/{slug},
 * /hi/service/{slug}): the English page's view ({@link resolveServicePage}) with its words from
 * the language's catalogue (`content.localityPages.<slug>`, the reasons every locality shares
 * under `content.localityReasons`, `seo./service/<slug>`, its name `shell.links./service/<slug>`),
 * the place written in the language's
 * script as people there write it (docs/glossary.md), its services' names and prices as their
 * own pages in the language give them, and its links to pages in the language where they
 * exist. The cars people drive there keep their names. Called by the route's loader only.
 */
import { languages, linkIn } from "~/catalog/languages";
import { getLocality } from "~/catalog/localities";
import { formatRupees } from "~/catalog/money";
import { servicePath } from "~/catalog/service-slugs";
import type { Translator } from "~/lib/i18n";
import { resolveServicePage, type LocalityPageView } from "./resolve-service-page";
import { translatedPageSeo } from "./translated-page-seo";
import { translatedServicePage } from "./translated-service-page";

/** The figures a locality page's words name: the service warranty, in months. */
interface LocalityPageFacts {
  /** The workshop's service warranty on workmanship, in months (business facts). */
  warrantyMonths: number;
}

/**
 * The page at /te/service/{slug} or /hi/service/{slug} of a locality.
 * @param slug the path segment after /service/, e.g. "gachibowli"
 * @param t the page's translator (Telugu or Hindi)
 * @param facts the figures the words name (the service warranty)
 * @returns the page's view in the translator's language, its search fields and JSON-LD input
 *   (the same offer as the English page, the place named in the language) at its own path in
 *   that language; undefined when the slug is not a locality (the route answers 404)
 */
export function translatedLocalityPage(
  slug: string,
  t: Translator,
  facts: LocalityPageFacts,
): LocalityPageView | undefined {
  const locality = getLocality(slug);
  const view = resolveServicePage(slug);
  if (!locality || view?.template !== "locality") return undefined;
  // A locality's name in the language, as its breadcrumb and the links to it name it.
  const nameOf = (path: string) => t.t(`shell.links.${path}`);
  const name = nameOf(locality.path);
  const values = {
    name,
    distance: locality.distanceKm.toLocaleString(languages[t.locale].intl),
    months: facts.warrantyMonths,
  };
  const words = (key: string) => t.t(`content.localityPages.${slug}.${key}`, values);
  const reason = (key: string) => ({
    title: t.t(`content.localityReasons.${key}.title`, values),
    text: t.t(`content.localityReasons.${key}.text`, values),
  });
  return {
    ...view,
    seo: {
      ...translatedPageSeo(view.seo, t, values, {
        name: t.t("locality.title", { name }),
        serviceType: t.t("content.areaWords.serviceType"),
      }),
      areaServed: [name, t.t("content.localityWords.city")],
    },
    name,
    direction: words("direction"),
    intro: words("intro"),
    pickupNote: words("pickupNote"),
    landmarks: locality.landmarks.map((_, i) => words(`landmarks.${i}`)),
    services: locality.services.flatMap((s) => {
      const service = translatedServicePage(s, t, facts);
      if (!service) return [];
      const from = service.seo.service.priceFrom;
      return [
        {
          name: service.name,
          path: linkIn(servicePath(s), t.locale),
          icon: service.icon,
          priceText: from
            ? t.t("home.startingFrom", { price: formatRupees(from, t.locale) })
            : t.t("services.onRequest"),
          bookingService: service.bookingService,
        },
      ];
    }),
    reasons: [
      reason(locality.distanceKm === 0 ? "pickupAtWorkshop" : "pickup"),
      { title: words("localReason.title"), text: words("localReason.text") },
      reason("trust"),
    ],
    nearby: view.nearby.map((l) => ({
      name: nameOf(l.path),
      path: linkIn(l.path, t.locale),
    })),
  };
}
