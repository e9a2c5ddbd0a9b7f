/**
 * The search fields of a /service/{slug} page in Telugu or Hindi (docs/decisions/0026): its
 * title and description from the language's catalogue (`seo./service/<slug>`), its own URL in
 * the language for the canonical, and the English page's Service JSON-LD input with the
 * language's name, description and URL (the same offer). Client-safe; called by the loaders'
 * translated views only.
 */
import { localizedPath } from "~/catalog/languages";
import type { Translator } from "~/lib/i18n";
import type { ServiceSlugPage } from "./resolve-service-page";

/** A /service/{slug} page's search fields and JSON-LD input, as its view carries them. */
type PageSeo = ServiceSlugPage["seo"];

/**
 * The page's search fields in the translator's language.
 * @param english the English page's search fields (its path is the English path)
 * @param t the page's translator (Telugu or Hindi)
 * @param values the figures the title and description name (e.g. `price` through Intl)
 * @param service the Service's name and service type in the language
 * @returns title, description, the path in the language, no keywords, and the Service input at
 *   that path; without `areaServed`, which a page naming places adds in the language
 */
export function translatedPageSeo(
  english: PageSeo,
  t: Translator,
  values: Record<string, string | number>,
  service: { name: string; serviceType: string },
): PageSeo {
  const path = localizedPath(english.path, t.locale);
  const description = t.t(`seo.${english.path}.description`, values);
  return {
    title: t.t(`seo.${english.path}.title`, values),
    description,
    path,
    keywords: [],
    service: { ...english.service, ...service, description, path },
  };
}
