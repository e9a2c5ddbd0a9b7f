/**
 * The heading of a back office section: its title, an optional description and the
 * section's actions beside it.
 */
import type * as React from "react";

/**
 * A section heading (h2, with `id` for aria-labelledby) and optional actions on the right, wrapping on phones.
 * @param id the heading's id; `title` its text; `description` a line under it; `children`
 *   the actions (buttons, filters)
 * @returns the header block
 */
export function SectionHeader({
  id,
  title,
  description,
  children,
}: {
  id?: string;
  title: string;
  description?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}
