/**
 * The page's translator, given to every component below the document (docs/decisions/0026).
 * On the server `app/entry.server.tsx` provides the translator of the request's language
 * (its URL's, or for the staff screens the signed-in account's); in the browser, where only
 * English pages hydrate, the default is the English shell's, with the English words of the
 * hydrated pages that read the catalogue (/account, and the walk-round record on a booking's
 * page), so the catalogues of the other languages never reach the browser.
 */
import { Fragment, createContext, useContext, type ReactNode } from "react";
import { account } from "~/catalog/i18n/account/en.json";
import { shell, cta } from "~/catalog/i18n/en.json";
import { staff } from "~/catalog/i18n/staff/en.json";
import { createTranslator, type Catalogue, type Translator } from "~/lib/i18n";

let englishShell: Translator | undefined;

/** The English messages every hydrated page may read: the shell's and the hydrated pages'. */
const englishDefault: Catalogue = {
  shell,
  cta,
  account,
  staff: { walkround: staff.walkround },
};

/** The English shell's translator, made on first use (the browser's default). */
function englishShellTranslator(): Translator {
  return (englishShell ??= createTranslator("en", englishDefault));
}

/**
 * A part's mark in a message: put as a value where a link or an element goes inside a
 * sentence, then replaced by {@link WithParts}, so the sentence keeps its language's word order.
 * @param name the part's name, e.g. "privacy"
 */
export function partMark(name: string): string {
  return `\uE000${name}\uE000`;
}

/**
 * A translated sentence with elements inside it: the text around the marks as it is, each
 * mark ({@link partMark}) replaced by its part.
 * @param message the sentence, its parts marked, e.g. t("account.signedIn", { email: partMark("email") })
 * @param parts each part by name
 */
export function WithParts({
  message,
  parts,
}: {
  message: string;
  parts: Record<string, ReactNode>;
}) {
  return (
    <>
      {message
        .split(/\uE000(\w+)\uE000/)
        .map((piece, i) => (i % 2 ? <Fragment key={i}>{parts[piece]}</Fragment> : piece))}
    </>
  );
}

const TranslatorContext = createContext<Translator | null>(null);

/** Provides the request's translator around the app (app/entry.server.tsx) and inside fragments. */
export const TranslatorProvider = TranslatorContext.Provider;

/**
 * The translator of the page's language.
 * @returns the provided translator, or the English shell's where none is provided (the browser)
 */
export function useTranslator(): Translator {
  return useContext(TranslatorContext) ?? englishShellTranslator();
}

const englishWithArea = new WeakMap<Catalogue, Translator>();

/**
 * The translator of a page that also hydrates in English (docs/decisions/0026): the provided
 * one on the server (every language's whole catalogue), and in the browser the English shell's
 * with the page area's English messages, so the hydrated page reads the same words as the
 * server wrote. Provide it around the page (`TranslatorProvider`) for the components below.
 * @param area the area's English catalogue (`app/catalog/i18n/<area>/en.json`)
 * @returns the translator
 */
export function useTranslatorWith(area: Catalogue): Translator {
  const provided = useContext(TranslatorContext);
  if (provided) return provided;
  let translator = englishWithArea.get(area);
  if (!translator)
    englishWithArea.set(
      area,
      (translator = createTranslator("en", { ...englishDefault, ...area })),
    );
  return translator;
}

/** The stand-in a message's element placeholder is given, to split the message around it. */
export const ELEMENT_SLOT = "\u0000";

/**
 * A message with an element inside it (a link, a bold email) where the language puts it, so the
 * sentence is one message, not pieces joined: `text` is the message with its placeholder given
 * {@link ELEMENT_SLOT}, e.g. t("booking.accountLine", { link: ELEMENT_SLOT }).
 * @param text the message; `children` the element drawn at its placeholder
 */
export function MessageWith({ text, children }: { text: string; children: ReactNode }) {
  const at = text.indexOf(ELEMENT_SLOT);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {children}
      {text.slice(at + ELEMENT_SLOT.length)}
    </>
  );
}
