import type { Route } from "./+types/blog";
import { Rss } from "lucide-react";
import { PostCard } from "~/features/blog/post-card";
import { getAllPosts, toSummary } from "~/features/blog/posts.server";
import { LinkList } from "~/features/marketing/link-list";
import { PageHero } from "~/features/marketing/page-hero";
import { blogPageContent } from "~/features/marketing/page-content";
import { SectionBlock } from "~/components/site/section-block";
import { blogJsonLd } from "~/features/seo/content-json-ld";
import { seoContextFrom, seoMeta } from "~/features/seo/seo-meta";
import { staticPageHandle } from "~/lib/route-handle";
import { languages, translatedLocales } from "~/catalog/languages";
import { translatorFor } from "~/lib/i18n.server";

/**
 * Search fields of /blog, every post's summary (newest first), the service pages, and the line
 * saying in Telugu and Hindi that the articles are in English (docs/decisions/0026: the blog
 * stays English).
 */
export function loader() {
  return {
    ...blogPageContent(),
    posts: getAllPosts().map(toSummary),
    englishOnly: translatedLocales.map((locale) => ({
      lang: languages[locale].htmlLang,
      text: translatorFor(locale).t("content.blog.englishOnly"),
    })),
  };
}

/** Title, description, canonical URL and a Blog JSON-LD block listing the posts. */
export const meta: Route.MetaFunction = ({ matches, data }) => {
  if (!data) return [];
  const ctx = seoContextFrom(matches);
  const jsonLd = ctx ? [blogJsonLd(data.posts, ctx.business, ctx.siteUrl)] : [];
  return seoMeta({ ...data.seo, jsonLd }, matches);
};

/** A static page: complete as HTML, ships no JavaScript (docs/decisions/0004). */
export const handle = staticPageHandle;

/**
 * /blog (docs/product.md#route-blog): every post newest first with its tags, description, date and
 * reading time.
 */
export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Car care advice"
        title="Car Care Blog"
        lead="Practical advice from our service manager, technicians and customer care team for driving and owning a car in Hyderabad: service intervals, summer and monsoon care, parts, prices and what happens when you book with us."
      >
        <a
          href="/rss.xml"
          className="inline-flex items-center gap-2 self-start rounded-md text-sm font-semibold text-primary-foreground underline underline-offset-4 outline-none hover:text-gold focus-visible:ring-[3px] focus-visible:ring-gold"
        >
          <Rss className="size-4 text-gold" aria-hidden />
          Subscribe to the RSS feed
        </a>
        <div className="grid gap-1 text-sm text-primary-foreground/85">
          {loaderData.englishOnly.map((note) => (
            <p key={note.lang} lang={note.lang}>
              {note.text}
            </p>
          ))}
        </div>
      </PageHero>

      <section aria-label="Articles, newest first" className="py-12 sm:py-16">
        <div className="mx-auto max-w-6xl px-4">
          {posts.length === 0 ? (
            <p className="text-muted-foreground">
              Our first articles are on their way. Please check back soon.
            </p>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <SectionBlock
        id="blog-services"
        title="Our Services"
        intro="What each service includes and what it costs."
        tone="muted"
      >
        <LinkList links={loaderData.serviceLinks} columns={3} />
      </SectionBlock>
    </>
  );
}
