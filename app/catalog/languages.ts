/**
 * The languages the site speaks and where each page lives in each (docs/decisions/0026):
 * English at today's paths, Telugu under /te and Hindi under /hi, for the pages translated
 * so far. The language of a request is its URL's, never the browser's. Client-safe.
 */
import { servicePageSlugs, servicePath } from "./service-slugs";
import { localitySlugs, modelPageSlugs } from "./model-and-locality-slugs";
import { translatedBrandPageSlugs } from "./brand-page-slugs";

/** The site's languages, English first (the default, and x-default in hreflang). */
export const locales = ["en", "te", "hi"] as const;

/** A site language. */
export type Locale = (typeof locales)[number];

/** The languages other than English, each under its own path prefix. */
export const translatedLocales = ["te", "hi"] as const satisfies readonly Locale[];

/** Per language: its name in itself (the switch's words), its hreflang and its Intl locale. */
export const languages: Record<
  Locale,
  { name: string; hreflang: string; intl: string; htmlLang: string; ogLocale: string }
> = {
  en: { name: "English", hreflang: "en-IN", intl: "en-IN", htmlLang: "en-IN", ogLocale: "en_IN" },
  te: { name: "తెలుగు", hreflang: "te-IN", intl: "te-IN", htmlLang: "te", ogLocale: "te_IN" },
  hi: { name: "हिन्दी", hreflang: "hi-IN", intl: "hi-IN", htmlLang: "hi", ogLocale: "hi_IN" },
};

/**
 * The English paths of the pages that exist in Telugu and Hindi too (docs/decisions/0026):
 * the sitemap, the hreflang alternates, the language switch, the shell's links and the
 * prerender list all read this one list. A page not listed here is English only: its
 * language switch offers no other language.
 */
export const translatedPaths: readonly string[] = [
  "/",
  "/services",
  "/about",
  "/contact",
  // The booking form and My Bookings, drawn on each request (renderedOnRequestPaths).
  "/booking",
  // The help and legal pages and the roadside emergency request.
  "/faq",
  "/privacy",
  "/terms",
  "/emergency",
  // Every service page, /service/{slug} of each core and service-type page.
  ...servicePageSlugs.map(servicePath),
  // The model pages and the locality pages under /service.
  ...modelPageSlugs.map(servicePath),
  ...localitySlugs.map(servicePath),
  // Every brand page, /service/{brand slug}.
  ...translatedBrandPageSlugs.map(servicePath),
];

/**
 * The personal pages that exist in Telugu and Hindi too, as route patterns (a `:name` segment
 * stands for any one segment): a customer's own pages and the pages a personal link opens.
 * Rendered on request only: never prerendered, never in the sitemap (docs/decisions/0026).
 */
export const translatedPersonalPaths = [
  "/garage",
  "/garage/:id",
  "/garage/:id/edit",
  "/review/:token",
  // A booking's page, and signing in with the password pages.
  "/booking/:id",
  "/auth",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/auth/verified",
  // The account's own page, where its language is chosen (docs/decisions/0026).
  "/account",
] as const;

/**
 * The public translated pages drawn on each request, never prerendered: the booking form's dates
 * are today's (docs/decisions/0026). They are in the sitemap like the others.
 */
export const renderedOnRequestPaths = ["/booking"] as const;

/**
 * The language of a URL path: its first segment when that is "te" or "hi", else English. The
 * data request of a language's home page ("/te.data", as React Router names it) is that language's.
 * @param pathname e.g. "/te/contact", "/te.data"
 * @returns e.g. "te"
 */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1]?.replace(/\.data$/, "");
  return first === "te" || first === "hi" ? first : "en";
}

/**
 * The English path of a page in any language.
 * @param pathname e.g. "/te/contact", "/hi/", "/hi", "/contact"
 * @returns e.g. "/contact", "/", "/", "/contact"
 */
export function englishPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === "en") return pathname.replace(/(.)\/+$/, "$1") || "/";
  return pathname.slice(locale.length + 1).replace(/\/+$/, "") || "/";
}

/**
 * The path of a page in a language. The Telugu and Hindi home pages end in a slash
 * ("/te/"), every other path does not.
 * @param path the page's English path, e.g. "/contact" or "/"
 * @param locale the language
 * @returns e.g. "/te/contact", "/hi/", "/contact"
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === "en") return path;
  return path === "/" ? `/${locale}/` : `/${locale}${path}`;
}

/**
 * The terms the Telugu and Hindi pages keep in Latin script, as customers write them
 * (docs/glossary.md), besides brand, model and locality names and the business's own name,
 * address and email.
 */
export const keptLatinTerms = [
  "AC",
  "GST",
  "UPI",
  "OEM",
  "ABS",
  "UV",
  "EFB",
  "AGM",
  "km",
  "mm",
  "Google Maps",
  "WhatsApp",
  "AM",
  "PM",
  "VIN",
  "RC",
  "CNG",
  "PDF",
  "CGST",
  "SGST",
  "IGST",
  "HSN",
  "SAC",
  "QR",
  // The car makers' own names of systems and gearboxes on the model pages.
  "xDrive",
  "CBS",
  "ASSYST",
  "9G-Tronic",
  "IVT",
  "DCT",
  "AMT",
  // The brand pages' systems, gearboxes and engines, by the names makers and owners use.
  "EV",
  "CVT",
  "DSG",
  "PDK",
  "GDi",
  "TSI",
  "TDI",
  "DPF",
  "HEPA",
  "ADAS",
  "MMI",
  "4WD",
  "ZF",
  "DQ200",
  "DQ381",
  "7G-Tronic",
  "S tronic",
  "tiptronic",
  "quattro",
  "Steptronic",
  "Longlife",
  "Airmatic",
  "Ingenium",
  "Terrain Response",
  "Selec-Terrain",
  "City Safety",
  "Pilot Assist",
  "Multijet",
  "mHawk",
  "mStallion",
  // The laws the privacy policy and the terms name, by their names.
  "Digital Personal Data Protection Act",
  "DPDP Act",
  "Consumer Protection Act",
] as const;

/**
 * Whether a page exists in the given language.
 * @param path the page's English path
 */
function hasTranslation(path: string, locale: Locale): boolean {
  if (locale === "en" || translatedPaths.includes(path)) return true;
  const segments = path.split("/");
  return translatedPersonalPaths.some((pattern) => {
    const parts = pattern.split("/");
    return (
      parts.length === segments.length &&
      parts.every((p, i) => (p.startsWith(":") ? segments[i] !== "" : p === segments[i]))
    );
  });
}

/** One language version of a page: its language and path. */
export interface PageAlternate {
  locale: Locale;
  path: string;
}

/**
 * The language versions of the page at a URL path, English first: all three for a
 * translated page, English alone for the others (docs/decisions/0026).
 * @param pathname the current URL path in any language
 * @returns e.g. for "/te/contact": en "/contact", te "/te/contact", hi "/hi/contact"
 */
export function alternatesOf(pathname: string): PageAlternate[] {
  const path = pathname === "/home" ? "/" : englishPath(pathname);
  return locales
    .filter((locale) => hasTranslation(path, locale))
    .map((locale) => ({ locale, path: localizedPath(path, locale) }));
}

/**
 * Where a link leads in the page's language: the translated page when there is one, else the
 * English page. A query or hash is kept, on the translated page's path too.
 * @param path an English path, possibly with a query or hash ("/booking?x=1")
 * @param locale the page's language
 * @returns e.g. "/te/garage/<id>?saved=added"; "/booking?vehicle=<id>" while /booking is English only
 */
export function linkIn(path: string, locale: Locale): string {
  const bare = path.split(/[?#]/)[0]!;
  return hasTranslation(bare, locale)
    ? localizedPath(bare, locale) + path.slice(bare.length)
    : path;
}
