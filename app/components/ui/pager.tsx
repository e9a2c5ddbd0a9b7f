/**
 * Previous / next links between the pages of a list (My Bookings, the back office's lists).
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * Previous / next links for a paged list, keeping every other search parameter.
 * @param param the page parameter's name ("page", "leadsPage", "usersPage")
 * @param page the page shown (from 1); `pageCount` how many there are
 * @param label what is paged, for screen readers ("Bookings pages")
 * @param resetParams parameters the links drop (a panel that belongs to one row, such as
 *   the back office's `history`)
 * @returns nothing when there is a single page
 */
export function Pager({
  param,
  page,
  pageCount,
  label,
  resetParams = [],
}: {
  param: string;
  page: number;
  pageCount: number;
  label: string;
  resetParams?: readonly string[];
}) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (p: number) => {
    const params = new URLSearchParams(location.search);
    if (p <= 1) params.delete(param);
    else params.set(param, String(p));
    for (const name of resetParams) params.delete(name);
    return `?${params.toString()}`;
  };
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button
        asChild
        variant="outline"
        size="sm"
        className={cn(page <= 1 && "pointer-events-none opacity-50")}
      >
        <Link
          to={hrefFor(page - 1)}
          preventScrollReset
          aria-disabled={page <= 1}
          tabIndex={page <= 1 ? -1 : undefined}
        >
          <ChevronLeft aria-hidden />
          Previous
        </Link>
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums">
        Page {page} of {pageCount}
      </span>
      <Button
        asChild
        variant="outline"
        size="sm"
        className={cn(page >= pageCount && "pointer-events-none opacity-50")}
      >
        <Link
          to={hrefFor(page + 1)}
          preventScrollReset
          aria-disabled={page >= pageCount}
          tabIndex={page >= pageCount ? -1 : undefined}
        >
          Next
          <ChevronRight aria-hidden />
        </Link>
      </Button>
    </nav>
  );
}
