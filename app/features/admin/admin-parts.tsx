/**
 * Small building blocks of the back office screens: figure cards and notices.
 */
import { TriangleAlert } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * One figure with its label (e.g. "Pending · 12").
 * @param label what is counted; `value` the figure as text; `hint` an optional line below;
 *   `tone` a coloured left edge for status figures
 */
export function StatCard({
  label,
  value,
  hint,
  className,
}: {
  label: string;
  value: React.ReactNode;
  hint?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("rounded-xl border bg-card p-4 shadow-xs", className)}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">{value}</p>
      {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

/**
 * A failure or empty-state message in place of a list (docs/product.md#messages-admin texts).
 * @param kind "error" draws a red alert (role alert); "empty" a quiet note
 */
export function Notice({ kind, children }: { kind: "error" | "empty"; children: React.ReactNode }) {
  return kind === "error" ? (
    <p
      role="alert"
      className="flex items-center gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm font-medium text-destructive"
    >
      <TriangleAlert className="size-4 shrink-0" aria-hidden />
      {children}
    </p>
  ) : (
    <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/** A section heading (h2, with `id` for aria-labelledby) and optional actions on the right, wrapping on phones. */
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

/**
 * A public page's path as a link that opens the page in a new tab (the SEO and Sitemap tabs).
 * @param path the site-relative path, shown as written; `className` extra classes
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
