/**
 * Turns one Markdown post file into a checked, rendered post (docs/product.md#route-blog: posts are
 * Markdown files rendered at build time with a well-kept Markdown library). Server-only:
 * marked and gray-matter must never reach the browser bundle, and the `.server` name
 * makes the bundler refuse if anything client-side imports this module.
 *
 * Imports are relative (no `~/` alias): react-router.config.ts reaches this module
 * through the public-pages list and is loaded without the app's aliases.
 */
import matter from "gray-matter";
import { Marked, type Token, type Tokens } from "marked";
import { getBrandPage } from "../../catalog/brand-pages";
import { healthFindingsMarkdown, healthPointsMarkdown } from "../../catalog/health-check";
import { getLocality } from "../../catalog/localities";
import { getModelPage } from "../../catalog/models";
import { SlugSchema, type LinkItem } from "../../catalog/page-seo-schema";
import { getServicePage } from "../../catalog/services";
import { BlogFrontMatterSchema, blogAuthors, readingMinutes, type BlogPost } from "./post-schema";

/** A post file that cannot be published; the message names the file and every problem. */
export class BlogPostError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Blog post ${file}: ${problems.join("; ")}`);
    this.name = "BlogPostError";
  }
}

/** Heading text to an anchor id: lower-case words joined by hyphens. */
function anchorId(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/&[a-z#0-9]+;/g, "")
      .replace(/<[^>]*>/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

/** The words of rendered HTML: tags and entities removed, split on white space. */
export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .trim();
  return text ? text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0;
}

/**
 * Lists a post takes from the catalogue instead of copying them: a line holding only
 * `{{name}}` becomes the Markdown the catalogue writes (docs/product.md#health-check: the
 * health-check post lists the catalogue's 25 points and three findings).
 */
const catalogueBlocks: Record<string, () => string> = {
  "health-check-points": healthPointsMarkdown,
  "health-check-findings": healthFindingsMarkdown,
};

/**
 * Fills a post body's catalogue blocks ({@link catalogueBlocks}).
 * @param body the Markdown after the front matter
 * @returns the Markdown with each `{{name}}` line replaced, and a problem for each name the
 *   catalogue does not have
 */
export function fillCatalogueBlocks(body: string): { markdown: string; problems: string[] } {
  const problems: string[] = [];
  const markdown = body.replace(/^\{\{([^}\n]*)\}\}[ \t]*$/gm, (line, name: string) => {
    const block = catalogueBlocks[name.trim()];
    if (block) return block();
    problems.push(`unknown catalogue block "${line.trim()}"`);
    return "";
  });
  return { markdown, problems };
}

/** Where a link may point: a site path, a fragment, or a web, mail or phone address. */
const allowedHref = /^(?:\/|#|https?:\/\/|mailto:|tel:)/;

/**
 * Renders a post body to HTML and checks its structure.
 * @param body the Markdown after the front matter
 * @returns the HTML, the site paths the body links to, and the problems found (an h1 —
 *   the page's own title is the one h1 —, raw HTML, or a link that is neither a site
 *   path nor a web, mail or phone address)
 */
export function renderPostBody(body: string): {
  html: string;
  internalLinks: string[];
  problems: string[];
} {
  const problems: string[] = [];
  const internalLinks: string[] = [];
  const usedIds = new Set<string>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        let id = anchorId(inner);
        for (let n = 2; usedIds.has(id); n++) id = `${anchorId(inner)}-${n}`;
        usedIds.add(id);
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
    },
  });
  const tokens = marked.lexer(body);
  marked.walkTokens(tokens, (token: Token) => {
    if (token.type === "heading" && (token as Tokens.Heading).depth === 1) {
      problems.push(
        `use "##" for sections, not a "#" heading ("${(token as Tokens.Heading).text}")`,
      );
    }
    if (token.type === "html")
      problems.push(`raw HTML is not allowed (${token.raw.trim().slice(0, 40)})`);
    if (token.type === "link" || token.type === "image") {
      const href = (token as Tokens.Link).href;
      if (!allowedHref.test(href))
        problems.push(
          `link "${href}" must be a site path such as /service/bmw-service or a full web address`,
        );
      else if (href.startsWith("/")) internalLinks.push(href.replace(/[?#].*$/, "") || "/");
    }
  });
  // A wide table scrolls inside its own box instead of widening a phone screen (raw HTML
  // is refused, so every table here is one marked rendered).
  const html = marked
    .parser(tokens)
    .replace(/<table>/g, '<div class="overflow-x-auto"><table>')
    .replace(/<\/table>/g, "</table></div>");
  return { html, internalLinks, problems };
}

/** The page a brand, service or locality slug names, as a link; undefined when unknown. */
function relatedLink(kind: "brand" | "service" | "locality", slug: string): LinkItem | undefined {
  if (kind === "brand") {
    const brand = getBrandPage(slug);
    if (brand) return { name: `${brand.brandName} Service`, path: brand.path };
    const model = getModelPage(slug);
    return model ? { name: `${model.name} Service`, path: model.path } : undefined;
  }
  if (kind === "service") {
    const service = getServicePage(slug);
    return service ? { name: service.name, path: service.path } : undefined;
  }
  const locality = getLocality(slug);
  return locality ? { name: `Car Service in ${locality.name}`, path: locality.path } : undefined;
}

/**
 * Parses one post file (YAML front matter, then a Markdown body).
 * @param file the file name, e.g. "bmw-service-intervals.md"; the slug is the name without ".md"
 * @param raw the file's text
 * @returns the post with its summary fields, related links, reading time and HTML
 * @throws BlogPostError naming the file and listing every problem: a file name that is
 *   not a kebab-case slug, front matter that fails {@link BlogFrontMatterSchema} (field
 *   and message), an empty body, or a body problem found by {@link renderPostBody}
 */
export function parseBlogPost(file: string, raw: string): BlogPost {
  const slug = file.replace(/^.*\//, "").replace(/\.md$/, "");
  const problems: string[] = [];
  if (!SlugSchema.safeParse(slug).success)
    problems.push(`file name "${slug}" must be a kebab-case slug`);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object keeps gray-matter from caching by content across files.
    parsed = matter(raw, {});
  } catch (error) {
    throw new BlogPostError(file, [
      `front matter is not valid YAML (${(error as Error).message.split("\n")[0]})`,
    ]);
  }
  const front = BlogFrontMatterSchema.safeParse(parsed.data);
  if (!front.success) {
    for (const issue of front.error.issues)
      problems.push(`${issue.path.join(".") || "front matter"}: ${issue.message}`);
  }
  if (!parsed.content.trim()) problems.push("the body is empty");
  const filled = fillCatalogueBlocks(parsed.content);
  problems.push(...filled.problems);
  const body = renderPostBody(filled.markdown);
  problems.push(...body.problems);
  if (problems.length || !front.success) throw new BlogPostError(file, problems);

  const fm = front.data;
  const author = blogAuthors.find((a) => a.name === fm.author)!;
  const wordCount = countWords(body.html);
  const related = [
    ...fm.brands.map((s) => relatedLink("brand", s)),
    ...fm.services.map((s) => relatedLink("service", s)),
    ...fm.localities.map((s) => relatedLink("locality", s)),
  ].filter((l): l is LinkItem => l !== undefined);
  return {
    slug,
    path: `/blog/${slug}`,
    title: fm.title,
    description: fm.description,
    date: fm.date,
    author: { name: author.name, role: author.role },
    tags: fm.tags,
    wordCount,
    readingMinutes: readingMinutes(wordCount),
    brands: fm.brands,
    services: fm.services,
    localities: fm.localities,
    related,
    internalLinks: body.internalLinks,
    html: body.html,
  };
}

/**
 * Sorts posts newest first; posts of the same day by title.
 * @returns a new array
 */
export function newestFirst<T extends { date: string; title: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) =>
    a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1,
  );
}

/**
 * Parses every post file and checks that no two share a slug.
 * @param files file name (or path) → file text
 * @returns the posts, newest first
 * @throws BlogPostError for the first bad file, or Error listing duplicate slugs
 */
export function parseBlogPosts(files: Record<string, string>): BlogPost[] {
  const posts = Object.entries(files).map(([file, raw]) => parseBlogPost(file, raw));
  const slugs = posts.map((p) => p.slug);
  const dupes = slugs.filter((s, i) => slugs.indexOf(s) !== i);
  if (dupes.length) throw new Error(`Blog posts share a slug: ${[...new Set(dupes)].join(", ")}`);
  return newestFirst(posts);
}
