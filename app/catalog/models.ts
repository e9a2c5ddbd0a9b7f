import { z } from "zod";
import { serviceTypes } from "./booking-options";
import modelPageData from "./data/models.json";
import { fillPlaceholders } from "./placeholders";
import { RupeesSchema, formatRupees, fromPriceText } from "./money";
import {
  FaqSchema,
  ServicePageSeoSchema,
  SlugSchema,
  fieldIssues,
  servicePath,
} from "./page-seo-schema";

/**
 * The model pages (docs/product.md#route-service-pages: bmw-x-series-service,
 * mercedes-c-class-service, hyundai-creta-service, maruti-swift-service), with the starting
 * prices of docs/product.md#catalogue. `brandSlug` points at the brand page and
 * `models` name models of that brand's catalogue entry.
 */

/** A priced service on a model page. */
export const ModelServiceSchema = z.object({
  title: z.string().min(5),
  description: z.string().min(40).max(220),
  price: RupeesSchema,
  bookingServiceType: z.enum(serviceTypes),
});

/** A model page service; see {@link ModelServiceSchema}. */
export type ModelService = z.infer<typeof ModelServiceSchema>;

/** A model page. `fromPrice` is the cheapest of its services. */
export const ModelPageSchema = ServicePageSeoSchema.safeExtend({
  brandSlug: SlugSchema,
  name: z.string().min(3),
  models: z.array(z.string().min(1)).min(1),
  variants: z.array(z.string().min(2)).min(2),
  heading: z.string().min(10),
  intro: z.string().min(150).max(600),
  commonIssues: z.array(z.string().min(10)).min(3),
  services: z.array(ModelServiceSchema).min(4),
  fromPrice: RupeesSchema,
  priceFromText: z.string(),
  faqs: z.array(FaqSchema).min(2),
}).superRefine((page, ctx) => {
  const issue = fieldIssues(ctx);
  const cheapest = Math.min(...page.services.map((s) => s.price));
  if (cheapest !== page.fromPrice) issue("fromPrice", `The cheapest service costs ${cheapest}`);
  if (page.priceFromText !== fromPriceText(page.fromPrice))
    issue("priceFromText", "Must match fromPrice");
});

/** A model page; see {@link ModelPageSchema}. */
export type ModelPage = z.infer<typeof ModelPageSchema>;

/**
 * Completes a model page as written in `data/models.json`: its path, its "from" price (the
 * cheapest of its services) and price text, and `{fromPrice}` in its title and description.
 * @param input the written page
 * @returns the page (checked by {@link ModelPageSchema} afterwards)
 * @throws Error when a text names an unknown placeholder
 */
function modelPage(input: (typeof modelPageData)[number]): ModelPage {
  const fromPrice = Math.min(...input.services.map((s) => s.price));
  return {
    ...(fillPlaceholders(input, { fromPrice: formatRupees(fromPrice) }) as Omit<
      ModelPage,
      "path" | "fromPrice" | "priceFromText"
    >),
    path: servicePath(input.slug),
    fromPrice,
    priceFromText: fromPriceText(fromPrice),
  };
}

/** The four model pages (docs/product.md#route-service-pages). */
export const modelPages: ModelPage[] = z.array(ModelPageSchema).parse(modelPageData.map(modelPage));

/**
 * Looks a model page up by slug.
 * @param slug e.g. "hyundai-creta-service"
 * @returns the page, or undefined when no model page has that slug
 */
export function getModelPage(slug: string): ModelPage | undefined {
  return modelPages.find((p) => p.slug === slug);
}

/**
 * The model pages of a brand, for linking from the brand page.
 * @param brandSlug e.g. "bmw-service"
 * @returns the brand's model pages, possibly none
 */
export function modelPagesForBrand(brandSlug: string): ModelPage[] {
  return modelPages.filter((p) => p.brandSlug === brandSlug);
}
