/**
 * The check that no English sentence is left on a Telugu or Hindi page (docs/decisions/0026,
 * docs/glossary.md): the Latin words a reader meets on it, less those it may hold.
 */
import { defaultBusinessFacts } from "~/catalog/business";
import { bookingCarBrands } from "~/catalog/booking-options";
import { brands } from "~/catalog/brands";
import { keptLatinTerms } from "~/catalog/languages";
import { localities } from "~/catalog/localities";
import { modelPages } from "~/catalog/models";

/**
 * The Latin words a Telugu or Hindi page may hold (docs/decisions/0026, docs/glossary.md): the
 * kept terms, brand, model and locality names and the business's name, address and email.
 */
const allowedLatin = new Set(
  [
    ...keptLatinTerms,
    ...brands.flatMap((b) => [b.name, ...b.models.map((m) => m.name)]),
    // The booking form's brands (its "Other" is translated).
    ...bookingCarBrands.filter((b) => b !== "Other"),
    ...modelPages.map((m) => m.name),
    ...localities.map((l) => l.name),
    defaultBusinessFacts.name,
    defaultBusinessFacts.email,
    ...Object.values(defaultBusinessFacts.address).map(String),
  ]
    .flatMap((text) => text.split(/[^A-Za-z]+/))
    .filter(Boolean)
    .map((w) => w.toLowerCase()),
);

/**
 * The Latin words a reader meets on a page: its text, title, description and the attributes
 * read aloud or shown (aria-label, placeholder, alt, title), without scripts, URLs, email
 * addresses and the language switch's link to the English page (named in English on purpose).
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
    .replace(/<[^>]+>/g, " ");
  return [...heading, text, ...attributes]
    .join(" ")
    .replace(/&amp;/g, "&")
    .replace(/https?:\/\/\S+|[\w.+-]+@[\w.-]+/g, " ")
    .split(/[^A-Za-z]+/)
    .filter((w) => w.length > 1);
}

/**
 * The Latin words of a page that are not allowed on a Telugu or Hindi page.
 * @param html the page's HTML
 * @returns the words, empty for a page wholly in its language
 */
export function strayLatinWords(html: string): string[] {
  return latinWordsOf(html).filter((w) => !allowedLatin.has(w.toLowerCase()));
}
