/**
 * The Schedule tab (docs/product.md#lifecycle-schedule): one day at a time (today by default,
 * previous and next day, a date picker), a week strip with each day's count, and every slot with
 * its bookings (the first `SCHEDULE_SLOT_SHOWN`, then a link to the day in the Bookings tab,
 * docs/decisions/0018) and the capacity used; cancelled bookings struck through. Each booking opens in the
 * Bookings tab and its status can be changed here. Prints on A4 for the morning briefing
 * (the print rules in app.css hide everything but the day).
 */
import { ChevronLeft, ChevronRight, Printer } from "lucide-react";
import { adminBookingHistoryPath } from "~/catalog/navigation";
import { Form, Link } from "react-router";
import { InlineScript } from "~/components/ui/inline-script";
import { PageToast } from "~/components/ui/page-toast";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { shortBookingId } from "~/catalog/booking-status";
import { addDaysYmd, dateFromYmd, formatDisplayDate } from "~/lib/time";
import { cn } from "~/lib/utils";
import { phoneForDisplay } from "~/lib/phone";
import { format } from "date-fns";
import type { ScheduleDay } from "./schedule-day.server";
import { ADMIN_BOOKINGS_PATH, ADMIN_PICKUPS_PATH } from "~/catalog/navigation";
import { LOAD_FAILED_TEXT, Notice } from "~/components/back-office/notice";
import { SectionHeader } from "~/components/back-office/section-header";
import { BookingStatusSelect } from "./booking-status-select";

const dayHref = (date: string) => `/admin?tab=schedule&date=${date}`;

/** The link past a slot's listed bookings (docs/decisions/0018). */
const moreText = (more: number) =>
  `${more} more booking${more === 1 ? "" : "s"} in this slot: see the day in Bookings`;

/**
 * Shows the Print buttons and makes them open the browser's print dialog: the one thing on
 * the tab that needs a script (docs/decisions/0020); without it the browser's own Print
 * menu prints the same page.
 */
function enablePrintButtons() {
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-print-button]")) {
    button.hidden = false;
    button.addEventListener("click", () => window.print());
  }
}

/**
 * The Schedule tab.
 * @param schedule the day's slots and the week's counts, or null when they could not be loaded
 * @param date the day shown; `today` today in Asia/Kolkata (both yyyy-MM-dd)
 * @param nonce this response's Content Security Policy nonce, for the Print button's script
 */
export function ScheduleTab({
  schedule,
  date,
  today,
  nonce,
}: {
  schedule: ScheduleDay | null;
  date: string;
  today: string;
  nonce?: string;
}) {
  const booked = schedule?.slots.reduce((n, s) => n + s.used, 0) ?? 0;
  return (
    <div className="grid gap-5" data-schedule-print>
      {!schedule && <PageToast tone="error" title="Error" description={LOAD_FAILED_TEXT} />}
      <SectionHeader
        title="Schedule"
        description={`${formatDisplayDate(date)}${date === today ? " (today)" : ""} · ${booked} booking${booked === 1 ? "" : "s"}`}
      >
        <Button
          type="button"
          variant="outline"
          className="min-h-11 print:hidden"
          data-print-button
          hidden
        >
          <Printer aria-hidden /> Print
        </Button>
        <InlineScript run={enablePrintButtons} args={[]} nonce={nonce} />
      </SectionHeader>

      <div className="flex flex-wrap items-end gap-2 print:hidden">
        <Button asChild variant="outline" size="sm">
          <Link to={dayHref(addDaysYmd(date, -1))} preventScrollReset aria-label="Previous day">
            <ChevronLeft aria-hidden /> Previous
          </Link>
        </Button>
        {date !== today && (
          <Button asChild variant="outline" size="sm">
            <Link to={dayHref(today)} preventScrollReset>
              Today
            </Link>
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to={dayHref(addDaysYmd(date, 1))} preventScrollReset aria-label="Next day">
            Next <ChevronRight aria-hidden />
          </Link>
        </Button>
        {/* docs/product.md#pickups-admin: the day's pickups and drops, with their drivers. */}
        <Button asChild variant="outline" size="sm">
          <a href={`${ADMIN_PICKUPS_PATH}?date=${date}`}>Pickups and drops</a>
        </Button>
        <Form key={date} method="get" action="/admin" className="flex items-end gap-2">
          <input type="hidden" name="tab" value="schedule" />
          <div className="grid gap-1">
            <Label htmlFor="schedule-date" className="text-xs">
              Go to date
            </Label>
            <Input
              id="schedule-date"
              name="date"
              type="date"
              defaultValue={date}
              required
              className="h-9 w-40"
            />
          </div>
          <Button type="submit" size="sm">
            Show
          </Button>
        </Form>
      </div>

      {schedule && (
        <nav aria-label="Week" className="grid grid-cols-7 gap-1 print:hidden">
          {schedule.week.map((d) => {
            const day = dateFromYmd(d.date)!;
            return (
              <Link
                key={d.date}
                to={dayHref(d.date)}
                preventScrollReset
                aria-current={d.date === date ? "date" : undefined}
                aria-label={`${formatDisplayDate(d.date)}: ${d.count} booking${d.count === 1 ? "" : "s"}`}
                className={cn(
                  "grid justify-items-center rounded-lg border px-1 py-2 text-center text-xs hover:bg-accent",
                  d.date === date &&
                    "border-primary bg-primary text-primary-foreground hover:bg-primary",
                  d.date === today && d.date !== date && "border-primary",
                )}
              >
                <span className="font-medium">{format(day, "EEE")}</span>
                <span>{format(day, "d MMM")}</span>
                <span className="mt-1 text-base font-semibold tabular-nums">{d.count}</span>
              </Link>
            );
          })}
        </nav>
      )}

      {!schedule ? (
        <Notice kind="error">{LOAD_FAILED_TEXT}</Notice>
      ) : (
        <ol className="grid gap-2" aria-label={`Slots on ${formatDisplayDate(date)}`}>
          {schedule.slots.map((s) => (
            <li
              key={s.slot}
              className={cn(
                "grid gap-2 rounded-lg border p-3 break-inside-avoid grid-cols-[1fr_auto] sm:grid-cols-[7rem_1fr]",
                s.bookings.length === 0 && "items-center py-2 text-muted-foreground",
                s.bookings.length > 0 && "grid-cols-1",
              )}
              data-slot-label={s.slot}
            >
              <div className="flex items-baseline justify-between gap-2 sm:block">
                <p className="font-semibold tabular-nums text-foreground">{s.slot}</p>
                <p
                  className={cn(
                    "text-xs",
                    s.used >= schedule.capacity
                      ? "font-semibold text-destructive"
                      : "text-muted-foreground",
                  )}
                >
                  {s.used} of {schedule.capacity}
                  {s.used >= schedule.capacity ? " · full" : ""}
                </p>
              </div>
              {s.bookings.length === 0 ? (
                <p className="text-right text-sm sm:text-left">Free</p>
              ) : (
                <ul className="grid gap-2">
                  {s.bookings.map((b) => {
                    const cancelled = b.status === "cancelled";
                    return (
                      <li key={b.id} className="schedule-row" data-booking-id={b.id}>
                        <div
                          className={cn(
                            "min-w-0 text-sm",
                            cancelled && "text-muted-foreground line-through",
                          )}
                        >
                          <p>
                            <span className="font-semibold">{b.customerName}</span> ·{" "}
                            <span className="font-mono text-xs">#{shortBookingId(b.id)}</span> ·{" "}
                            {phoneForDisplay(b.customerPhone)}
                          </p>
                          <p>
                            {b.carModel} · {b.serviceType}
                          </p>
                          <p className="break-words text-muted-foreground">Pickup: {b.address}</p>
                        </div>
                        {/* Printed, the status select is its status's words (app.css). */}
                        <div className="flex flex-wrap items-center gap-2">
                          <BookingStatusSelect bookingId={b.id} status={b.status} />
                          {/* A plain link in a short class: a busy day draws two hundred rows. */}
                          <a
                            href={adminBookingHistoryPath(b.id)}
                            aria-label={`Open booking #${shortBookingId(b.id)}`}
                            className="row-button"
                          >
                            Open
                          </a>
                        </div>
                      </li>
                    );
                  })}
                  {s.more > 0 && (
                    <li className="print:hidden">
                      <Button
                        asChild
                        variant="outline"
                        size="sm"
                        className="h-auto min-h-11 whitespace-normal text-left"
                      >
                        <Link to={`${ADMIN_BOOKINGS_PATH}&from=${date}&to=${date}`}>
                          {moreText(s.more)}
                        </Link>
                      </Button>
                    </li>
                  )}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
