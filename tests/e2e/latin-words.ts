/**
 * The check that a Telugu or Hindi page holds no English sentence (docs/decisions/0026,
 * docs/glossary.md): the Latin words a reader meets on a page, and the ones such a page may
 * hold.
 */
import { defaultBusinessFacts } from "~/catalog/business";
import { bookingCarBrands } from "~/catalog/booking-options";
import { brands } from "~/catalog/brands";
import { keptLatinTerms } from "~/catalog/languages";
import { localities } from "~/catalog/localities";
import { modelPages } from "~/catalog/models";

/** The lower-case Latin words of texts, e.g. a car's plate or a customer's name on the page. */
function latinWordsIn(texts: readonly string[]): string[] {
  return texts
    .flatMap((text) => text.split(/[^A-Za-z]+/))
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/**
 * The Latin words a Telugu or Hindi page may hold: the kept terms, brand, model and locality
 * names (a model page's variants and the cars people drive in a locality too) and the business's name, legal name, address, email and grievance officer.
 */
const allowedLatin = new Set(
  latinWordsIn([
    ...keptLatinTerms,
    ...brands.flatMap((b) => [b.name, ...b.models.map((m) => m.name)]),
    ...bookingCarBrands,
    ...modelPages.flatMap((m) => [m.name, ...m.variants]),
    ...localities.flatMap((l) => [l.name, ...l.typicalCars]),
    defaultBusinessFacts.name,
    defaultBusinessFacts.email,
    defaultBusinessFacts.legalName,
    defaultBusinessFacts.grievanceOfficer.name,
    ...Object.values(defaultBusinessFacts.address).map(String),
  ]),
);

/**
 * The Latin words a reader meets on a page: its text, title, description and the attributes
 * read aloud or shown (aria-label, placeholder, alt, title), without scripts, URLs, email
 * addresses and the language switch's link to the English page and the English choice of an
 * account's language (each named in English on purpose).
 * @param html the page as served
 * @returns the words of two letters or more, as written
 */
function latinWordsOf(html: string): string[] {
  const head = html.slice(0, html.indexOf("<body"));
  const body = html.slice(html.indexOf("<body"));
  const heading = [
    /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? "",
    /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? "",
  ];
  const attributes = [...body.matchAll(/\s(?:aria-label|placeholder|alt|title)="([^"]*)"/g)].map(
    (m) => m[1]!,
  );
  const text = body
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<a [^>]*lang="en-IN"[^>]*>[^<]*<\/a>/g, " ")
    .replace(/<label [^>]*lang="en-IN"[^>]*>[\s\S]*?<\/label>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return [...heading, text, ...attributes]
    .join(" ")
    .replace(/&amp;/g, "&")
    .replace(/https?:\/\/\S+|[\w.+-]+@[\w.-]+/g, " ")
    .split(/[^A-Za-z]+/)
    .filter((w) => w.length > 1);
}

/**
 * The Latin words of a page that are none of {@link allowedLatin} nor `also`.
 * @param html the page as served
 * @param also words the page may hold besides, e.g. the customer's own plate and name
 */
export function strayLatinWords(html: string, also: readonly string[] = []): string[] {
  const mine = new Set(latinWordsIn(also));
  return latinWordsOf(html).filter(
    (w) => !allowedLatin.has(w.toLowerCase()) && !mine.has(w.toLowerCase()),
  );
}

/**
 * The Latin words of translated texts (a page's words before they are rendered) that are none
 * of {@link allowedLatin}: what of them would read as English on a Telugu or Hindi page.
 * @param text one text, e.g. an offering's description
 * @returns its words of two letters or more that are not kept, as written
 */
export function strayLatinWordsOfText(text: string): string[] {
  return text.split(/[^A-Za-z]+/).filter((w) => w.length > 1 && !allowedLatin.has(w.toLowerCase()));
}
