import { z } from "zod";
import { brandPages } from "./brand-pages";
import { brands } from "./brands";
import corePageData from "./data/core-pages.json";
import { localities } from "./localities";
import { modelPages } from "./models";
import { factPlaceholders, fillPlaceholders } from "./placeholders";
import {
  KeywordsSchema,
  PathSchema,
  SeoDescriptionSchema,
  SeoTitleSchema,
} from "./page-seo-schema";
import { servicePages } from "./services";

/**
 * The public pages of the site and the sitemap built from them (docs/product.md#seo: core pages,
 * brand pages, locality pages, service types and blog posts, with change frequencies weekly,
 * monthly or yearly and priorities between 0.3 and 1.0; docs/product.md#seo: /sitemap.xml is
 * generated from the catalogue).
 */

/** Sitemap change frequencies used by the site (docs/product.md#seo). */
export const changeFrequencies = ["weekly", "monthly", "yearly"] as const;

/** A sitemap change frequency. */
export type ChangeFrequency = (typeof changeFrequencies)[number];

/** Sitemap priority, 0.3 to 1.0 in steps of 0.1 (docs/product.md#seo). */
export const PrioritySchema = z
  .number()
  .min(0.3)
  .max(1)
  .refine((p) => Math.abs(p * 10 - Math.round(p * 10)) < 1e-9, "Priorities go in steps of 0.1");

/** What kind of page an entry is. */
export const pageKinds = ["core", "brand", "model", "service", "locality", "blog"] as const;

/**
 * One public URL: path, search title and description, sitemap change frequency and
 * priority, and optionally the date it last changed.
 */
export const PublicPageSchema = z.object({
  path: PathSchema,
  kind: z.enum(pageKinds),
  title: SeoTitleSchema,
  description: SeoDescriptionSchema,
  changefreq: z.enum(changeFrequencies),
  priority: PrioritySchema,
  lastmod: z.iso.date().optional(),
});

/** A public URL; see {@link PublicPageSchema}. */
export type PublicPage = z.infer<typeof PublicPageSchema>;

/** A core page: a public page with its visible name and search keywords. */
export const CorePageSchema = PublicPageSchema.extend({
  kind: z.literal("core"),
  name: z.string().min(3),
  keywords: KeywordsSchema,
});

/** A core page; see {@link CorePageSchema}. */
export type CorePage = z.infer<typeof CorePageSchema>;

/** The core public pages (docs/product.md#routes; docs/product.md#route-feeds). */
export const corePages: CorePage[] = z
  .array(CorePageSchema)
  .parse(fillPlaceholders(corePageData, factPlaceholders()));

/**
 * Every public URL of the site, for the sitemap and the SEO audit (docs/product.md#route-feeds;
 * docs/product.md#route-admin and #seo): core pages, brand pages (luxury 0.8, popular
 * 0.7), model pages, service and service-type pages (0.8) and localities (featured 0.7,
 * others 0.6), followed by any extra entries such as blog posts.
 * @param extra further public pages to include, e.g. blog posts under /blog/{slug};
 *   checked with {@link PublicPageSchema}
 * @returns one entry per URL, in the order above
 * @throws Error when two entries share a path, or a ZodError when an extra entry is invalid
 */
export function allPublicPages(extra: PublicPage[] = []): PublicPage[] {
  const brandType = (slug: string) => brands.find((b) => b.slug === slug)?.type;
  const pages: PublicPage[] = [
    ...corePages.map(({ path, kind, title, description, changefreq, priority }) => ({
      path,
      kind,
      title,
      description,
      changefreq,
      priority,
    })),
    ...brandPages.map((p): PublicPage => ({
      path: p.path,
      kind: "brand",
      title: p.title,
      description: p.description,
      changefreq: "monthly",
      priority: brandType(p.brandSlug) === "luxury" ? 0.8 : 0.7,
    })),
    ...modelPages.map((p): PublicPage => ({
      path: p.path,
      kind: "model",
      title: p.title,
      description: p.description,
      changefreq: "monthly",
      priority: 0.7,
    })),
    ...servicePages.map((p): PublicPage => ({
      path: p.path,
      kind: "service",
      title: p.title,
      description: p.description,
      changefreq: "monthly",
      priority: 0.8,
    })),
    ...localities.map((l): PublicPage => ({
      path: l.path,
      kind: "locality",
      title: l.title,
      description: l.description,
      changefreq: "monthly",
      priority: l.featured ? 0.7 : 0.6,
    })),
    ...z.array(PublicPageSchema).parse(extra),
  ];
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.path)) throw new Error(`Duplicate public page: ${page.path}`);
    seen.add(page.path);
  }
  return pages;
}
