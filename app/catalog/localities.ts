import { z } from "zod";
import { defaultBusinessFacts } from "./business";
import localityData from "./data/localities.json";
import { factPlaceholders, fillPlaceholders } from "./placeholders";
import {
  SeoDescriptionSchema,
  SeoTitleSchema,
  ServicePageSeoSchema,
  SlugSchema,
  fieldIssues,
  servicePath,
} from "./page-seo-schema";

/**
 * The Hyderabad localities the workshop serves from Madhapur, one page each at
 * /service/{slug} (docs/product.md#route-service-pages: 18 locality pages, each with location,
 * description, landmarks, services, three reasons to choose, optional page title and meta
 * description). Distances are approximate road distances from the workshop.
 */

/** A reason to choose the workshop, shown in threes on locality pages. */
export const ReasonSchema = z.object({ title: z.string().min(5), text: z.string().min(40) });

/** A reason to choose; see {@link ReasonSchema}. */
export type Reason = z.infer<typeof ReasonSchema>;

/**
 * A locality page. `intro` is the body text (the spec's location "description");
 * `title` and `description` are the search title and meta description, written as
 * `pageTitle` / `metaDescription` where a locality has its own
 * (docs/product.md#route-service-pages) and generated otherwise. `services` are slugs of service
 * pages.
 */
export const LocalitySchema = ServicePageSeoSchema.safeExtend({
  name: z.string().min(3),
  distanceKm: z.number().min(0),
  direction: z.string().min(4),
  intro: z.string().min(200).max(700),
  typicalCars: z.array(z.string().min(2)).min(3),
  pickupNote: z.string().min(30),
  landmarks: z.array(z.string().min(3)).min(4).max(6),
  services: z.array(SlugSchema).min(4),
  reasons: z.array(ReasonSchema).length(3),
  /**
   * Shown on the home page's service-areas list and brand coverage (docs/product.md#route-home).
   */
  featured: z.boolean(),
  pageTitle: SeoTitleSchema.optional(),
  metaDescription: SeoDescriptionSchema.optional(),
}).superRefine((loc, ctx) => {
  const issue = fieldIssues(ctx);
  if (loc.distanceKm > defaultBusinessFacts.serviceRadiusKm)
    issue("distanceKm", "Outside the service radius");
  if (new Set(loc.landmarks).size !== loc.landmarks.length)
    issue("landmarks", "Landmarks must be unique");
  if (loc.pageTitle && loc.pageTitle !== loc.title)
    issue("title", "A written pageTitle is the page's title");
  if (loc.metaDescription && loc.metaDescription !== loc.description)
    issue("description", "A written metaDescription is the page's description");
});

/** A locality page; see {@link LocalitySchema}. */
export type Locality = z.infer<typeof LocalitySchema>;

/** A reason as written in `data/localities.json`, with `{name}`, `{distanceKm}` and fact placeholders. */
const ReasonTemplateSchema = z.object({ title: z.string(), text: z.string() });

/** The whole of `data/localities.json`. */
const LocalityDataSchema = z.object({
  /** Texts every locality shares, filled with its name, distance and the business facts. */
  generated: z.object({
    pickupAtWorkshop: ReasonTemplateSchema,
    pickup: ReasonTemplateSchema,
    trust: ReasonTemplateSchema,
    title: z.string(),
    description: z.string(),
  }),
  /** What is written per locality; titles, paths and two of the three reasons are derived. */
  /**
   * What is written per locality (everything of {@link LocalitySchema} but the path,
   * reasons, title and description, which are derived) plus `localReason`, the one reason
   * to choose that is particular to it. Checked in full by {@link LocalitySchema}.
   */
  localities: z.array(
    z.looseObject({
      name: z.string(),
      slug: SlugSchema,
      distanceKm: z.number(),
      pageTitle: z.string().optional(),
      metaDescription: z.string().optional(),
      localReason: ReasonSchema,
    }),
  ),
});

const data = LocalityDataSchema.parse(localityData);

/**
 * Completes a written locality: its path, generated search fields and three reasons
 * (pickup, the local reason, warranty and quotes).
 * @param written the entry as written in the JSON
 * @returns the locality page entry (checked by {@link LocalitySchema} afterwards)
 * @throws Error when a text names an unknown placeholder
 */
function locality(written: (typeof data.localities)[number]): Locality {
  const facts = factPlaceholders();
  const { localReason, ...input } = fillPlaceholders(written, facts);
  const generated = fillPlaceholders(data.generated, {
    ...facts,
    name: input.name,
    distanceKm: input.distanceKm,
  });
  return {
    ...(input as Omit<Locality, "path" | "reasons" | "title" | "description">),
    path: servicePath(input.slug),
    reasons: [
      input.distanceKm === 0 ? generated.pickupAtWorkshop : generated.pickup,
      localReason,
      generated.trust,
    ],
    title: input.pageTitle ?? generated.title,
    description: input.metaDescription ?? generated.description,
  };
}

/** The 18 localities, featured first (docs/product.md#route-feeds). */
export const localities: Locality[] = z.array(LocalitySchema).parse(data.localities.map(locality));

/** The six featured localities shown on the home page (docs/product.md#route-home). */
export const featuredLocalities: Locality[] = localities.filter((l) => l.featured);

/**
 * Looks a locality up by slug.
 * @param slug e.g. "banjara-hills"
 * @returns the locality, or undefined when none has that slug
 */
export function getLocality(slug: string): Locality | undefined {
  return localities.find((l) => l.slug === slug);
}
