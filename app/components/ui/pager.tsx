/**
 * Previous / next links between the pages of a list (My Bookings, the back office's lists).
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useLocation } from "react-router";
import { FragmentElement, ShellLink, useFragmentRenderer } from "~/components/site/static-fragment";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * Previous / next links for a paged list, keeping every other search parameter.
 * @param param the page parameter's name ("page", "leadsPage", "usersPage")
 * @param page the page shown (from 1); `pageCount` how many there are
 * @param label what is paged, for screen readers ("Bookings pages")
 * @param resetParams parameters the links drop (a panel that belongs to one row, such as
 *   the back office's `history`, or the place of the page shown)
 * @param placeParams parameters set on the Previous and on the Next link, after `resetParams` are
 *   dropped: the place a page starts from, for lists paged by place (the back office's Bookings
 *   tab, docs/decisions/0018)
 * @param words the links' and the count's words in the page's language (docs/decisions/0026);
 *   English ("Previous", "Page n of m", "Next") when absent
 * @param counted false for a list not counted (`pageCount` is then `page + 1` while a next page
 *   exists): "Page n" until the last page, which says "Page n of n" (English only; the cars due,
 *   docs/decisions/0025, item 15)
 * @returns nothing when there is a single page
 */
export function Pager({
  param,
  page,
  pageCount,
  label,
  resetParams = [],
  placeParams,
  words,
  counted = true,
}: {
  param: string;
  page: number;
  pageCount: number;
  label: string;
  resetParams?: readonly string[];
  placeParams?: { previous: Record<string, string>; next: Record<string, string> };
  words?: PagerWords;
  counted?: boolean;
}) {
  const location = useLocation();
  const fragments = useFragmentRenderer();
  if (pageCount <= 1) return null;
  const hrefFor = (p: number, place: Record<string, string> = {}) => {
    const params = new URLSearchParams(location.search);
    if (p <= 1) params.delete(param);
    else params.set(param, String(p));
    for (const name of resetParams) params.delete(name);
    for (const [name, value] of Object.entries(place)) params.set(name, value);
    return `${location.pathname}?${params.toString()}`;
  };
  const view = {
    page,
    pageCount,
    previous: hrefFor(page - 1, placeParams?.previous),
    next: hrefFor(page + 1, placeParams?.next),
    words: words ?? null,
    counted,
  };
  // The links depend only on the page, the count and the two addresses: on a page without
  // scripts the pager is drawn once per set of them (docs/decisions/0012).
  const html = fragments?.html(pagerScope, view, (v) => <PagerLinks {...v} />);
  if (html !== undefined)
    return <FragmentElement as="nav" aria-label={label} className={PAGER_CLASS} html={html} />;
  return (
    <nav aria-label={label} className={PAGER_CLASS}>
      <PagerLinks {...view} />
    </nav>
  );
}

/** The pager's element classes. */
const PAGER_CLASS = "flex items-center justify-between gap-2";

/** The scope of the pagers' fragments: they depend on nothing but their props. */
const pagerScope = {};

/** The pager's words in a language other than English: its links and the page's count. */
interface PagerWords {
  previous: string;
  next: string;
  /** e.g. "Page 2 of 5" in the language. */
  pageOf: string;
}

/** Previous, "Page n of m" (or "Page n" in a list not counted) and Next, each link disabled at its end. */
function PagerLinks({
  page,
  pageCount,
  previous,
  next,
  words,
  counted,
}: {
  page: number;
  pageCount: number;
  previous: string;
  next: string;
  words: PagerWords | null;
  counted: boolean;
}) {
  return (
    <>
      <Button
        asChild
        variant="outline"
        size="sm"
        className={cn(page <= 1 && "pointer-events-none opacity-50")}
      >
        <ShellLink
          to={previous}
          preventScrollReset
          aria-disabled={page <= 1}
          tabIndex={page <= 1 ? -1 : undefined}
        >
          <ChevronLeft aria-hidden />
          {words ? words.previous : "Previous"}
        </ShellLink>
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums">
        {words ? (
          words.pageOf
        ) : counted || page >= pageCount ? (
          <>
            Page {page} of {pageCount}
          </>
        ) : (
          <>Page {page}</>
        )}
      </span>
      <Button
        asChild
        variant="outline"
        size="sm"
        className={cn(page >= pageCount && "pointer-events-none opacity-50")}
      >
        <ShellLink
          to={next}
          preventScrollReset
          aria-disabled={page >= pageCount}
          tabIndex={page >= pageCount ? -1 : undefined}
        >
          {words ? words.next : "Next"}
          <ChevronRight aria-hidden />
        </ShellLink>
      </Button>
    </>
  );
}
