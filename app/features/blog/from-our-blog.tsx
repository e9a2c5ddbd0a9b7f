import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { SectionBlock } from "~/components/site/section-block";
import type { LinkItem } from "~/catalog/page-seo-schema";

/** Props of {@link FromOurBlog}. */
export interface FromOurBlogProps {
  /** Posts that name this page, newest first. Nothing renders when empty. */
  posts: LinkItem[];
  /** Unique section id on the page. Default "from-our-blog". */
  id?: string;
  tone?: "plain" | "muted";
}

/**
 * "From our blog": links from a brand, model, service or locality page to the posts that
 * name it (docs/product.md#route-service-pages: related pages link back to the posts that link to
 * them).
 */
export function FromOurBlog({ posts, id = "from-our-blog", tone = "plain" }: FromOurBlogProps) {
  if (posts.length === 0) return null;
  return (
    <SectionBlock
      id={id}
      title="From Our Blog"
      intro="Advice from our service team on looking after your car."
      tone={tone}
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((p) => (
          <li key={p.path}>
            <Link
              to={p.path}
              className="flex h-full items-start gap-3 rounded-xl border bg-card p-4 font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              <BookOpen className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
              <span>{p.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm">
        <Link to="/blog" className="font-semibold text-primary underline underline-offset-4">
          All articles on our blog
        </Link>
      </p>
    </SectionBlock>
  );
}
