import { PageToast } from "~/components/ui/page-toast";
import { formatPaise, formatRupees } from "~/catalog/money";
import { statusBadgeClass, statusColor, statusLabel } from "~/catalog/booking-status";
import { formatMonth } from "~/lib/time";
import { cn } from "~/lib/utils";
import type { AnalyticsData } from "./admin-analytics.server";
import type { CarsDuePage } from "~/features/cars/service-due.server";
import { BookingsPerDayChart, StatusMixChart } from "./analytics-charts";
import { CarsDueList } from "~/features/cars/cars-due-list";
import { EmergencyPromiseSection } from "~/features/emergency/emergency-promise";
import type { PromiseMonth } from "~/features/emergency/emergency-promise.server";
import { FiguresTable } from "~/components/back-office/figures-table";
import { Notice } from "~/components/back-office/notice";
import { SectionHeader } from "~/components/back-office/section-header";
import { StatCard } from "~/components/back-office/stat-card";
import { BOOKINGS_TAB_MESSAGES } from "~/features/booking/booking-filters";
import { ADMIN_MESSAGES, REVENUE_PER_COMPLETED_BOOKING } from "./admin-schema";

/** A ranked list with proportional bars (top services, top locations). */
function RankedList({
  title,
  items,
  empty,
}: {
  title: string;
  items: { name: string; count: number }[];
  empty: string;
}) {
  const max = Math.max(1, ...items.map((i) => i.count));
  return (
    <section className="rounded-xl border bg-card p-4 shadow-xs" aria-label={title}>
      <h3 className="mb-3 font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="grid gap-2.5">
          {items.map((item, i) => (
            <li key={item.name} className="grid gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 break-words">
                  <span className="text-muted-foreground">{i + 1}.</span> {item.name}
                </span>
                <span className="font-medium tabular-nums">{item.count}</span>
              </div>
              <div className="h-1.5 rounded-full bg-muted" aria-hidden>
                <div
                  className="h-full rounded-full bg-gold"
                  style={{ width: `${(item.count / max) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * Invoiced and collected revenue per month (docs/decisions/0010), beside the spec's estimated
 * revenue: a table, newest month first, with the outstanding difference.
 */
function RevenueByMonth({ months }: { months: AnalyticsData["revenueByMonth"] }) {
  return (
    <section className="rounded-xl border bg-card p-4 shadow-xs" aria-labelledby="revenue-heading">
      <h3 id="revenue-heading" className="mb-2 font-semibold">
        Invoiced and collected revenue
      </h3>
      <FiguresTable
        columns={[
          {
            heading: "Month",
            value: (m) => formatMonth(m.month),
          },
          { heading: "Invoiced", value: (m) => formatPaise(m.invoicedPaise) },
          { heading: "Collected", value: (m) => formatPaise(m.collectedPaise) },
        ]}
        rows={[...months].reverse()}
        rowKey={(m) => m.month}
        className="w-full text-sm"
        cellClassName="py-1.5"
      />
      <p className="mt-2 text-xs text-muted-foreground">
        From issued GST invoices (cancelled ones left out) and the payments recorded against them,
        by month in India Standard Time.
      </p>
    </section>
  );
}

/** A share in whole percent, rounded down ("3%"); a dash with nothing to share. */
function percentText(part: number, whole: number): string {
  return whole === 0 ? "–" : `${Math.floor((part / whole) * 100)}%`;
}

/**
 * The comeback rate per month (docs/product.md#comeback-rate): the jobs completed in each month,
 * how many came back as warranty rework on a later job card, and their share; newest month first.
 */
function ComebackRate({ months }: { months: AnalyticsData["comebacks"] }) {
  return (
    <section className="rounded-xl border bg-card p-4 shadow-xs" aria-labelledby="comeback-heading">
      <h3 id="comeback-heading" className="mb-1 font-semibold">
        Comeback rate
      </h3>
      <p className="mb-3 text-xs text-muted-foreground">
        Jobs completed in the month (by their booked day, India Standard Time) that a later job card
        of the same car reworked under warranty, at no charge.
      </p>
      {months.length === 0 ? (
        <p className="text-sm text-muted-foreground">No completed jobs in the last 12 months.</p>
      ) : (
        <FiguresTable
          columns={[
            { heading: "Month", value: (m) => formatMonth(m.month) },
            { heading: "Jobs completed", value: (m) => m.completed },
            { heading: "Warranty comebacks", value: (m) => m.comebacks },
            { heading: "Comeback rate", value: (m) => percentText(m.comebacks, m.completed) },
          ]}
          rows={months}
          rowKey={(m) => m.month}
          className="w-full text-sm"
          cellClassName="py-1.5"
        />
      )}
    </section>
  );
}

/**
 * The Analytics tab (docs/product.md#admin-figures): totals by status, the cars due in the next
 * 30 days to call, estimated revenue (completed × ₹2,500) beside invoiced and collected revenue per month, top 5 services and locations, bookings per day over 30 days and the
 * status mix. On failure it shows and toasts 'Failed to load analytics data.'.
 * @param analytics the figures, or null when they could not be loaded
 * @param carsDue a page of the cars due in the next 30 days, or null when they could not be loaded (the
 *   list says so; the figures still show)
 */
export function AnalyticsTab({
  analytics,
  carsDue,
  emergencyPromise,
}: {
  analytics: AnalyticsData | null;
  carsDue: CarsDuePage | null;
  emergencyPromise: PromiseMonth[] | null;
}) {
  if (!analytics)
    return (
      <>
        <PageToast tone="error" title="Error" description={ADMIN_MESSAGES.analyticsFailed} />
        <Notice kind="error">{ADMIN_MESSAGES.analyticsFailed}</Notice>
      </>
    );
  const completed = analytics.byStatus.find((s) => s.status === "completed")?.count ?? 0;
  return (
    <div className="grid gap-6">
      <SectionHeader
        title="Analytics"
        description="All bookings to date. Days are in India Standard Time."
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          { label: "Total bookings", value: analytics.total },
          {
            label: "Estimated revenue",
            value: formatRupees(analytics.estimatedRevenue),
            hint: `${completed} completed × ${formatRupees(REVENUE_PER_COMPLETED_BOOKING)}`,
          },
          {
            label: "Pending",
            value: analytics.byStatus.find((s) => s.status === "pending")?.count ?? 0,
            hint: "Waiting for confirmation",
          },
          { label: "Completed", value: completed },
        ].map((card) => (
          <StatCard key={card.label} {...card} />
        ))}
      </div>
      <CarsDueList list={carsDue} />
      <EmergencyPromiseSection months={emergencyPromise} />
      <RevenueByMonth months={analytics.revenueByMonth} />
      <ComebackRate months={analytics.comebacks} />
      <section aria-label="Bookings by status" className="grid gap-3">
        <h3 className="font-semibold">Bookings by status</h3>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {analytics.byStatus.map((s) => (
            <li
              key={s.status}
              className={cn(
                "flex items-center justify-between rounded-lg border px-3 py-2 text-sm",
                statusBadgeClass[statusColor(s.status)],
              )}
            >
              <span>{statusLabel(s.status)}</span>
              <span className="font-semibold tabular-nums">{s.count}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <section className="rounded-xl border bg-card p-4 shadow-xs" aria-label="Bookings per day">
          <h3 className="mb-2 font-semibold">Bookings per day (last 30 days)</h3>
          <BookingsPerDayChart days={analytics.perDay} />
        </section>
        <section className="rounded-xl border bg-card p-4 shadow-xs" aria-label="Status mix">
          <h3 className="mb-2 font-semibold">Status mix</h3>
          {analytics.total === 0 ? (
            <p className="text-sm text-muted-foreground">{BOOKINGS_TAB_MESSAGES.noBookings}</p>
          ) : (
            <StatusMixChart statuses={analytics.byStatus} />
          )}
        </section>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {(
          [
            ["Top 5 services", analytics.topServices],
            ["Top 5 locations", analytics.topLocations],
          ] as const
        ).map(([title, items]) => (
          <RankedList
            key={title}
            title={title}
            items={items}
            empty={BOOKINGS_TAB_MESSAGES.noBookings}
          />
        ))}
      </div>
    </div>
  );
}
