import { SectionBlock } from "~/components/site/section-block";
import { data } from "react-router";
import type { Route } from "./+types/blog.post";
import { PostCard } from "~/features/blog/post-card";
import { PostMeta, TagList } from "~/features/blog/post-meta";
import { getPost, morePosts } from "~/features/blog/posts.server";
import { proseClasses } from "~/features/blog/prose";
import { ContactPrompt } from "~/features/marketing/contact-prompt";
import { LinkList } from "~/features/marketing/link-list";
import { blogPostingJsonLd } from "~/features/seo/content-json-ld";
import { seoContextFrom, seoMeta } from "~/features/seo/seo-meta";
import { staticPageHandle } from "~/lib/route-handle";

/**
 * The post for the slug, its body already rendered to HTML, and three more posts to read.
 * An unknown slug answers 404 (the root error boundary shows it).
 */
export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  const { internalLinks: _links, brands: _b, services: _s, localities: _l, ...view } = post;
  return { post: view, more: morePosts(post) };
}

/** Title, description, canonical URL, article Open Graph type and BlogPosting JSON-LD. */
export const meta: Route.MetaFunction = ({ matches, data }) => {
  if (!data) return [{ title: "Page Not Found" }];
  const { post } = data;
  const ctx = seoContextFrom(matches);
  const jsonLd = ctx ? [blogPostingJsonLd(post, ctx.business, ctx.siteUrl)] : [];
  return seoMeta(
    {
      title: post.title,
      description: post.description,
      path: post.path,
      keywords: post.tags,
      ogType: "article",
      jsonLd,
    },
    matches,
  );
};

/** A static page: complete as HTML, ships no JavaScript (docs/decisions/0004). */
export const handle = staticPageHandle;

/**
 * /blog/{slug} (docs/product.md#route-blog): the title as the page's one h1, author, date, reading
 * time and tags, the body, links to the brand, service and locality pages it is about, more posts
 * and a closing call / WhatsApp / book block.
 */
export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, more } = loaderData;
  return (
    <>
      <article aria-labelledby="post-title">
        <header className="bg-primary text-primary-foreground">
          <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
            <TagList tags={post.tags} onNavy />
            <h1
              id="post-title"
              className="mt-4 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl"
            >
              {post.title}
            </h1>
            <p className="mt-4 text-base leading-relaxed text-primary-foreground/85 sm:text-lg">
              {post.description}
            </p>
            <PostMeta post={post} onNavy className="mt-6" />
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
          {/* Our own Markdown, rendered on the server at build time. */}
          <div className={proseClasses} dangerouslySetInnerHTML={{ __html: post.html }} />
          {post.related.length > 0 && (
            <aside
              aria-labelledby="post-related-heading"
              className="mt-12 rounded-xl border bg-secondary p-5 sm:p-6"
            >
              <h2 id="post-related-heading" className="text-lg font-bold">
                Related services and areas
              </h2>
              <LinkList links={post.related} className="mt-2" />
            </aside>
          )}
        </div>
      </article>

      {more.length > 0 && (
        <SectionBlock id="more-posts" title="More From Our Blog" tone="muted">
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {more.map((p) => (
              <li key={p.slug}>
                <PostCard post={p} headingLevel={3} />
              </li>
            ))}
          </ul>
        </SectionBlock>
      )}

      <ContactPrompt
        id="contact-blog"
        title="Talk to Our Service Team"
        text="Questions about your car? Call or message us for free advice and an estimate, or book online and we will collect your car from your door."
      />
    </>
  );
}
