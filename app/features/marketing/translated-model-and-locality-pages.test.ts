import { describe, expect, it } from "vitest";
import { brands } from "~/catalog/brands";
import { alternatesOf, keptLatinTerms, translatedPaths } from "~/catalog/languages";
import { getLocality, localities } from "~/catalog/localities";
import { localitySlugs, modelPageSlugs } from "~/catalog/model-and-locality-slugs";
import { getModelPage, modelPages } from "~/catalog/models";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, TITLE_MIN } from "~/catalog/page-seo-schema";
import { requestTranslator } from "~/lib/i18n.server";
import {
  resolveServicePage,
  type LocalityPageView,
  type ModelPageView,
} from "./resolve-service-page";
import { translatedLocalityPage } from "./translated-locality-page";
import { translatedModelPage } from "./translated-model-page";

const facts = { warrantyMonths: 6 };
const translator = {
  te: requestTranslator("https://www.example.in/te/"),
  hi: requestTranslator("https://www.example.in/hi/"),
};
/** A letter of each language's own script. */
const script = { te: /[\u0C00-\u0C7F]/, hi: /[\u0900-\u097F]/ };

/** Every text of a model page a reader or a search engine meets, but its names of cars. */
function modelTexts(view: ModelPageView): string[] {
  return [
    view.seo.title,
    view.seo.description,
    view.seo.service.name,
    view.heading,
    view.intro,
    view.priceFromText,
    ...view.commonIssues,
    ...view.offerings.flatMap((o) => [o.title, o.description, o.priceText]),
    ...view.faqs.flatMap((f) => [f.question, f.answer]),
  ];
}

/** Every text of a locality page a reader or a search engine meets, but its names of cars. */
function localityTexts(view: LocalityPageView): string[] {
  return [
    view.seo.title,
    view.seo.description,
    view.seo.service.name,
    view.name,
    view.direction,
    view.intro,
    view.pickupNote,
    ...view.landmarks,
    ...view.services.flatMap((s) => [s.name, s.priceText]),
    ...view.reasons.flatMap((r) => [r.title, r.text]),
    ...view.nearby.map((n) => n.name),
  ];
}

/**
 * The Latin words a translated text may keep (docs/glossary.md): kept terms, brand and model
 * names (the cars people drive in a locality too), and a locality's own Latin name (kept once
 * in its search description).
 */
const keptWords = new Set(
  [
    ...keptLatinTerms,
    ...brands.map((b) => b.name),
    ...modelPages.flatMap((m) => [m.name, ...m.variants]),
    ...localities.flatMap((l) => [l.name, ...l.typicalCars]),
  ].flatMap((t) => t.split(/[^A-Za-z]+/)),
);

/**
 * Checks that every text is written in the language: its script, no unfilled value or key, not
 * the English text, no Latin word but the kept ones.
 */
function expectWrittenIn(
  locale: "te" | "hi",
  texts: string[],
  englishTexts: string[],
  page: string,
) {
  expect(texts, page).toHaveLength(englishTexts.length);
  for (const text of texts) {
    expect(text, `${page}: ${text}`).toMatch(script[locale]);
    expect(text, page).not.toMatch(/\{\{|\bcontent\.|\bseo\.|\bmodel\.|\blocality\./);
    expect(englishTexts, page).not.toContain(text);
    const latin = text.split(/[^A-Za-z]+/).filter((w) => w.length > 1);
    expect(
      latin.filter((w) => !keptWords.has(w)),
      `${page}: ${text}`,
    ).toEqual([]);
  }
}

describe("the model and locality pages in Telugu and Hindi (docs/decisions/0026)", () => {
  it("are every model page and every locality, each on the list of translated pages with its three versions", () => {
    expect(modelPages.map((m) => m.slug)).toEqual(modelPageSlugs);
    expect(localities.map((l) => l.slug)).toEqual(localitySlugs);
    for (const { path } of [...modelPages, ...localities]) {
      expect(translatedPaths).toContain(path);
      expect(alternatesOf(`/te${path}`).map((a) => a.path)).toEqual([
        path,
        `/te${path}`,
        `/hi${path}`,
      ]);
    }
  });

  for (const locale of ["te", "hi"] as const)
    it(`are written whole in ${locale}: no missing entry, no English sentence, every line in the script`, () => {
      for (const { slug } of modelPages) {
        const view = translatedModelPage(slug, translator[locale]);
        expect(view, slug).toBeDefined();
        expectWrittenIn(
          locale,
          modelTexts(view!),
          modelTexts(resolveServicePage(slug) as ModelPageView),
          slug,
        );
      }
      for (const { slug } of localities) {
        const view = translatedLocalityPage(slug, translator[locale], facts);
        expect(view, slug).toBeDefined();
        expectWrittenIn(
          locale,
          localityTexts(view!),
          localityTexts(resolveServicePage(slug) as LocalityPageView),
          slug,
        );
      }
    });

  it("have search titles and descriptions of the lengths search results show whole", () => {
    for (const locale of ["te", "hi"] as const) {
      const seos = [
        ...modelPages.map((m) => translatedModelPage(m.slug, translator[locale])!.seo),
        ...localities.map((l) => translatedLocalityPage(l.slug, translator[locale], facts)!.seo),
      ];
      for (const { title, description, path } of seos) {
        expect(title.length, `${path} ${title}`).toBeGreaterThanOrEqual(TITLE_MIN);
        expect(title.length, `${path} ${title}`).toBeLessThanOrEqual(TITLE_MAX);
        expect(description.length, path).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
        expect(description.length, path).toBeLessThanOrEqual(DESCRIPTION_MAX);
      }
    }
  });

  it("show a model page's catalogue prices through Intl in the language, and keep the names of cars", () => {
    const creta = translatedModelPage("hyundai-creta-service", translator.te)!;
    expect(creta.priceFromText).toBe("₹2,999 నుంచి");
    expect(creta.seo.title).toBe("హైదరాబాద్‌లో Hyundai Creta సర్వీస్ | ₹2,999 నుంచి");
    expect(creta.offerings.map((o) => o.priceText)).toEqual(
      getModelPage("hyundai-creta-service")!.services.map(
        (s) => `₹${s.price.toLocaleString("en-IN")} నుంచి`,
      ),
    );
    expect(creta.variants).toEqual(getModelPage("hyundai-creta-service")!.variants);
    expect(creta.offerings[2]!.bookingService).toBe("AC Service & Repair");
    // The prices a question's answer names are the catalogue's, not numbers written into words.
    const swift = translatedModelPage("maruti-swift-service", translator.hi)!;
    expect(swift.faqs[0]!.answer).toContain("₹1,999 से");
    expect(swift.faqs[0]!.answer).toContain("₹2,499 से");
  });

  it("name a model page's own URL in the language for the canonical and the Service's JSON-LD, with the English offer, and link its brand page in the language where it exists", () => {
    const page = translatedModelPage("bmw-x-series-service", translator.hi)!;
    const english = resolveServicePage("bmw-x-series-service") as ModelPageView;
    expect(page.seo.path).toBe("/hi/service/bmw-x-series-service");
    expect(page.seo.service).toEqual({
      ...english.seo.service,
      name: "BMW X-Series सर्विस",
      serviceType: "कार सर्विस और रिपेयर",
      description: page.seo.description,
      path: "/hi/service/bmw-x-series-service",
    });
    expect(page.brand).toEqual({
      name: "BMW",
      path: translatedPaths.includes("/service/bmw-service")
        ? "/hi/service/bmw-service"
        : "/service/bmw-service",
    });
  });

  it("write a locality in the language's script, its distance, reasons and services in the language, its links to pages in the language", () => {
    const kondapur = translatedLocalityPage("kondapur", translator.te, facts)!;
    expect(kondapur.name).toBe("కొండాపూర్");
    expect(kondapur.distanceKm).toBe(getLocality("kondapur")!.distanceKm);
    expect(kondapur.typicalCars).toEqual(getLocality("kondapur")!.typicalCars);
    expect(kondapur.reasons[0]!.text).toContain("సుమారు 4 km");
    // The warranty the business states, not a number written into the words.
    expect(kondapur.reasons[2]!.text).toContain("6 నెలల");
    expect(
      translatedLocalityPage("kondapur", translator.te, { warrantyMonths: 12 })!.reasons[2]!.text,
    ).toContain("12 నెలల");
    expect(kondapur.services[0]).toEqual({
      name: "పీరియాడిక్ సర్వీసింగ్",
      path: "/te/service/periodic-service",
      icon: expect.any(String),
      priceText: "₹2,499 నుంచి",
      bookingService: "General Service & Maintenance",
    });
    expect(kondapur.nearby).toContainEqual({ name: "మాదాపూర్", path: "/te/service/madhapur" });
    expect(kondapur.seo.path).toBe("/te/service/kondapur");
    expect(kondapur.seo.areaServed).toEqual(["కొండాపూర్", "హైదరాబాద్"]);
    expect(kondapur.seo.service).toMatchObject({
      name: "కొండాపూర్‌లో కార్ సర్వీస్",
      path: "/te/service/kondapur",
      priceFrom: (resolveServicePage("kondapur") as LocalityPageView).seo.service.priceFrom,
    });
    // The workshop's own locality says so, in Hindi; a service on request says so too.
    const madhapur = translatedLocalityPage("madhapur", translator.hi, facts)!;
    expect(madhapur.name).toBe("माधापुर");
    expect(madhapur.reasons[0]!.title).toBe("आपके दरवाज़े पर वर्कशॉप");
    expect(madhapur.services.at(-1)!.priceText).toBe("पूछने पर");
    // The Latin name is kept where it helps search: in the search description.
    expect(madhapur.seo.description).toContain("Madhapur");
  });

  it("exist for model and locality pages only: a service or brand slug has none", () => {
    expect(translatedModelPage("bmw-service", translator.te)).toBeUndefined();
    expect(translatedModelPage("gachibowli", translator.te)).toBeUndefined();
    expect(translatedLocalityPage("periodic-service", translator.hi, facts)).toBeUndefined();
    expect(translatedLocalityPage("no-such-page", translator.hi, facts)).toBeUndefined();
  });
});
