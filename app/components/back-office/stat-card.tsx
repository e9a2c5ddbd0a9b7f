/**
 * A figure card of the back office (Overview, Analytics, SEO and Sitemap tabs): one count or
 * amount with its label.
 */
import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * One figure with its label (e.g. "Pending · 12").
 * @param label what is counted; `value` the figure as text; `hint` an optional line below;
 *   `className` extra classes (e.g. a coloured left edge for status figures)
 * @returns the card
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
