/**
 * Translation lookups (docs/decisions/0026): an i18next instance per language, made
 * synchronously from a catalogue already in memory, behind a small `Translator` the shell and
 * the pages call. Plurals follow `Intl.PluralRules` of the language (`key_one`, `key_other`);
 * `{{name}}` interpolates a value (not escaped here: React escapes what it renders).
 * Client-safe: the browser builds only the English shell's translator (hydrated pages are
 * English); the Telugu and Hindi catalogues are read on the server alone (`i18n.server.ts`).
 */
import i18next from "i18next";
import type { Locale } from "~/catalog/languages";

/** Values a message interpolates; `count` also picks the plural form. */
type MessageValues = Record<string, string | number>;

/** Looks up and formats the messages of one language. */
export interface Translator {
  /** The language the messages are in. */
  locale: Locale;
  /**
   * The message at a key, e.g. t("shell.bookService") or t("home.stats", { count: 3 }).
   * @returns the message; the key itself when the catalogue lacks it (a test keeps every
   *   key in every catalogue)
   */
  t(key: string, values?: MessageValues): string;
  /** Whether the catalogue holds the key (for text that exists in one language only). */
  has(key: string): boolean;
}

/** A nested catalogue of messages, as the JSON files under app/catalog/i18n hold them. */
export type Catalogue = { [key: string]: string | readonly (string | Catalogue)[] | Catalogue };

/**
 * A translator over a catalogue.
 * @param locale the catalogue's language
 * @param catalogue its messages, nested by dots ("shell.nav.home")
 * @returns the translator; made synchronously (no loading: the catalogue is in memory)
 */
export function createTranslator(locale: Locale, catalogue: Catalogue): Translator {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: catalogue } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const t = instance.getFixedT(locale);
  return {
    locale,
    t: (key, values) => t(key, values ?? {}) as string,
    has: (key) => instance.exists(key),
  };
}

/**
 * One language's catalogue from its parts (docs/decisions/0026): the shared catalogue
 * (`app/catalog/i18n/<code>.json`) and each page area's (`app/catalog/i18n/<area>/<code>.json`),
 * merged key by key, so an area may add its own entries under a shared namespace such as `seo`.
 * @param parts the parts, in any order
 * @returns the merged catalogue
 * @throws Error naming the key when two parts both hold the same message (a key has one home)
 */
export function mergeCatalogues(parts: readonly Catalogue[]): Catalogue {
  const merged: Catalogue = {};
  const into = (target: Catalogue, part: Catalogue, path: string) => {
    for (const [key, value] of Object.entries(part)) {
      const at = path ? `${path}.${key}` : key;
      const held = target[key];
      const nested = (v: unknown): v is Catalogue =>
        typeof v === "object" && v !== null && !Array.isArray(v);
      if (held === undefined) target[key] = nested(value) ? into({}, value, at) : value;
      else if (nested(held) && nested(value)) into(held, value, at);
      else throw new Error(`The message ${at} is in two catalogues`);
    }
    return target;
  };
  for (const part of parts) into(merged, part, "");
  return merged;
}

/**
 * An English message of a feature in the page's language (docs/decisions/0026): the feature's
 * messages stay English constants (the English pages' words, as the spec wrote them), and the
 * catalogue holds each under the same name.
 * @param t the page's translator
 * @param prefix the catalogue's place of the messages, e.g. "garage.errors"
 * @param messages the feature's English messages by name, e.g. `VEHICLE_MESSAGES`
 * @param message the English message to show
 * @param otherwise the name under `prefix` of the message for one not in `messages`
 * @param values what the catalogue's message interpolates, if anything
 * @returns `message` itself on an English page; else the catalogue's `prefix.<name>`
 */
export function messageIn(
  t: Translator,
  prefix: string,
  messages: Readonly<Record<string, string>>,
  message: string,
  otherwise: string,
  values?: MessageValues,
): string {
  if (t.locale === "en") return message;
  const name = Object.keys(messages).find((k) => messages[k] === message) ?? otherwise;
  return t.t(`${prefix}.${name}`, values);
}
