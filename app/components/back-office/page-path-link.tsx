/**
 * A public page's path as the SEO and Sitemap tabs list it: a link that opens the page in a
 * new tab.
 */
import { cn } from "~/lib/utils";

/**
 * A public page's path as a link that opens the page in a new tab (the SEO and Sitemap tabs).
 * @param path the site-relative path, shown as written; `className` extra classes
 * @returns the link
 */
export function PagePathLink({ path, className }: { path: string; className?: string }) {
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener"
      className={cn(
        "min-w-0 break-all font-mono text-primary underline-offset-4 hover:underline",
        className,
      )}
    >
      {path}
    </a>
  );
}
