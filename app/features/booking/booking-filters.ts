/**
 * The back office's Bookings tab: its URL filters, the ticked bookings cancelled at once, and
 * its messages (docs/product.md#route-admin, docs/product.md#lifecycle-back-office). Shared by
 * the browser and the server (docs/architecture.md#one-schema-two-sides). Client-safe.
 * Messages in quotes are the spec's (docs/product.md#messages-admin).
 */
import { z } from "zod";
import { bookingStatuses } from "~/catalog/booking-status";
import { isPlainLine } from "~/lib/text-rules";
import { isCalendarDate } from "~/lib/time";

/**
 * A search or date filter matching up to this many bookings is counted exactly; past it (or when
 * 1 in 20 of the newest bookings match a search), the search is answered with
 * {@link BOOKINGS_TAB_MESSAGES}.tooManyMatches instead of a total (docs/decisions/0025).
 */
export const SEARCH_COUNT_MAX = 1_000;

/** The tab's texts. */
export const BOOKINGS_TAB_MESSAGES = {
  /** Shown instead of a total when a search matches too many bookings to count. */
  tooManyMatches: "Many bookings match the search: add a word to narrow it.",
  noBookings: "No bookings found.",
  bookingsCancelledTitle: "Bookings Cancelled",
  bulkCancelNone: "Tick at least one booking to cancel.",
  bulkCancelFailed: "Failed to cancel the bookings. Nothing was changed; please try again.",
} as const;

/**
 * What a page of a search too common to count holds when the bookings it looked at ran out
 * before the page filled (docs/decisions/0025).
 * @param lookedThrough how many bookings of the list the page looked at (2,000)
 * @param found how many of them match (fewer than a page)
 * @returns e.g. "3 of the next 2,000 bookings match the search: Next looks further back."
 */
export function lookedThroughText(lookedThrough: number, found: number): string {
  const bookingsText = new Intl.NumberFormat("en-IN").format(lookedThrough);
  if (found === 0)
    return `None of the next ${bookingsText} bookings match the search: Next looks further back.`;
  return `${found} of the next ${bookingsText} bookings ${found === 1 ? "matches" : "match"} the search: Next looks further back.`;
}

/**
 * What cancelling a set of bookings at once did (docs/product.md#lifecycle-back-office).
 * @param cancelled how many were cancelled now (those already cancelled are left as they were)
 * @returns e.g. "3 bookings cancelled."
 */
export function bookingsCancelledText(cancelled: number): string {
  return `${cancelled} booking${cancelled === 1 ? "" : "s"} cancelled.`;
}

/** The most bookings one bulk cancel takes: five pages of the Bookings tab. */
const BULK_CANCEL_MAX = 100;

/** `intent=cancel-bookings` with the ticked bookings' ids (1 to {@link BULK_CANCEL_MAX}). */
export const CancelBookingsFormSchema = z.strictObject({
  intent: z.literal("cancel-bookings"),
  bookingIds: z
    .array(z.uuid(), { error: BOOKINGS_TAB_MESSAGES.bulkCancelNone })
    .min(1, BOOKINGS_TAB_MESSAGES.bulkCancelNone)
    .max(BULK_CANCEL_MAX, `Cancel at most ${BULK_CANCEL_MAX} bookings at once.`),
});

/** What the bulk cancel answers (the page toasts it and the form shows it). */
export type CancelBookingsResult =
  | { ok: true; intent: "cancel-bookings"; cancelled: number; message: string }
  | { ok: false; intent: "cancel-bookings"; message: string };

/** The longest search text accepted. */
export const SEARCH_MAX = 100;

const optionalDate = z.string().refine(isCalendarDate).optional().catch(undefined);

/**
 * The bookings list's URL filters: `q` (name, phone, email or booking id prefix), `status`,
 * `from` and `to` (visit date, yyyy-MM-dd, Asia/Kolkata) and `page` (from 1). A malformed
 * value is dropped rather than answered with an error: the URL is the user's to edit.
 */
const BookingFiltersSchema = z.object({
  // A control character (a NUL cannot even be sent to PostgreSQL) drops the search.
  q: z.string().trim().max(SEARCH_MAX).refine(isPlainLine).catch("").default(""),
  status: z.enum(bookingStatuses).optional().catch(undefined),
  from: optionalDate,
  to: optionalDate,
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

/** Parsed bookings filters; see {@link BookingFiltersSchema}. */
export type BookingFilters = z.infer<typeof BookingFiltersSchema>;

/**
 * Reads the bookings filters from URL search parameters.
 * @returns the filters, with anything malformed dropped (never throws)
 */
export function parseBookingFilters(params: URLSearchParams): BookingFilters {
  const raw = (name: string) => params.get(name) || undefined;
  return BookingFiltersSchema.parse({
    q: raw("q") ?? "",
    status: raw("status"),
    from: raw("from"),
    to: raw("to"),
    page: raw("page") ?? 1,
  });
}

/**
 * The search parameters of a filter set (for links to other pages and the CSV export).
 * @param filters the filters
 * @param extra further parameters, e.g. `{ tab: "bookings" }`
 * @returns parameters holding only the filters that are set; page 1 is left out
 */
export function bookingFilterParams(
  filters: Partial<BookingFilters>,
  extra: Record<string, string> = {},
): URLSearchParams {
  const params = new URLSearchParams(extra);
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}
