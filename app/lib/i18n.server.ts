/**
 * The catalogues of every language, read on the server only (docs/decisions/0026): the pages
 * in Telugu and Hindi are rendered here and ship no JavaScript, so their messages never go
 * to the browser.
 */
import authEn from "~/catalog/i18n/auth/en.json";
import authHi from "~/catalog/i18n/auth/hi.json";
import authTe from "~/catalog/i18n/auth/te.json";
import bookingEn from "~/catalog/i18n/booking/en.json";
import bookingHi from "~/catalog/i18n/booking/hi.json";
import bookingTe from "~/catalog/i18n/booking/te.json";
import en from "~/catalog/i18n/en.json";
import hi from "~/catalog/i18n/hi.json";
import te from "~/catalog/i18n/te.json";
import serviceEn from "~/catalog/i18n/service/en.json";
import serviceHi from "~/catalog/i18n/service/hi.json";
import serviceTe from "~/catalog/i18n/service/te.json";
import garageEn from "~/catalog/i18n/garage/en.json";
import garageHi from "~/catalog/i18n/garage/hi.json";
import garageTe from "~/catalog/i18n/garage/te.json";
import reviewEn from "~/catalog/i18n/review/en.json";
import reviewHi from "~/catalog/i18n/review/hi.json";
import reviewTe from "~/catalog/i18n/review/te.json";
import blogHi from "~/catalog/i18n/blog/hi.json";
import blogTe from "~/catalog/i18n/blog/te.json";
import emergencyEn from "~/catalog/i18n/emergency/en.json";
import emergencyHi from "~/catalog/i18n/emergency/hi.json";
import emergencyTe from "~/catalog/i18n/emergency/te.json";
import faqEn from "~/catalog/i18n/faq/en.json";
import faqHi from "~/catalog/i18n/faq/hi.json";
import faqTe from "~/catalog/i18n/faq/te.json";
import legalEn from "~/catalog/i18n/legal/en.json";
import legalHi from "~/catalog/i18n/legal/hi.json";
import legalTe from "~/catalog/i18n/legal/te.json";
import accountEn from "~/catalog/i18n/account/en.json";
import accountHi from "~/catalog/i18n/account/hi.json";
import accountTe from "~/catalog/i18n/account/te.json";
import messagesEn from "~/catalog/i18n/messages/en.json";
import messagesHi from "~/catalog/i18n/messages/hi.json";
import messagesTe from "~/catalog/i18n/messages/te.json";
import staffEn from "~/catalog/i18n/staff/en.json";
import staffHi from "~/catalog/i18n/staff/hi.json";
import staffTe from "~/catalog/i18n/staff/te.json";
import modelEn from "~/catalog/i18n/model/en.json";
import modelHi from "~/catalog/i18n/model/hi.json";
import modelTe from "~/catalog/i18n/model/te.json";
import localityEn from "~/catalog/i18n/locality/en.json";
import localityHi from "~/catalog/i18n/locality/hi.json";
import localityTe from "~/catalog/i18n/locality/te.json";
import brandEn from "~/catalog/i18n/brand/en.json";
import brandHi from "~/catalog/i18n/brand/hi.json";
import brandTe from "~/catalog/i18n/brand/te.json";
import { localeOfPath, type Locale } from "~/catalog/languages";
import { createTranslator, mergeCatalogues, type Catalogue, type Translator } from "./i18n";

/**
 * Each language's parts: the shared catalogue, then one per page area
 * (`app/catalog/i18n/<area>/<code>.json`), each area adding its own namespace.
 */
const parts: Record<Locale, Catalogue[]> = {
  en: [
    en,
    serviceEn,
    garageEn,
    reviewEn,
    faqEn,
    legalEn,
    emergencyEn,
    authEn,
    bookingEn,
    accountEn,
    messagesEn,
    staffEn,
    modelEn,
    localityEn,
    brandEn,
  ],
  te: [
    te,
    serviceTe,
    garageTe,
    reviewTe,
    faqTe,
    legalTe,
    emergencyTe,
    blogTe,
    authTe,
    bookingTe,
    accountTe,
    messagesTe,
    staffTe,
    modelTe,
    localityTe,
    brandTe,
  ],
  hi: [
    hi,
    serviceHi,
    garageHi,
    reviewHi,
    faqHi,
    legalHi,
    emergencyHi,
    blogHi,
    authHi,
    bookingHi,
    accountHi,
    messagesHi,
    staffHi,
    modelHi,
    localityHi,
    brandHi,
  ],
};

/** Each language's whole catalogue (keys identical in all three: `i18n.test.ts`). */
export const catalogues: Record<Locale, Catalogue> = {
  en: mergeCatalogues(parts.en),
  te: mergeCatalogues(parts.te),
  hi: mergeCatalogues(parts.hi),
};

const translators = new Map<Locale, Translator>();

/**
 * The translator of a language, made once: the URL's for a page, the account's for its
 * messages and its staff screens (docs/decisions/0026).
 * @param locale the language
 * @returns its translator (a page in one language quoting another, e.g. the English blog
 *   index's line in Telugu and Hindi)
 */
export function translatorFor(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator)
    translators.set(locale, (translator = createTranslator(locale, catalogues[locale])));
  return translator;
}

/**
 * The translator of a request's language: its URL's (/te/…, /hi/…, else English), never the
 * browser's Accept-Language (docs/decisions/0026).
 * @param request the request, or its URL
 */
export function requestTranslator(request: Request | string): Translator {
  const url = new URL(typeof request === "string" ? request : request.url);
  return translatorFor(localeOfPath(url.pathname));
}
