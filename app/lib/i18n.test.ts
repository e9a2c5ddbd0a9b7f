import { describe, expect, it } from "vitest";
import { headlineServices } from "~/catalog/services";
import { translatedPaths, translatedPersonalPaths } from "~/catalog/languages";
import { defaultBusinessFacts as business } from "~/catalog/business";
import { localities } from "~/catalog/localities";
import { catalogues, requestTranslator, translatorFor } from "./i18n.server";
import { createTranslator, mergeCatalogues, placeWords, translatedSeoWords } from "./i18n";

/** Every key of a nested catalogue, dotted ("shell.links./contact", "home.why.0.title"). */
function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [prefix];
  return Object.entries(value as object).flatMap(([k, v]) =>
    keysOf(v, prefix ? `${prefix}.${k}` : k),
  );
}

/** The namespaces only Telugu and Hindi hold: English's are the catalogue's own (docs/decisions/0026). */
const translatedOnly = ["seo", "content"];

describe("the catalogues (docs/decisions/0026)", () => {
  const shared = (locale: "en" | "te" | "hi") =>
    keysOf(catalogues[locale])
      .filter((k) => !translatedOnly.includes(k.split(".")[0]!))
      .sort();

  it("hold the same keys in English, Telugu and Hindi, none extra", () => {
    expect(shared("te")).toEqual(shared("en"));
    expect(shared("hi")).toEqual(shared("en"));
  });

  it("give Telugu and Hindi the same search fields and catalogue content, for every translated page and headline service", () => {
    const te = keysOf({ seo: catalogues.te.seo, content: catalogues.te.content }).sort();
    const hi = keysOf({ seo: catalogues.hi.seo, content: catalogues.hi.content }).sort();
    expect(hi).toEqual(te);
    for (const path of translatedPaths) expect(te).toContain(`seo.${path}.title`);
    // A personal page's path names its parameters as "{id}" (":" separates namespaces in i18next).
    for (const pattern of translatedPersonalPaths)
      expect(te).toContain(`seo.${pattern.replace(/:(\w+)/g, "{$1}")}.title`);
    for (const s of headlineServices) expect(te).toContain(`content.headline.${s.path}.title`);
    expect(catalogues.en).not.toHaveProperty("seo");
  });

  it("gives the Telugu and Hindi words of the same content the same {{values}}", () => {
    const placeholders = (m: unknown) =>
      (typeof m === "string" ? (m.match(/\{\{\w+\}\}/g) ?? []) : []).sort();
    const at = (locale: "te" | "hi", key: string) =>
      key
        .split(".")
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogues[locale]);
    for (const key of keysOf({ seo: catalogues.te.seo, content: catalogues.te.content }))
      expect(placeholders(at("hi", key)), key).toEqual(placeholders(at("te", key)));
  });

  it("leaves no message empty and keeps every {{value}} of the English message", () => {
    for (const key of shared("en")) {
      const placeholders = (m: string) => (m.match(/\{\{\w+\}\}/g) ?? []).sort();
      const en = createTranslator("en", catalogues.en).t(key);
      for (const locale of ["te", "hi"] as const) {
        const message = key
          .split(".")
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogues[locale]);
        expect(typeof message === "string" && message.trim().length > 0, `${locale} ${key}`).toBe(
          true,
        );
        expect(placeholders(message as string), `${locale} ${key}`).toEqual(placeholders(en));
      }
    }
  });

  it("interpolates and picks plural forms by Intl.PluralRules of the language", () => {
    const te = createTranslator("te", {
      cars: { n_one: "{{count}} కారు", n_other: "{{count}} కార్లు" },
    });
    expect(te.t("cars.n", { count: 1 })).toBe("1 కారు");
    expect(te.t("cars.n", { count: 3 })).toBe("3 కార్లు");
    const hi = createTranslator("hi", catalogues.hi);
    expect(hi.t("quote.received", { name: "Ravi" })).toContain("Ravi");
  });

  it("writes each message with its own values when asked again (a message is looked up once)", () => {
    const te = createTranslator("te", {
      cars: { n_one: "{{count}} కారు", n_other: "{{count}} కార్లు" },
      hello: "నమస్తే {{name}}",
    });
    for (let round = 0; round < 2; round++) {
      expect(te.t("cars.n", { count: 1 })).toBe("1 కారు");
      expect(te.t("cars.n", { count: 3 })).toBe("3 కార్లు");
      expect(te.t("hello", { name: "Ravi" })).toBe("నమస్తే Ravi");
      expect(te.t("hello", { name: "Sita" })).toBe("నమస్తే Sita");
      expect(te.t("missing.key")).toBe("missing.key");
      expect(te.has("hello")).toBe(true);
      expect(te.has("missing.key")).toBe(false);
    }
    // Past the bound it starts again and still writes each message right.
    for (let i = 0; i < 20_005; i++) expect(te.t("hello", { name: `n${i}` })).toBe(`నమస్తే n${i}`);
    expect(te.t("cars.n", { count: 3 })).toBe("3 కార్లు");
  });

  it("merges an area's catalogue into the shared one and refuses a message held twice", () => {
    const shared = { seo: { "/": { title: "హోమ్" } }, shell: { call: "కాల్" } };
    const faq = { seo: { "/faq": { title: "ప్రశ్నలు" } }, faq: { heading: "తరచుగా అడిగే ప్రశ్నలు" } };
    expect(mergeCatalogues([shared, faq])).toEqual({
      seo: { "/": { title: "హోమ్" }, "/faq": { title: "ప్రశ్నలు" } },
      shell: { call: "కాల్" },
      faq: { heading: "తరచుగా అడిగే ప్రశ్నలు" },
    });
    expect(() => mergeCatalogues([shared, { shell: { call: "ఫోన్" } }])).toThrow("shell.call");
  });

  it("gives a booking's page its words in Telugu, its path a pattern of translatedPaths", () => {
    const t = requestTranslator("http://localhost/te/booking/3f2a9c1b-0000");
    expect(
      translatedSeoWords("/booking/{id}", t, "/booking/3f2a9c1b-0000", { id: "3f2a9c1b" }),
    ).toEqual({
      title: "బుకింగ్ #3f2a9c1b | స్థితి, ట్రాకర్",
      description: "మీ కార్ సర్వీస్ బుకింగ్ స్థితి, అది ఏ దశలో ఉందో.",
      path: "/te/booking/3f2a9c1b-0000",
    });
    expect(
      translatedSeoWords("/booking", requestTranslator("http://localhost/booking")),
    ).toBeNull();
  });
});

describe("placeWords (docs/glossary.md)", () => {
  it("names every locality and the workshop's city in the page's script, and in English as written", () => {
    for (const locale of ["te", "hi"] as const) {
      const t = translatorFor(locale);
      for (const l of localities) {
        expect(placeWords(t, l.name)).toBe(t.t(`shell.links.${l.path}`));
        expect(placeWords(t, l.name)).not.toMatch(/[A-Za-z]/);
      }
      expect(placeWords(t, business.address.city)).not.toMatch(/[A-Za-z]/);
      expect(placeWords(t, business.address.locality)).not.toMatch(/[A-Za-z]/);
    }
    expect(placeWords(translatorFor("te"), "Hyderabad")).toBe("హైదరాబాద్");
    expect(placeWords(translatorFor("hi"), "Madhapur")).toBe("माधापुर");
    expect(placeWords(translatorFor("en"), "LB Nagar")).toBe("LB Nagar");
    expect(placeWords(translatorFor("te"), "Nowhere Town")).toBe("Nowhere Town");
  });
});
