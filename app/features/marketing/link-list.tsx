import { Link } from "react-router";
import { ChevronRight } from "lucide-react";
import { cn } from "~/lib/utils";

/** Props of {@link LinkList}. */
export interface LinkListProps {
  links: { name: string; path: string }[];
  /** An accessible name for the list, when no heading names it. */
  label?: string;
  /** Grid columns from the sm breakpoint up. Default 2. */
  columns?: 1 | 2 | 3;
  className?: string;
}

/**
 * A list of internal links (`ul`/`li`) with chevrons (docs/product.md#route-home: home luxury
 * brands and service areas lists, Complete Service Portfolio columns, coverage areas).
 */
export function LinkList({ links, label, columns = 2, className }: LinkListProps) {
  return (
    <ul
      aria-label={label}
      className={cn(
        "grid gap-x-6 gap-y-1",
        columns === 2 && "sm:grid-cols-2",
        columns === 3 && "sm:grid-cols-2 lg:grid-cols-3",
        className,
      )}
    >
      {links.map((l) => (
        <li key={l.path}>
          <Link
            to={l.path}
            className="group flex items-center gap-1 rounded-sm py-1.5 text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            {l.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
