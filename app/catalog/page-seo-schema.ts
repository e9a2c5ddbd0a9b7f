import { z } from "zod";
import { servicePath } from "./service-slugs";

/**
 * Shared building blocks for catalogue entries that become pages: slugs, paths and the
 * search fields every page carries (docs/product.md#seo: per-page title, description,
 * canonical URL). Client-safe.
 */

/** Search titles are kept between these lengths so results pages show them whole. */
export const TITLE_MIN = 30;
export const TITLE_MAX = 60;
/** Meta descriptions are kept between these lengths (shorter reads thin, longer is cut). */
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

/** A kebab-case slug: lower-case letters and digits joined by single hyphens. */
export const SlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug must be kebab-case");

/** A site-relative path: "/" or segments of kebab-case slugs. */
export const PathSchema = z
  .string()
  .regex(
    /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/,
    "Path must be site-relative and kebab-case",
  );

/** An SEO title within {@link TITLE_MIN}..{@link TITLE_MAX} characters. */
export const SeoTitleSchema = z.string().min(TITLE_MIN).max(TITLE_MAX);

/** A meta description within {@link DESCRIPTION_MIN}..{@link DESCRIPTION_MAX} characters. */
export const SeoDescriptionSchema = z.string().min(DESCRIPTION_MIN).max(DESCRIPTION_MAX);

/** Search keywords: at least three, none blank. */
export const KeywordsSchema = z.array(z.string().trim().min(2)).min(3);

/** The search fields every page-making entry carries. */
export const PageSeoSchema = z.object({
  slug: SlugSchema,
  path: PathSchema,
  title: SeoTitleSchema,
  description: SeoDescriptionSchema,
  keywords: KeywordsSchema,
});

/** Search fields of a page; see {@link PageSeoSchema}. */
export type PageSeo = z.infer<typeof PageSeoSchema>;

/** A question and answer shown on a page (and usable as FAQ structured data). */
export const FaqSchema = z.object({
  question: z.string().min(10).endsWith("?"),
  answer: z.string().min(20),
});

/** One question and answer; see {@link FaqSchema}. */
export type Faq = z.infer<typeof FaqSchema>;

/** A link item: a visible name and a site path (docs/product.md#catalogue). */
export const LinkItemSchema = z.object({ name: z.string().min(2), path: PathSchema });

/** A link item; see {@link LinkItemSchema}. */
export type LinkItem = z.infer<typeof LinkItemSchema>;

// The path of a page under /service, kept with the service pages' slugs (client-light).
export { servicePath } from "./service-slugs";

/** Adds a custom issue at a top-level field; see {@link fieldIssues}. */
export type FieldIssue = (field: string, message: string) => void;

/**
 * The issue reporter of a zod `superRefine` over a catalogue entry.
 * @param ctx the refinement context
 * @returns `issue(field, message)`, which adds a custom issue at that field
 */
export function fieldIssues(ctx: z.RefinementCtx): FieldIssue {
  return (field, message) => ctx.addIssue({ code: "custom", path: [field], message });
}

/**
 * Checks that a catalogue page lives at `/service/{slug}` (docs/product.md#route-service-pages).
 * @param issue the entry's reporter from {@link fieldIssues}
 * @param slug the entry's slug
 * @param path the entry's path as written or derived
 * @param field the path field's name, "path" or "route"; reported as "Path must be …"
 *   or "Route must be …"
 */
export function checkServicePath(
  issue: FieldIssue,
  slug: string,
  path: string,
  field: "path" | "route" = "path",
): void {
  const expected = servicePath(slug);
  if (path !== expected) issue(field, `${field === "path" ? "Path" : "Route"} must be ${expected}`);
}

/**
 * The search fields of a `/service/{slug}` page entry: {@link PageSeoSchema}, checked to
 * live at `/service/{slug}` (docs/product.md#route-service-pages). Add the entry's other
 * fields with `.safeExtend`, which keeps the check.
 */
export const ServicePageSeoSchema = PageSeoSchema.superRefine((page, ctx) =>
  checkServicePath(fieldIssues(ctx), page.slug, page.path),
);
