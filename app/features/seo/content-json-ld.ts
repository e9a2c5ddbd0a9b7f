/**
 * JSON-LD for the content pages (docs/product.md#seo): BlogPosting for each post, Blog for the post
 * list and FAQPage for /faq. Every figure comes from the post or the business facts.
 * Client-safe (pure functions).
 */
import type { BusinessFacts } from "~/catalog/business";

type JsonLd = Record<string, unknown>;

/** The business as a post's publisher, pointing at the site's AutoRepair block by @id. */
function publisher(business: BusinessFacts, siteUrl: string): JsonLd {
  return {
    "@type": "AutoRepair",
    "@id": `${siteUrl}/#business`,
    name: business.name,
    url: `${siteUrl}/`,
  };
}

/** What a BlogPosting needs of a post. */
export interface BlogPostingInput {
  title: string;
  description: string;
  path: string;
  /** "yyyy-MM-dd". */
  date: string;
  author: { name: string; role: string };
  tags: string[];
  wordCount: number;
}

/**
 * A schema.org BlogPosting: headline, description, datePublished (and dateModified, the
 * same day), author as a Person with their job title, the business as publisher, and
 * mainEntityOfPage set to the post's canonical URL.
 * @param post the post's fields
 * @param business the effective business facts
 * @param siteUrl SITE_URL without a trailing slash
 */
export function blogPostingJsonLd(
  post: BlogPostingInput,
  business: BusinessFacts,
  siteUrl: string,
): JsonLd {
  const url = `${siteUrl}${post.path}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: "en-IN",
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: {
      "@type": "Person",
      name: post.author.name,
      jobTitle: post.author.role,
      worksFor: { "@id": `${siteUrl}/#business` },
    },
    publisher: publisher(business, siteUrl),
    keywords: post.tags.join(", "),
    wordCount: post.wordCount,
  };
}

/**
 * A schema.org Blog listing its posts, for /blog.
 * @param posts title, path and date of each post, newest first
 * @param business the effective business facts
 * @param siteUrl SITE_URL without a trailing slash
 */
export function blogJsonLd(
  posts: ReadonlyArray<{ title: string; path: string; date: string }>,
  business: BusinessFacts,
  siteUrl: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: `${business.name} Car Care Blog`,
    url: `${siteUrl}/blog`,
    inLanguage: "en-IN",
    publisher: publisher(business, siteUrl),
    blogPost: posts.map((p) => ({
      "@type": "BlogPosting",
      headline: p.title,
      url: `${siteUrl}${p.path}`,
      datePublished: p.date,
    })),
  };
}

/**
 * A schema.org FAQPage whose questions and answers are exactly those shown on the page.
 * @param faqs question and plain-text answer pairs
 */
export function faqPageJsonLd(faqs: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}
