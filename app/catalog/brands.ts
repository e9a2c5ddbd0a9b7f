import { z } from "zod";
import brandData from "./data/brands.json";
import { priceTiers } from "./money";
import {
  PathSchema,
  SlugSchema,
  checkServicePath,
  fieldIssues,
  servicePath,
} from "./page-seo-schema";

/**
 * The brand catalogue (docs/product.md#catalogue): every brand the workshop
 * has a page for, luxury first, each with its models and body types. Logos are left out
 * on purpose: they are trade marks, so cards show the brand name instead.
 */

/** Brand groups (docs/product.md#catalogue). */
export const brandTypes = ["luxury", "popular"] as const;

/** Body types a model may have (docs/product.md#catalogue). */
export const bodyTypes = [
  "Sedan",
  "Coupe",
  "SUV",
  "Hatchback",
  "Sports",
  "Convertible",
  "MPV",
  "Van",
  "Electric",
  "Hybrid",
  "Wagon",
] as const;

/** One model of a brand with its body type. */
export const BrandModelSchema = z.object({
  name: z.string().min(1),
  bodyType: z.enum(bodyTypes),
});

/** A model and its body type; see {@link BrandModelSchema}. */
export type BrandModel = z.infer<typeof BrandModelSchema>;

/**
 * A brand catalogue entry. `route` is always `/service/{slug}`; `specialisation` is
 * given for luxury brands only (docs/product.md#catalogue); `tier` is the core-service price tier
 * that applies to the brand's cars.
 */
export const BrandSchema = z
  .object({
    name: z.string().min(2),
    slug: SlugSchema.refine((s) => s.endsWith("-service"), "Brand slugs end in -service"),
    type: z.enum(brandTypes),
    tier: z.enum(priceTiers),
    description: z.string().min(60).max(240),
    route: PathSchema,
    specialisation: z.string().min(20).optional(),
    models: z.array(BrandModelSchema).min(4),
  })
  .superRefine((brand, ctx) => {
    const issue = fieldIssues(ctx);
    checkServicePath(issue, brand.slug, brand.route, "route");
    if (brand.type === "luxury" && !brand.specialisation)
      issue("specialisation", "Luxury brands state a specialisation");
    if (brand.type === "popular" && brand.specialisation)
      issue("specialisation", "Only luxury brands carry a specialisation");
    const names = brand.models.map((m) => m.name);
    if (new Set(names).size !== names.length)
      issue("models", "Model names must be unique within a brand");
  });

/** A brand catalogue entry; see {@link BrandSchema}. */
export type Brand = z.infer<typeof BrandSchema>;

/** Every brand with a page, luxury first (docs/product.md#route-service-pages); written in
 * `data/brands.json`, the route derived from the slug. */
export const brands: Brand[] = z
  .array(BrandSchema)
  .parse(brandData.map((brand) => ({ ...brand, route: servicePath(brand.slug) })));

/** The luxury brands, in catalogue order. */
export const luxuryBrands: Brand[] = brands.filter((b) => b.type === "luxury");

/** The popular brands, in catalogue order. */
export const popularBrands: Brand[] = brands.filter((b) => b.type === "popular");

/**
 * Looks a brand up by its page slug.
 * @param slug e.g. "bmw-service"
 * @returns the brand entry, or undefined when no brand has that slug
 */
export function getBrand(slug: string): Brand | undefined {
  return brands.find((b) => b.slug === slug);
}

/**
 * The models a brand card shows: the first four for luxury brands and the first three for
 * popular brands (docs/product.md#catalogue; docs/product.md#route-services: popular brand
 * cards show their first 3 models).
 * @param brand a brand catalogue entry
 * @returns the leading models, in catalogue order
 */
export function brandCardModels(brand: Brand): BrandModel[] {
  return brand.models.slice(0, brand.type === "luxury" ? 4 : 3);
}
