/**
 * Translation lookups (docs/decisions/0026): an i18next instance per language, made
 * synchronously from a catalogue already in memory, behind a small `Translator` the shell and
 * the pages call. Plurals follow `Intl.PluralRules` of the language (`key_one`, `key_other`);
 * `{{name}}` interpolates a value (not escaped here: React escapes what it renders).
 * Client-safe: the browser builds only the English shell's translator (hydrated pages are
 * English); the Telugu and Hindi catalogues are read on the server alone (`i18n.server.ts`).
 */
import i18next from "i18next";
import { statusLabel } from "~/catalog/booking-status";
import { localizedPath, type Locale } from "~/catalog/languages";

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

/** How many written messages a translator keeps before it starts again (a few MB at most). */
const WRITTEN_MESSAGES_KEPT = 20_000;

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
  // A message and its values always give the same text (the catalogue never changes once
  // made), so each is looked up once: i18next's resolving, plural choice and interpolation
  // were a seventh of a signed-in page's server time (docs/decisions/0028).
  const written = new Map<string, string>();
  const held = new Map<string, boolean>();
  return {
    locale,
    t: (key, values) => {
      const id = values ? `${key}\u0000${JSON.stringify(values)}` : key;
      let message = written.get(id);
      if (message === undefined) {
        message = t(key, values ?? {}) as string;
        // Values such as names make new entries without end: start again past the bound.
        if (written.size >= WRITTEN_MESSAGES_KEPT) written.clear();
        written.set(id, message);
      }
      return message;
    },
    has: (key) => {
      let exists = held.get(key);
      if (exists === undefined) held.set(key, (exists = instance.exists(key)));
      return exists;
    },
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
 * The search words of a Telugu or Hindi page drawn on request (docs/decisions/0026): its title
 * and description from the language's catalogue (`seo` under the page's English path, e.g.
 * "/auth" or "/booking/{id}") and its path in the language. English pages keep their own words.
 * @param path the page's English path, a pattern's segment ":name" written "{name}"
 * @param t the request's translator
 * @param at the page's own English path when `path` is a pattern ("/booking/1f0c…"); else `path`
 * @param values what the messages interpolate (e.g. a booking's short id)
 * @returns the title, description and path in the language; null on an English page
 */
export function translatedSeoWords(
  path: string,
  t: Translator,
  at: string = path,
  values?: MessageValues,
): { title: string; description: string; path: string } | null {
  if (t.locale === "en") return null;
  return {
    title: t.t(`seo.${path}.title`, values),
    description: t.t(`seo.${path}.description`, values),
    path: localizedPath(at, t.locale),
  };
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

/**
 * A Hyderabad place's name in a language (docs/glossary.md: localities and the city in the
 * language's script): a locality under `shell.links./service/<slug>`, the name as its locality
 * page's address writes it ("LB Nagar" is `/service/lb-nagar`), the city under `shell.places`.
 * @param t the page's translator
 * @param name the place as the business facts and the locality catalogue write it, e.g.
 *   "Madhapur" or "Hyderabad"
 * @returns the name as given in English or for a place the catalogue does not hold; in Telugu
 *   or Hindi the language's name
 */
export function placeWords(t: Translator, name: string): string {
  if (t.locale === "en") return name;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const key = [`shell.links./service/${slug}`, `shell.places.${name}`].find((k) => t.has(k));
  return key ? t.t(key) : name;
}

/**
 * A stored service type as shown or written in a language (docs/decisions/0026): the booking
 * stores the English words, the pages and the customer's messages show the language's.
 * @param t the page's or the message's translator
 * @param serviceType the stored service type, e.g. "AC Service & Repair"
 * @returns the stored words in English; in Telugu or Hindi the language's name for it, or the
 *   stored words for a type the catalogue does not hold
 */
export function serviceTypeWords(t: Translator, serviceType: string): string {
  const key = `booking.serviceTypes.${serviceType}`;
  return t.locale === "en" || !t.has(key) ? serviceType : t.t(key);
}

/**
 * A booking's stored status as shown (docs/product.md#booking-statuses, docs/decisions/0026):
 * My Bookings, a booking's page and My Garage name it the same way.
 * @param t the page's translator
 * @param status the stored status, e.g. "in_progress"
 * @returns `statusLabel`'s words in English ("In Progress"); in Telugu or Hindi the language's,
 *   or `statusLabel`'s for a status the catalogue does not hold
 */
export function bookingStatusWords(t: Translator, status: string): string {
  const key = `booking.status.${status}`;
  return t.locale === "en" || !t.has(key) ? statusLabel(status) : t.t(key);
}
