import { CalendarDays, Clock, UserRound } from "lucide-react";
import { cn } from "~/lib/utils";
import { formatPostDate } from "./post-date";
import type { BlogAuthor } from "./post-schema";

/** Props of {@link PostMeta}. */
export interface PostMetaProps {
  /**
   * The post: publish date "yyyy-MM-dd", reading time in whole minutes and the author,
   * shown with their role when given.
   */
  post: { date: string; readingMinutes: number; author?: BlogAuthor };
  /** Light text for a navy background. */
  onNavy?: boolean;
  className?: string;
}

/**
 * A post's byline: author and role (when given), publish date in a `<time>` element and
 * reading time (docs/product.md#route-blog: each post shows author, date and reading time).
 */
export function PostMeta({ post, onNavy = false, className }: PostMetaProps) {
  const { date, readingMinutes, author } = post;
  const icon = cn("size-4 shrink-0", onNavy ? "text-gold" : "text-muted-foreground");
  return (
    <ul
      className={cn(
        "flex flex-wrap items-center gap-x-5 gap-y-1.5 text-sm",
        onNavy ? "text-primary-foreground/85" : "text-muted-foreground",
        className,
      )}
    >
      {author && (
        <li className="flex items-center gap-1.5">
          <UserRound className={icon} aria-hidden />
          <span>
            <span
              className={cn(
                "font-semibold",
                onNavy ? "text-primary-foreground" : "text-foreground",
              )}
            >
              {author.name}
            </span>
            , {author.role}
          </span>
        </li>
      )}
      <li className="flex items-center gap-1.5">
        <CalendarDays className={icon} aria-hidden />
        <time dateTime={date}>{formatPostDate(date)}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <Clock className={icon} aria-hidden />
        <span>{readingMinutes} min read</span>
      </li>
    </ul>
  );
}

/** Props of {@link TagList}. */
export interface TagListProps {
  tags: string[];
  onNavy?: boolean;
  className?: string;
}

/** A post's tags as small labels, in a list named "Tags". */
export function TagList({ tags, onNavy = false, className }: TagListProps) {
  return (
    <ul aria-label="Tags" className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className={cn(
            "rounded-full px-2.5 py-0.5 text-xs font-medium",
            onNavy
              ? "border border-gold/60 text-primary-foreground"
              : "bg-secondary text-secondary-foreground",
          )}
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
