import type * as React from "react";
import { cn } from "~/lib/utils";

/** Props of {@link SectionBlock}. */
export interface SectionBlockProps {
  /** Unique on the page; the heading gets `${id}-heading` and labels the section. */
  id: string;
  /** The section's h2. */
  title: string;
  /** A short line under the heading. */
  intro?: React.ReactNode;
  /** Background: plain, muted grey or navy (white text). Default plain. */
  tone?: "plain" | "muted" | "navy";
  /** Centre the heading and intro. Default false. */
  centered?: boolean;
  className?: string;
  children: React.ReactNode;
}

/**
 * A page section with an h2 that names it (`<section aria-labelledby>`), in the site's
 * 6xl container. Used by every marketing page (docs/product.md#routes: home, /services, brand,
 * locality and about pages are built from such sections).
 */
export function SectionBlock({
  id,
  title,
  intro,
  tone = "plain",
  centered = false,
  className,
  children,
}: SectionBlockProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        "py-12 sm:py-16",
        tone === "muted" && "bg-secondary",
        tone === "navy" && "bg-primary text-primary-foreground",
        className,
      )}
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className={cn("mb-8 max-w-3xl", centered && "mx-auto text-center")}>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {title}
          </h2>
          {intro && (
            <p
              className={cn(
                "mt-3 text-base",
                tone === "navy" ? "text-primary-foreground/85" : "text-muted-foreground",
              )}
            >
              {intro}
            </p>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
