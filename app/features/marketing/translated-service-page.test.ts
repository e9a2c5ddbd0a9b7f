import { describe, expect, it } from "vitest";
import { brands } from "~/catalog/brands";
import { alternatesOf, keptLatinTerms, translatedPaths } from "~/catalog/languages";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, TITLE_MIN } from "~/catalog/page-seo-schema";
import { servicePages } from "~/catalog/services";
import { requestTranslator } from "~/lib/i18n.server";
import {
  homePageContent,
  servicesPageContent,
  translatedHomeContent,
  translatedServicesContent,
} from "./page-content";
import { resolveServicePage, type ServicePageView } from "./resolve-service-page";
import { translatedServicePage } from "./translated-service-page";

const facts = { warrantyMonths: 6 };
const translator = {
  te: requestTranslator("https://www.example.in/te/"),
  hi: requestTranslator("https://www.example.in/hi/"),
};
/** A letter of each language's own script. */
const script = { te: /[\u0C00-\u0C7F]/, hi: /[\u0900-\u097F]/ };

/** Every text of a service page a reader or a search engine meets. */
function textsOf(view: ServicePageView): string[] {
  return [
    view.seo.title,
    view.seo.description,
    view.name,
    view.heading,
    view.intro,
    ...view.prices.flatMap((p) => [p.label, p.priceText, ...(p.note ? [p.note] : [])]),
    ...view.included,
    ...view.features,
    ...view.faqs.flatMap((f) => [f.question, f.answer]),
  ];
}

/** The Latin words a translated text may keep (docs/glossary.md): kept terms and brand names. */
const keptWords = new Set(
  [...keptLatinTerms, ...brands.map((b) => b.name)].flatMap((t) => t.split(/[^A-Za-z]+/)),
);

const english = (slug: string) => resolveServicePage(slug) as ServicePageView;

describe("the service pages in Telugu and Hindi (docs/decisions/0026)", () => {
  it("are every service page, each on the list of translated pages with its three versions", () => {
    for (const { path } of servicePages) {
      expect(translatedPaths).toContain(path);
      expect(alternatesOf(`/hi${path}`).map((a) => a.path)).toEqual([
        path,
        `/te${path}`,
        `/hi${path}`,
      ]);
    }
  });

  for (const locale of ["te", "hi"] as const)
    it(`are written whole in ${locale}: no missing entry, no English sentence, every line in the script`, () => {
      for (const { slug } of servicePages) {
        const view = translatedServicePage(slug, translator[locale], facts);
        expect(view, slug).toBeDefined();
        const texts = textsOf(view!);
        const englishTexts = textsOf(english(slug));
        expect(texts, slug).toHaveLength(englishTexts.length);
        for (const text of texts.filter((t) => !/^₹[\d,]+$/.test(t))) {
          expect(text, `${slug}: ${text}`).toMatch(script[locale]);
          expect(text, slug).not.toMatch(/\{\{|\bcontent\.|\bseo\.|\bservice\./);
          expect(englishTexts, slug).not.toContain(text);
          const latin = text.split(/[^A-Za-z]+/).filter((w) => w.length > 1);
          expect(
            latin.filter((w) => !keptWords.has(w)),
            `${slug}: ${text}`,
          ).toEqual([]);
        }
      }
    });

  it("have search titles and descriptions of the lengths search results show whole", () => {
    for (const locale of ["te", "hi"] as const)
      for (const { slug } of servicePages) {
        const { title, description } = translatedServicePage(slug, translator[locale], facts)!.seo;
        expect(title.length, `${locale} ${slug} ${title}`).toBeGreaterThanOrEqual(TITLE_MIN);
        expect(title.length, `${locale} ${slug} ${title}`).toBeLessThanOrEqual(TITLE_MAX);
        expect(description.length, `${locale} ${slug}`).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
        expect(description.length, `${locale} ${slug}`).toBeLessThanOrEqual(DESCRIPTION_MAX);
      }
  });

  it("show the catalogue's prices through Intl in the language, tiers and 'on request' in words", () => {
    const periodic = translatedServicePage("periodic-service", translator.te, facts)!;
    expect(periodic.prices).toEqual([
      { label: "ఎకానమీ", priceText: "₹2,499" },
      { label: "ప్రీమియం", priceText: "₹3,299" },
      { label: "లగ్జరీ", priceText: "₹4,999" },
      { label: "సూపర్ లగ్జరీ", priceText: "₹7,499" },
    ]);
    expect(periodic.seo.title).toBe("హైదరాబాద్‌లో పీరియాడిక్ కార్ సర్వీసింగ్ | ₹2,499 నుంచి");
    // The warranty the business states, not a number written into the words.
    expect(periodic.faqs.at(-1)!.answer).toContain("6 నెలల");
    const repairs = translatedServicePage("custom-repairs", translator.hi, facts)!;
    expect(repairs.prices.map((p) => p.priceText)).toEqual(Array(4).fill("पूछने पर"));
    const battery = translatedServicePage("battery-service", translator.hi, facts)!;
    expect(battery.prices[3]).toEqual({
      label: "बैटरी बदलना",
      priceText: "₹3,500",
      note: "छोटी गाड़ियाँ; 1 साल की वारंटी",
    });
    expect(battery.seo.description).not.toContain("₹");
    const brakes = translatedServicePage("brake-service", translator.hi, facts)!;
    expect(brakes.seo.description).toContain("₹2,499 से");
  });

  it("name their own URL in the language for the canonical and the Service's JSON-LD, with the English offer", () => {
    const page = translatedServicePage("oil-change", translator.hi, facts)!;
    expect(page.seo.path).toBe("/hi/service/oil-change");
    expect(page.seo.service).toEqual({
      ...english("oil-change").seo.service,
      name: "इंजन ऑयल चेंज",
      serviceType: "इंजन ऑयल चेंज",
      description: page.seo.description,
      path: "/hi/service/oil-change",
    });
    expect(page.seo.service.priceFrom).toBe(1999);
    expect(page.bookingService).toBe("Engine Oil Change");
  });

  it("exist for service pages only: a brand or locality slug has none", () => {
    expect(translatedServicePage("bmw-service", translator.te, facts)).toBeUndefined();
    expect(translatedServicePage("gachibowli", translator.te, facts)).toBeUndefined();
    expect(translatedServicePage("no-such-page", translator.hi, facts)).toBeUndefined();
  });
});

describe("links to the service pages on the Telugu and Hindi pages (docs/decisions/0026)", () => {
  it("lead from /te/services to each service's page in Telugu, its JSON-LD list too", () => {
    const c = translatedServicesContent(servicesPageContent(), translator.te);
    expect(c.coreServices.map((s) => s.path)).toEqual(
      servicesPageContent().coreServices.map((s) => `/te${s.path}`),
    );
    expect(c.servicePageLinks).toContainEqual({
      name: "ఇంజిన్ సర్వీస్",
      path: "/te/service/engine-service",
    });
    expect(c.servicePageLinks).toHaveLength(servicePages.length);
  });

  it("lead from the Hindi home page's headline services to their pages in Hindi", () => {
    const c = translatedHomeContent(homePageContent(), translator.hi);
    expect(c.headlineServices.map((s) => s.path)).toEqual([
      "/hi/service/periodic-service",
      "/hi/service/ac-service",
      "/hi/service/engine-service",
      "/hi/service/brake-service",
    ]);
  });
});
