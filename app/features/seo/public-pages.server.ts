/**
 * The one list of every public URL (docs/product.md#route-admin and #seo;
 * docs/product.md#route-feeds): the catalogue's pages plus the blog's posts. The sitemap, the
 * prerender list in react-router.config.ts and the public-page checks all read it, so a new post
 * appears in all of them at once. Server-only because the posts are read from their Markdown files.
 *
 * Imports are relative (no `~/` alias): react-router.config.ts imports this module and is
 * loaded without the app's aliases.
 */
import { allPublicPages, type PublicPage } from "../../catalog/site-pages";
import { blogPostPages } from "../blog/posts.server";

/**
 * Every public page: core pages, brand, model, service and locality pages, then one entry
 * per blog post (newest first).
 * @returns the pages, each path once
 * @throws Error on a duplicate path; BlogPostError when a post file is invalid
 */
export function publicPages(): PublicPage[] {
  return allPublicPages(blogPostPages());
}
