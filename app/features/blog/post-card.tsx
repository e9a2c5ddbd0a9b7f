import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { PostMeta, TagList } from "./post-meta";
import type { BlogPostSummary } from "./post-schema";

/** Props of {@link PostCard}. */
export interface PostCardProps {
  post: BlogPostSummary;
  /** The heading level of the title: h2 on /blog, h3 under a section heading. Default 2. */
  headingLevel?: 2 | 3;
}

/**
 * A post in a list (/blog, "More from our blog"): tags, title linking to the post,
 * description, and date, reading time and author.
 */
export function PostCard({ post, headingLevel = 2 }: PostCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md sm:p-6">
      <TagList tags={post.tags} />
      <Heading className="mt-3 text-lg leading-snug font-bold text-pretty sm:text-xl">
        <Link
          to={post.path}
          className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl group-hover:text-primary group-hover:underline group-hover:underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          {post.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">
        {post.description}
      </p>
      <PostMeta post={post} className="mt-4" />
      <span
        aria-hidden
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary"
      >
        Read article <ArrowRight className="size-4" />
      </span>
    </article>
  );
}
