/**
 * The blog's post format (docs/product.md#route-blog): the front matter every post file carries,
 * its authors, and the shapes the pages receive. Client-safe: zod and the catalogue only.
 *
 * Imports are relative (no `~/` alias) because react-router.config.ts reaches this module
 * through the public-pages list, and the config is loaded without the app's aliases.
 */
import { z } from "zod";
import { brandPages } from "../../catalog/brand-pages";
import { localities } from "../../catalog/localities";
import { modelPages } from "../../catalog/models";
import {
  SeoDescriptionSchema,
  SeoTitleSchema,
  SlugSchema,
  type LinkItem,
} from "../../catalog/page-seo-schema";
import { servicePages } from "../../catalog/services";

/** The people who write for the blog, with the role shown under their name. */
export const blogAuthors = [
  { name: "Ravi Teja Reddy", role: "Service Manager" },
  { name: "Syed Imran", role: "Senior Technician" },
  { name: "Priya Nair", role: "Customer Care Lead" },
] as const;

/** A blog author's name; see {@link blogAuthors}. */
export type BlogAuthorName = (typeof blogAuthors)[number]["name"];

/** A blog author: name and role. */
export interface BlogAuthor {
  name: string;
  role: string;
}

const authorNames = blogAuthors.map((a) => a.name) as [BlogAuthorName, ...BlogAuthorName[]];

/** Average reading speed used for the reading time, in words per minute. */
const WORDS_PER_MINUTE = 200;

/**
 * The reading time shown on a post.
 * @param words the number of words in the post's body
 * @returns whole minutes, words / {@link WORDS_PER_MINUTE} rounded up, at least 1
 */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** A slug list whose every entry must be one of `known`; the message names the bad entry. */
function slugListSchema(kind: string, known: readonly string[]) {
  const set = new Set(known);
  return z
    .array(SlugSchema)
    .default([])
    .superRefine((slugs, ctx) => {
      slugs.forEach((slug, i) => {
        if (!set.has(slug))
          ctx.addIssue({ code: "custom", path: [i], message: `Unknown ${kind} page "${slug}"` });
      });
      if (new Set(slugs).size !== slugs.length)
        ctx.addIssue({ code: "custom", message: `A ${kind} page is listed twice` });
    });
}

/** The brand and model page slugs a post may name under `brands`. */
const brandLinkSlugs: string[] = [
  ...brandPages.map((p) => p.slug),
  ...modelPages.map((p) => p.slug),
];
/** The service page slugs a post may name under `services`. */
const serviceLinkSlugs: string[] = servicePages.map((p) => p.slug);
/** The locality page slugs a post may name under `localities`. */
const localityLinkSlugs: string[] = localities.map((l) => l.slug);

/**
 * A publish date: YAML reads an unquoted `2026-03-14` as a Date (UTC midnight), a quoted
 * one as a string; both become "yyyy-MM-dd", and only real calendar dates pass.
 */
const PublishDateSchema = z.preprocess(
  (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v),
  z.iso.date("Date must be a calendar date written yyyy-mm-dd"),
);

/**
 * A post's front matter (the YAML block at the top of each file in
 * app/catalog/blog/posts): title (a search title, 30-60 characters), description (a meta
 * description, 70-160), publish date, author (one of {@link blogAuthors}), one to six
 * tags, and the brand, service and locality pages it relates to, by slug under
 * /service/{slug}. Unknown keys are refused, so a misspelt field name fails loudly.
 */
export const BlogFrontMatterSchema = z
  .object({
    title: SeoTitleSchema,
    description: SeoDescriptionSchema,
    date: PublishDateSchema,
    author: z.enum(authorNames),
    tags: z.array(z.string().trim().min(2).max(32)).min(1).max(6),
    brands: slugListSchema("brand", brandLinkSlugs),
    services: slugListSchema("service", serviceLinkSlugs),
    localities: slugListSchema("locality", localityLinkSlugs),
  })
  .strict();

/** What lists and feeds need of a post (no body). */
export interface BlogPostSummary {
  /** The file name without ".md"; the post lives at /blog/{slug}. */
  slug: string;
  path: string;
  title: string;
  description: string;
  /** Publish date "yyyy-MM-dd" (Asia/Kolkata calendar date). */
  date: string;
  author: BlogAuthor;
  tags: string[];
  /** Words in the body. */
  wordCount: number;
  /** Whole minutes; see {@link readingMinutes}. */
  readingMinutes: number;
}

/** A whole post: the summary plus its related pages and the body rendered to HTML. */
export interface BlogPost extends BlogPostSummary {
  brands: string[];
  services: string[];
  localities: string[];
  /** The brand, service and locality pages it names, in that order, as links. */
  related: LinkItem[];
  /** Site paths the body links to (without query or fragment), in order of appearance. */
  internalLinks: string[];
  /** The body as HTML (own content, rendered at build time). */
  html: string;
}
