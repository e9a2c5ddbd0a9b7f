/**
 * The page's translator, given to every component below the document (docs/decisions/0026).
 * On the server `app/entry.server.tsx` provides the translator of the request's language
 * (its URL's); in the browser, where only English pages hydrate, the default is the English
 * shell's, so the catalogues of the other languages never reach the browser.
 */
import { createContext, useContext } from "react";
import { shell, cta } from "~/catalog/i18n/en.json";
import { createTranslator, type Translator } from "~/lib/i18n";

let englishShell: Translator | undefined;

/** The English shell's translator, made on first use (the browser's default). */
function englishShellTranslator(): Translator {
  return (englishShell ??= createTranslator("en", { shell, cta }));
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
