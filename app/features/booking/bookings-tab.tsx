import { Ban, Download, Search, X } from "lucide-react";
import { ADMIN_BOOKINGS_PATH } from "~/catalog/navigation";
import { useActionData, useLocation } from "react-router";
import { PageToast } from "~/components/ui/page-toast";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { SelectOptions } from "~/components/ui/native-select";
import type { BookingView } from "~/features/booking/bookings.server";
import { bookingStatuses, shortBookingId, statusLabel } from "~/catalog/booking-status";
import type { AuditView } from "~/lib/audit.server";
import type { BookingsPage } from "./workshop-bookings.server";
import { PLACE_PARAMS } from "./bookings-cursor";
import { LOAD_FAILED_TEXT, Notice } from "~/components/back-office/notice";
import { SectionHeader } from "~/components/back-office/section-header";
import { formatKolkataDateTime } from "~/lib/time";
import { Pager } from "~/components/ui/pager";
import {
  BOOKINGS_TAB_MESSAGES,
  SEARCH_MAX,
  bookingFilterParams,
  lookedThroughText,
  type BookingFilters,
  type CancelBookingsResult,
} from "./booking-filters";
import { BookingList } from "./workshop-booking-list";
import { BookingMessages } from "./booking-messages";
import type { MessageView } from "~/features/messages/outbox-delivery.server";
import { AnswerLine } from "~/components/ui/answer-line";

const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm";

/**
 * "1 booking", "12 bookings", "1 booking matches the filters", "3 bookings match the filters";
 * a search matching too many to count asks for another word (docs/decisions/0025).
 */
function bookingsCountText(page: BookingsPage, filtered: boolean): string {
  const { total, estimated, tooMany } = page;
  if (tooMany) return BOOKINGS_TAB_MESSAGES.tooManyMatches;
  const noun = total === 1 ? "booking" : "bookings";
  // An estimate says so, rounded: "About 1.2 million bookings" (docs/decisions/0018).
  const figure = estimated ? `About ${approximateFormat.format(total)}` : String(total);
  return filtered
    ? `${figure} ${noun} ${total === 1 ? "matches" : "match"} the filters`
    : `${figure} ${noun}`;
}

/** Two significant figures in words: "1.2 million", "250 thousand". */
const approximateFormat = new Intl.NumberFormat("en-US", {
  notation: "compact",
  compactDisplay: "long",
  maximumSignificantDigits: 2,
});

/** Who made an audited change, as people read it. */
function actorText(entry: AuditView): string {
  if (entry.source === "operator_command") return "Operator command";
  if (entry.source === "customer") return `The customer (${entry.actorEmail ?? "deleted account"})`;
  return entry.actorEmail ?? "A deleted account";
}

/**
 * A booking's history: when it was made, then every status change with who made it, from
 * what to what, and when (the audit entries, oldest first).
 */
function BookingHistory({
  booking,
  entries,
  messages,
  closeHref,
}: {
  booking: BookingView;
  entries: AuditView[];
  messages: MessageView[];
  closeHref: string;
}) {
  const events = [...entries].reverse();
  return (
    <section
      className="grid gap-3 rounded-xl border-2 border-gold/60 bg-accent/30 p-4"
      aria-labelledby="history-heading"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id="history-heading" className="font-semibold">
            History of booking #{shortBookingId(booking.id)}
          </h3>
          <p className="text-sm text-muted-foreground break-words">
            {booking.customerName} · {booking.serviceType}
          </p>
        </div>
        <Button asChild variant="ghost" size="icon" className="size-11" aria-label="Close history">
          <a href={closeHref}>
            <X aria-hidden />
          </a>
        </Button>
      </div>
      <ol className="grid gap-2 text-sm" aria-label="Booking history">
        <li className="flex flex-wrap gap-x-2">
          <span className="font-medium tabular-nums">
            {formatKolkataDateTime(booking.createdAt)}
          </span>
          <span>Booked by the customer as Pending</span>
        </li>
        {events.map((e) => (
          <li key={e.id} className="flex flex-wrap gap-x-2">
            <span className="font-medium tabular-nums">{formatKolkataDateTime(e.createdAt)}</span>
            <span className="break-all">{actorText(e)}</span>
            {e.action === "booking_rescheduled" ? (
              <span>
                moved the visit from {e.fromValue} to {e.toValue}
              </span>
            ) : e.action === "booking_vehicle_attached" ? (
              <span>attached a car from the customer's garage</span>
            ) : (
              <span>
                {e.source === "customer" && e.toValue === "cancelled"
                  ? "cancelled the booking"
                  : `changed the status from ${statusLabel(e.fromValue ?? "")} to ${statusLabel(e.toValue ?? "")}`}
              </span>
            )}
            {e.note && (
              <span className="basis-full break-words text-muted-foreground">Reason: {e.note}</span>
            )}
          </li>
        ))}
      </ol>
      {events.length === 0 && (
        <p className="text-sm text-muted-foreground">No status changes yet.</p>
      )}
      <BookingMessages messages={messages} />
    </section>
  );
}

/** The id of the form the booking cards' "Select" boxes post with. */
const BULK_CANCEL_FORM = "bulk-cancel";

/**
 * Cancelling the ticked bookings at once (docs/product.md#lifecycle-back-office): an HTML form
 * that posts to the /admin action (the cards' boxes belong to it through their `form`
 * attribute), and what the last one did (the page's toast says it too).
 * @param action the URL it posts to: this tab with its filters, so the page comes back the same
 */
function BulkCancelForm({ action }: { action: string }) {
  // The /admin action answers every intent of the page; this form shows only its own.
  const result = useActionData<{ intent: string | null }>();
  const answer =
    result?.intent === "cancel-bookings" ? (result as CancelBookingsResult) : undefined;
  return (
    <form
      id={BULK_CANCEL_FORM}
      method="post"
      action={action}
      className="flex flex-wrap items-center gap-3"
      aria-label="Cancel the selected bookings"
    >
      <input type="hidden" name="intent" value="cancel-bookings" />
      <Button type="submit" variant="destructive" className="min-h-11">
        <Ban aria-hidden />
        Cancel selected bookings
      </Button>
      <span className="text-sm text-muted-foreground">
        Tick bookings below; each customer is told, and each cancellation is in its history.
      </span>
      {answer && <AnswerLine answer={answer} className="text-sm font-medium" />}
    </form>
  );
}

/**
 * The Bookings tab (docs/product.md#route-admin): every booking newest first, 20 a page (Previous
 * and Next links carry the place a page starts from, docs/decisions/0018), searched
 * by name, phone, email or booking id, filtered by status and visit date, with status
 * dropdowns, each booking's history, a CSV export of the filtered list and the ticked bookings
 * cancelled at once (docs/product.md#lifecycle-back-office). Filters live in the URL: a GET
 * form. On failure it shows and toasts 'Failed to load admin data.'.
 * @param bookings the page of bookings, or null when it could not be loaded
 * @param filters the filters in force; `history` the booking whose history is open
 */
export function BookingsTab({
  bookings,
  filters,
  history,
}: {
  bookings: BookingsPage | null;
  filters: BookingFilters;
  history: { booking: BookingView; entries: AuditView[]; messages: MessageView[] } | null;
}) {
  const location = useLocation();
  const exportHref = `/admin/bookings.csv?${bookingFilterParams({ ...filters, page: 1 }).toString()}`;
  const filtered = Boolean(filters.q || filters.status || filters.from || filters.to);
  const closeParams = new URLSearchParams(location.search);
  closeParams.delete("history");

  return (
    <div className="grid gap-6">
      {!bookings && <PageToast tone="error" title="Error" description={LOAD_FAILED_TEXT} />}
      <SectionHeader
        title="Bookings"
        description={bookings ? bookingsCountText(bookings, filtered) : undefined}
      >
        <Button asChild variant="outline" size="sm">
          <a href={exportHref} download>
            <Download aria-hidden />
            Export CSV
          </a>
        </Button>
      </SectionHeader>

      <form
        method="get"
        action="/admin"
        className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
        role="search"
        aria-label="Filter bookings"
      >
        <input type="hidden" name="tab" value="bookings" />
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="bookings-q">Search</Label>
          <Input
            id="bookings-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={SEARCH_MAX}
            placeholder="Name, phone, email or booking id"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="bookings-status">Status</Label>
          <select
            id="bookings-status"
            name="status"
            defaultValue={filters.status ?? ""}
            className={selectClass}
          >
            <SelectOptions options={bookingStatuses} toLabel={statusLabel} prompt="All statuses" />
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="bookings-from">Visit from</Label>
          <Input id="bookings-from" name="from" type="date" defaultValue={filters.from ?? ""} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="bookings-to">Visit to</Label>
          <Input id="bookings-to" name="to" type="date" defaultValue={filters.to ?? ""} />
        </div>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit" className="min-h-11 flex-1 lg:flex-none">
            <Search aria-hidden />
            Apply
          </Button>
          {filtered && (
            <Button asChild variant="ghost" className="min-h-11">
              <a href={ADMIN_BOOKINGS_PATH}>Clear</a>
            </Button>
          )}
        </div>
      </form>

      {history && (
        <BookingHistory
          booking={history.booking}
          entries={history.entries}
          messages={history.messages}
          closeHref={`?${closeParams.toString()}`}
        />
      )}

      {bookings?.lookedThrough && (
        <Notice kind="empty">
          {lookedThroughText(bookings.lookedThrough, bookings.bookings.length)}
        </Notice>
      )}
      {!bookings ? (
        <Notice kind="error">{LOAD_FAILED_TEXT}</Notice>
      ) : bookings.bookings.length === 0 ? (
        !bookings.lookedThrough && <Notice kind="empty">{BOOKINGS_TAB_MESSAGES.noBookings}</Notice>
      ) : (
        <>
          <BulkCancelForm action={`/admin${location.search || "?tab=bookings"}`} />
          <BookingList
            bookings={bookings.bookings}
            label="Bookings"
            selectForm={BULK_CANCEL_FORM}
          />
        </>
      )}
      {bookings && (
        <Pager
          param="page"
          page={bookings.page}
          pageCount={bookings.pageCount}
          label="Bookings pages"
          resetParams={["history", ...PLACE_PARAMS]}
          placeParams={{
            // Page 1 needs no place; the others start after or before a booking.
            previous: bookings.page > 2 && bookings.previous ? { before: bookings.previous } : {},
            next: bookings.next ? { after: bookings.next } : {},
          }}
        />
      )}
    </div>
  );
}
