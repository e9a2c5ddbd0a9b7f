import { describe, expect, it } from "vitest";
import brandPageData from "~/catalog/data/brand-pages.json";
import { translatedBrandPageSlugs } from "~/catalog/brand-page-slugs";
import { brandPages } from "~/catalog/brand-pages";
import { alternatesOf, translatedPaths } from "~/catalog/languages";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, TITLE_MIN } from "~/catalog/page-seo-schema";
import { fillPlaceholders } from "~/catalog/placeholders";
import { translatorFor } from "~/lib/i18n.server";
import { servicesPageContent, translatedServicesContent } from "./page-content";
import { resolveServicePage, type BrandPageView } from "./resolve-service-page";
import { translatedBrandPage } from "./translated-brand-page";
import { strayLatinWordsOfText } from "../../../tests/e2e/latin-words";

const translator = { te: translatorFor("te"), hi: translatorFor("hi") };
/** A letter of each language's own script. */
const script = { te: /[\u0C00-\u0C7F]/, hi: /[\u0900-\u097F]/ };

/** Every text of a brand page a reader or a search engine meets, but the models' names. */
function textsOf(view: BrandPageView): string[] {
  return [
    view.seo.title,
    view.seo.description,
    view.seo.service.name,
    view.seo.service.serviceType ?? "",
    view.heading,
    view.intro,
    ...(view.specialisation ? [view.specialisation] : []),
    view.priceFromText,
    ...view.models.map((m) => m.bodyType),
    ...view.offerings.flatMap((o) => [o.title, o.description, o.priceText]),
  ];
}

const english = (slug: string) => resolveServicePage(slug) as BrandPageView;
const brandPath = (slug: string) => `/service/${slug}`;

describe("the brand pages in Telugu and Hindi (docs/decisions/0026)", () => {
  it("are every brand page, each on the list of translated pages with its three versions", () => {
    expect([...translatedBrandPageSlugs].sort()).toEqual(brandPages.map((p) => p.slug).sort());
    for (const slug of translatedBrandPageSlugs) {
      expect(english(slug)?.template, slug).toMatch(/^(brand|generic)$/);
      expect(translatedPaths).toContain(brandPath(slug));
      expect(alternatesOf(`/te${brandPath(slug)}`).map((a) => a.path)).toEqual([
        brandPath(slug),
        `/te${brandPath(slug)}`,
        `/hi${brandPath(slug)}`,
      ]);
    }
  });

  for (const locale of ["te", "hi"] as const)
    it(`are written whole in ${locale}: no missing entry, no English sentence, every line in the script`, () => {
      for (const slug of translatedBrandPageSlugs) {
        const view = translatedBrandPage(slug, translator[locale]);
        expect(view, slug).toBeDefined();
        const texts = textsOf(view!);
        const englishTexts = textsOf(english(slug));
        expect(texts, slug).toHaveLength(englishTexts.length);
        for (const text of texts) {
          expect(text, `${slug}: ${text}`).toMatch(script[locale]);
          expect(text, slug).not.toMatch(/\{\{|\{\w+\}|\bcontent\.|\bseo\.|\bbrand\./);
          expect(englishTexts, slug).not.toContain(text);
          // Kept terms, brand, model and locality names only (docs/glossary.md).
          expect(strayLatinWordsOfText(text), `${slug}: ${text}`).toEqual([]);
        }
        // The models keep their names, in the English order.
        expect(view!.models.map((m) => m.name)).toEqual(english(slug).models.map((m) => m.name));
      }
    });

  it("give an offering the page writes itself its own words, and one the page takes as its kind writes it the kind's", () => {
    const kinds = brandPageData.offeringKinds as Record<
      string,
      { title: string; description: string }
    >;
    for (const slug of translatedBrandPageSlugs) {
      const page = brandPages.find((p) => p.slug === slug)!;
      page.services.forEach((s, i) => {
        const own = (field: string) => `content.brand.pages.${slug}.offerings.${i}.${field}`;
        const kind = kinds[s.kind];
        const ownTitle = !kind || s.title !== kind.title;
        const ownDescription =
          !kind || s.description !== fillPlaceholders(kind.description, { brand: page.brandName });
        for (const locale of ["te", "hi"] as const) {
          expect(translator[locale].has(own("title")), `${locale} ${slug} ${s.title}`).toBe(
            ownTitle,
          );
          expect(translator[locale].has(own("description")), `${locale} ${slug} ${s.title}`).toBe(
            ownDescription,
          );
        }
      });
    }
  });

  it("have search titles and descriptions of the lengths search results show whole", () => {
    for (const locale of ["te", "hi"] as const)
      for (const slug of translatedBrandPageSlugs) {
        const { title, description } = translatedBrandPage(slug, translator[locale])!.seo;
        expect(title.length, `${locale} ${slug} ${title}`).toBeGreaterThanOrEqual(TITLE_MIN);
        expect(title.length, `${locale} ${slug} ${title}`).toBeLessThanOrEqual(TITLE_MAX);
        expect(description.length, `${locale} ${slug}`).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
        expect(description.length, `${locale} ${slug}`).toBeLessThanOrEqual(DESCRIPTION_MAX);
      }
  });

  it("show the catalogue's prices through Intl in the language, and link to the pages in the language where they exist", () => {
    const maruti = translatedBrandPage("maruti-service", translator.te)!;
    expect(maruti.priceFromText).toBe("₹1,999 నుంచి");
    expect(maruti.seo.title).toBe("హైదరాబాద్‌లో Maruti Suzuki సర్వీస్ | ₹1,999 నుంచి");
    expect(maruti.offerings.map((o) => o.priceText)).toEqual(
      english("maruti-service").offerings.map((o) => o.priceText.replace(/^from (.*)$/, "$1 నుంచి")),
    );
    expect(maruti.offerings[0]).toMatchObject({
      title: "పీరియాడిక్ సర్వీస్",
      path: "/te/service/periodic-service",
      bookingService: "General Service & Maintenance",
    });
    expect(maruti.whatsappGreeting).toBeNull();
    const honda = translatedBrandPage("honda-service", translator.hi)!;
    expect(honda.template).toBe("generic");
    expect(honda.comprehensiveFromText).toBe(english("honda-service").comprehensiveFromText);
    expect(honda.models.find((m) => m.name === "City e:HEV")?.bodyType).toBe("हाइब्रिड");
    // Coverage areas keep their names; their pages are linked in the language once translated.
    expect(honda.coverageAreas.map((a) => a.name)).toEqual(
      english("honda-service").coverageAreas.map((a) => a.name),
    );
    expect(honda.offerings.at(-1)!.path).toBe("/hi/service/custom-repairs");
  });

  it("name their own URL in the language for the canonical and the Service's JSON-LD, with the English offer", () => {
    const page = translatedBrandPage("tata-service", translator.hi)!;
    expect(page.seo.path).toBe("/hi/service/tata-service");
    expect(page.seo.service).toEqual({
      ...english("tata-service").seo.service,
      name: "Tata कार सर्विस",
      serviceType: "कार सर्विस और रिपेयर",
      description: page.seo.description,
      path: "/hi/service/tata-service",
    });
    expect(page.heading).toBe("हैदराबाद में Tata सर्विस");
  });

  it("are where /hi/services leads from its brand centres and popular brands", () => {
    const english = servicesPageContent();
    const c = translatedServicesContent(english, translator.hi);
    expect(c.luxuryBrands.map((b) => b.path)).toEqual(
      english.luxuryBrands.map((b) => `/hi${b.path}`),
    );
    expect(c.popularBrands.map((b) => b.path)).toEqual(
      english.popularBrands.map((b) => `/hi${b.path}`),
    );
    expect(c.popularBrands.length).toBeGreaterThan(0);
  });

  it("exist for brand pages only: a service, model or locality slug has none", () => {
    expect(translatedBrandPage("ac-service", translator.te)).toBeUndefined();
    expect(translatedBrandPage("bmw-x-series-service", translator.te)).toBeUndefined();
    expect(translatedBrandPage("gachibowli", translator.hi)).toBeUndefined();
    expect(translatedBrandPage("no-such-page", translator.hi)).toBeUndefined();
  });
});
