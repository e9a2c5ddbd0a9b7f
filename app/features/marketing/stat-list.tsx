import type { Stat } from "~/catalog/offers";
import { cn } from "~/lib/utils";

/** Props of {@link StatList}. */
export interface StatListProps {
  /** The figures, in display order; labels are unique. */
  stats: Stat[];
  /** "band": plain figures across a strip (home); "cards": each figure on a grey card (about). */
  variant: "band" | "cards";
  /** The list's layout classes. */
  className: string;
}

const variants = {
  band: { item: "", value: "sm:text-3xl" },
  cards: { item: "rounded-xl bg-secondary p-4 text-center", value: "" },
};

/**
 * The workshop's figures as a description list: each label (`dt`) with its value (`dd`)
 * shown above it (docs/product.md#route-home stats; docs/product.md#route-about).
 */
export function StatList({ stats, variant, className }: StatListProps) {
  const style = variants[variant];
  return (
    <dl className={className}>
      {stats.map((s) => (
        <div key={s.label} className={cn("flex flex-col", style.item)}>
          <dt className="text-sm text-muted-foreground">{s.label}</dt>
          <dd className={cn("order-first text-2xl font-bold text-primary", style.value)}>
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
