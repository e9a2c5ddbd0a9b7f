/**
 * The Analytics tab's charts (recharts). Only the /admin route imports this file, so the
 * chart library stays out of every public page's JavaScript. Charts are drawn after
 * hydration (they measure their box); the same figures are always in the page as text.
 */
import { useSyncExternalStore } from "react";
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, Tooltip, XAxis, YAxis } from "recharts";
import { statusColor, statusLabel } from "~/catalog/booking-status";

/** Chart colours of the status colours (docs/product.md#booking-statuses). */
const STATUS_FILL: Record<ReturnType<typeof statusColor>, string> = {
  yellow: "#ca8a04",
  blue: "#2563eb",
  purple: "#9333ea",
  green: "#16a34a",
  red: "#dc2626",
  grey: "#6b7280",
};

const noSubscription = () => () => {};

/** False while rendering on the server and hydrating, true once in the browser. */
function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Bookings made per day, as bars.
 * @param days oldest first: `date` "yyyy-MM-dd" (Asia/Kolkata) and `count`
 */
export function BookingsPerDayChart({ days }: { days: { date: string; count: number }[] }) {
  const mounted = useMounted();
  const data = days.map((d) => ({
    ...d,
    label: `${Number(d.date.slice(8, 10))}/${Number(d.date.slice(5, 7))}`,
  }));
  return (
    <div
      className="h-64 w-full"
      role="img"
      aria-label={`Bookings per day over the last ${days.length} days`}
    >
      {mounted && (
        <BarChart
          responsive
          style={{ width: "100%", height: "100%" }}
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="label"
            interval="preserveStartEnd"
            minTickGap={12}
            tick={{ fontSize: 12 }}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
          <Tooltip
            formatter={(value) => [value, "Bookings"]}
            labelFormatter={(label) => `Day ${String(label)}`}
          />
          <Bar
            dataKey="count"
            name="Bookings"
            fill="#1e2a4a"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      )}
    </div>
  );
}

/**
 * The share of each status, as a ring.
 * @param statuses the five statuses with their counts
 */
export function StatusMixChart({ statuses }: { statuses: { status: string; count: number }[] }) {
  const mounted = useMounted();
  const data = statuses
    .filter((s) => s.count > 0)
    .map((s) => ({ name: statusLabel(s.status), value: s.count, status: s.status }));
  return (
    <div className="h-64 w-full" role="img" aria-label="Bookings by status">
      {mounted && data.length > 0 && (
        <PieChart responsive style={{ width: "100%", height: "100%" }}>
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            innerRadius="55%"
            outerRadius="85%"
            paddingAngle={data.length > 1 ? 2 : 0}
            stroke={data.length > 1 ? "#fff" : "none"}
            isAnimationActive={false}
          >
            {data.map((d) => (
              <Cell key={d.status} fill={STATUS_FILL[statusColor(d.status)]} />
            ))}
          </Pie>
          <Tooltip />
        </PieChart>
      )}
    </div>
  );
}
