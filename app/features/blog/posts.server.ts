/**
 * The blog's posts: every Markdown file in app/catalog/blog/posts, bundled at build time
 * (Vite's `import.meta.glob` reads them into the server bundle, so the build, prerender,
 * the server and tests all see the same files), parsed and rendered once on first use.
 * Server-only (docs/product.md#route-blog: the post bodies and the Markdown library stay out of the
 * browser bundle). A bad post makes the first call throw a {@link BlogPostError} that
 * names the file, which fails the build's prerender and the tests.
 *
 * Imports are relative (no `~/` alias) because react-router.config.ts imports this
 * module for the prerender list and is loaded without the app's aliases.
 */
import type { LinkItem } from "../../catalog/page-seo-schema";
import type { PublicPage } from "../../catalog/site-pages";
import { parseBlogPosts } from "./parse-post.server";
import type { BlogPost, BlogPostSummary } from "./post-schema";

const files = import.meta.glob<string>("../../catalog/blog/posts/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

let cache: BlogPost[] | undefined;

/**
 * Every published post, newest first.
 * @returns the parsed posts (the same array on every call)
 * @throws BlogPostError when a post file is invalid, naming the file
 */
export function getAllPosts(): BlogPost[] {
  cache ??= parseBlogPosts(files);
  return cache;
}

/**
 * The summary of a post, as lists and the feed show it (no body, no links).
 * @returns a new object with the summary fields only
 */
export function toSummary(post: BlogPost): BlogPostSummary {
  const { slug, path, title, description, date, author, tags, wordCount, readingMinutes } = post;
  return { slug, path, title, description, date, author, tags, wordCount, readingMinutes };
}

/**
 * One post by slug.
 * @param slug the path segment after /blog/
 * @returns the post, or undefined when there is none (the route answers 404)
 */
export function getPost(slug: string): BlogPost | undefined {
  return getAllPosts().find((p) => p.slug === slug);
}

/**
 * Posts that name a /service/{slug} page in their front matter (brand, model, service or
 * locality), for the "From our blog" links on that page (docs/product.md#route-service-pages:
 * related pages link back).
 * @param slug the service page's slug, e.g. "bmw-service" or "gachibowli"
 * @param limit at most this many, newest first; default 6
 * @returns title and path of each post
 */
export function postsNaming(slug: string, limit = 6): LinkItem[] {
  return getAllPosts()
    .filter(
      (p) => p.brands.includes(slug) || p.services.includes(slug) || p.localities.includes(slug),
    )
    .slice(0, limit)
    .map((p) => ({ name: p.title, path: p.path }));
}

/**
 * Other posts to read after this one: those sharing the most tags or related pages, then
 * the newest.
 * @param post the post being read
 * @param limit how many; default 3
 * @returns summaries, never including `post` itself
 */
export function morePosts(post: BlogPost, limit = 3): BlogPostSummary[] {
  const mine = new Set([...post.tags, ...post.related.map((r) => r.path)]);
  return getAllPosts()
    .filter((p) => p.slug !== post.slug)
    .map((p, i) => ({
      p,
      i,
      shared: [...p.tags, ...p.related.map((r) => r.path)].filter((x) => mine.has(x)).length,
    }))
    .sort((a, b) => b.shared - a.shared || a.i - b.i)
    .slice(0, limit)
    .map(({ p }) => toSummary(p));
}

/**
 * The posts as sitemap entries (docs/product.md#route-feeds: about 25 blog posts under
 * /blog/{slug}): monthly, priority 0.6, last modified on the publish date.
 * @returns one public page per post, newest first
 */
export function blogPostPages(): PublicPage[] {
  return getAllPosts().map((p) => ({
    path: p.path,
    kind: "blog",
    title: p.title,
    description: p.description,
    changefreq: "monthly",
    priority: 0.6,
    lastmod: p.date,
  }));
}
