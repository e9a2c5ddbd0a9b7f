/**
 * The Analytics tab's charts, drawn on the server as SVG (docs/decisions/0006): the page's HTML
 * holds the finished picture, so nothing is measured or drawn in the browser and no chart
 * library ships to it. d3-scale and d3-shape compute the geometry (ticks, bar positions, ring
 * arcs); each chart says what it shows in words and has its figures beside it as text.
 */
import { scaleBand, scaleLinear } from "d3-scale";
import { arc, pie } from "d3-shape";
import { statusColor, statusLabel } from "~/catalog/booking-status";
import { FiguresTable } from "~/components/back-office/figures-table";

/** Chart colours of the status colours (docs/product.md#booking-statuses). */
const STATUS_FILL: Record<ReturnType<typeof statusColor>, string> = {
  yellow: "#ca8a04",
  blue: "#2563eb",
  purple: "#9333ea",
  green: "#16a34a",
  red: "#dc2626",
  grey: "#6b7280",
};

/** "21/11" for "2026-11-21": the day and month as the workshop writes them. */
function dayLabel(ymd: string): string {
  return `${Number(ymd.slice(8, 10))}/${Number(ymd.slice(5, 7))}`;
}

/** The bars' drawing area, in the SVG's own units (it stretches to the box). */
const PLOT = { width: 300, height: 100 };

/**
 * Bookings made per day, as bars with a value axis; each bar
 * carries its day and count as a tooltip; the last day and every seventh before it are named, and the figures follow in a table that can be opened.
 * @param days oldest first: `date` "yyyy-MM-dd" (Asia/Kolkata) and `count`
 * @returns the chart and its table; an empty axis when `days` is empty
 */
export function BookingsPerDayChart({ days }: { days: { date: string; count: number }[] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const y = scaleLinear().domain([0, max]).nice(4).range([PLOT.height, 0]);
  const ticks = y.ticks(4).filter(Number.isInteger);
  const x = scaleBand<string>()
    .domain(days.map((d) => d.date))
    .range([0, PLOT.width])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const busiest = days.reduce<{ date: string; count: number } | null>(
    (best, d) => (d.count > (best?.count ?? 0) ? d : best),
    null,
  );
  const summary =
    `Bookings per day over the last ${days.length} days: ${total} in all` +
    (busiest ? `, most on ${dayLabel(busiest.date)} (${busiest.count}).` : ".");
  return (
    <figure className="grid gap-2">
      <div className="grid grid-cols-[2rem_1fr] gap-x-2">
        <div className="relative h-56 text-right text-xs tabular-nums text-muted-foreground">
          {ticks.map((t) => (
            <span
              key={t}
              className="absolute right-0 -translate-y-1/2"
              style={{ top: `${(y(t) / PLOT.height) * 100}%` }}
            >
              {t}
            </span>
          ))}
        </div>
        <svg
          className="h-56 w-full overflow-visible"
          viewBox={`0 0 ${PLOT.width} ${PLOT.height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
        >
          {ticks.map((t) => (
            <line
              key={t}
              x1={0}
              x2={PLOT.width}
              y1={y(t)}
              y2={y(t)}
              stroke="#e5e7eb"
              strokeDasharray="3 3"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((d) => (
            <rect
              key={d.date}
              x={x(d.date)}
              y={y(d.count)}
              width={x.bandwidth()}
              height={PLOT.height - y(d.count)}
              fill="#1e2a4a"
            >
              <title>{`${dayLabel(d.date)}: ${d.count} ${d.count === 1 ? "booking" : "bookings"}`}</title>
            </rect>
          ))}
        </svg>
        <div className="relative col-start-2 h-4 text-xs tabular-nums text-muted-foreground">
          {days.map((d, i) =>
            (days.length - 1 - i) % 7 === 0 ? (
              <span
                key={d.date}
                className="absolute -translate-x-1/2"
                style={{
                  left: `${(((x(d.date) ?? 0) + x.bandwidth() / 2) / PLOT.width) * 100}%`,
                }}
              >
                {dayLabel(d.date)}
              </span>
            ) : null,
          )}
        </div>
      </div>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer py-2 font-medium">Each day as a table</summary>
        <FiguresTable
          columns={[
            { heading: "Day", value: (d) => dayLabel(d.date) },
            { heading: "Bookings", value: (d) => d.count },
          ]}
          rows={[...days].reverse()}
          rowKey={(d) => d.date}
        />
      </details>
    </figure>
  );
}

/** The ring's size in the SVG's own units. */
const RING = { size: 200, outer: 96, inner: 56 };

/**
 * The share of each status, as a ring with a legend of counts and percentages.
 * @param statuses the five statuses with their counts; those at 0 are left out of the ring
 * @returns the ring and its legend; nothing when every count is 0 (the tab shows its empty text)
 */
export function StatusMixChart({ statuses }: { statuses: { status: string; count: number }[] }) {
  const shown = statuses.filter((s) => s.count > 0);
  const total = shown.reduce((sum, s) => sum + s.count, 0);
  if (total === 0) return null;
  const slices = pie<{ status: string; count: number }>()
    .value((s) => s.count)
    .sort(null)
    .padAngle(shown.length > 1 ? 0.02 : 0)(shown);
  const draw = arc<(typeof slices)[number]>()
    .innerRadius(RING.inner)
    .outerRadius(RING.outer)
    .cornerRadius(2);
  const percent = (count: number) => `${Math.round((count / total) * 100)}%`;
  const summary = `Bookings by status: ${shown
    .map((s) => `${statusLabel(s.status)} ${s.count} (${percent(s.count)})`)
    .join(", ")}.`;
  return (
    <figure className="grid items-center gap-4 sm:grid-cols-[10rem_1fr] lg:grid-cols-1 xl:grid-cols-[10rem_1fr]">
      <svg
        className="mx-auto size-40"
        viewBox={`${-RING.size / 2} ${-RING.size / 2} ${RING.size} ${RING.size}`}
        role="img"
        aria-label={summary}
      >
        {slices.map((s) => (
          <path
            key={s.data.status}
            d={draw(s) ?? ""}
            fill={STATUS_FILL[statusColor(s.data.status)]}
          >
            <title>{`${statusLabel(s.data.status)}: ${s.data.count} (${percent(s.data.count)})`}</title>
          </path>
        ))}
        <text
          textAnchor="middle"
          dominantBaseline="central"
          className="fill-foreground text-[28px] font-semibold"
        >
          {total}
        </text>
      </svg>
      <figcaption>
        <ul className="grid gap-1.5 text-sm">
          {shown.map((s) => (
            <li key={s.status} className="flex items-center gap-2">
              <span
                aria-hidden
                className="size-3 shrink-0 rounded-sm"
                style={{ background: STATUS_FILL[statusColor(s.status)] }}
              />
              <span className="flex-1">{statusLabel(s.status)}</span>
              <span className="tabular-nums">{s.count}</span>
              <span className="w-10 text-right tabular-nums text-muted-foreground">
                {percent(s.count)}
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
