/**
 * The Analytics tab's figures on known bookings (docs/product.md#admin-figures). The bookings
 * are written inside a transaction that is rolled back, so the figures cover exactly them
 * and nothing else in the test database is touched.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, type BookingStatus } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { loader as adminLoader } from "~/routes/admin";
import {
  ANALYTICS_CITY,
  ANALYTICS_LOCALITIES,
  OTHER_AREAS,
  loadAnalytics,
  type AnalyticsData,
} from "./admin-analytics.server";
import { signUpCustomer, type TestCustomer } from "../../../tests/integration/helpers";
import { expectConsoleError } from "../../../tests/support/console-error";
import {
  adminGet,
  insertVehicle,
  withOnlyTheseBookings,
  routeOutcome,
  signUpAdmin,
} from "../../../tests/integration/admin-fixtures";

/** The /admin page (`path` with its query) as the admin opens it. */
const adminPage = (path: string, who: TestCustomer) =>
  routeOutcome(adminLoader, adminGet(path, who));

// 12:00 noon in Hyderabad on 21 November 2026.
const NOW = new Date("2026-11-21T06:30:00Z");

const seeded: { status: BookingStatus; service: string; address: string; createdAt: string }[] = [
  // Just after midnight in Kolkata, still the 20th in UTC: counts on the 21st.
  {
    status: "completed",
    service: "Engine Oil Change",
    address: "Flat 12, Madhapur, Hyderabad",
    createdAt: "2026-11-21T00:10:00+05:30",
  },
  {
    status: "completed",
    service: "Engine Oil Change",
    address: "Hyderabad Central Mall, KONDAPUR",
    createdAt: "2026-11-20T23:50:00+05:30",
  },
  {
    status: "completed",
    service: "Engine Oil Change",
    address: "Road 36, Jubilee Hills, Hyderabad",
    createdAt: "2026-11-15T10:00:00+05:30",
  },
  {
    status: "pending",
    service: "AC Service & Repair",
    address: "12 SD Road, Secunderabad",
    createdAt: "2026-11-15T18:00:00+05:30",
  },
  {
    status: "pending",
    service: "AC Service & Repair",
    address: "Near Madhapur metro, Gachibowli road",
    createdAt: "2026-11-01T09:00:00+05:30",
  },
  {
    status: "confirmed",
    service: "Battery replacement",
    address: "Whitefield, Bengaluru",
    createdAt: "2026-10-23T00:30:00+05:30",
  },
  // "Madhapurnagar" is not the word Madhapur.
  {
    status: "in_progress",
    service: "Body Work & Paint",
    address: "Plot 5, Madhapurnagar colony",
    createdAt: "2026-11-10T12:00:00+05:30",
  },
  {
    status: "cancelled",
    service: "Brake Service & Repair",
    address: "KPHB, Kukatpally, Hyderabad",
    createdAt: "2026-11-10T13:00:00+05:30",
  },
  // A minute before the 30-day window: in the totals, not in the chart.
  {
    status: "cancelled",
    service: "Transmission Service",
    address: "Jubilee Hills",
    createdAt: "2026-10-22T23:59:00+05:30",
  },
];

async function analyticsOf(rows: typeof seeded, userId: string): Promise<AnalyticsData> {
  let result: AnalyticsData | undefined;
  await withOnlyTheseBookings(async (tx) => {
    for (const r of rows) {
      await tx.insert(bookings).values({
        userId,
        serviceType: r.service,
        customerName: "Seeded Customer",
        customerEmail: "seeded@example.com",
        customerPhone: "9876543210",
        carModel: "Hyundai Creta (2021)",
        preferredDate: "2026-12-01",
        preferredTime: "10:00 AM",
        address: r.address,
        status: r.status,
        createdAt: new Date(r.createdAt),
      });
    }
    result = await loadAnalytics(NOW, tx);
  });
  return result!;
}

/** A ranked list of the tab: its rule, its field, and its [what, count] rows in the tab's order. */
type Ranking = [
  rule: string,
  list: "byStatus" | "topServices" | "topLocations",
  rows: Array<[string, number]>,
];

describe("analytics on known bookings", () => {
  let userId: string;
  let analytics: AnalyticsData;
  beforeAll(async () => {
    userId = (await signUpCustomer("Seeded Customer")).id;
    analytics = await analyticsOf(seeded, userId);
  });

  it("totals the bookings and estimates revenue as completed bookings × ₹2,500", () => {
    expect(analytics.total).toBe(9);
    expect(analytics.estimatedRevenue).toBe(7500);
  });

  it.each<Ranking>([
    [
      "lists the bookings by status, all five in order",
      "byStatus",
      [
        ["pending", 2],
        ["confirmed", 1],
        ["in_progress", 1],
        ["completed", 3],
        ["cancelled", 2],
      ],
    ],
    [
      "ranks the top 5 services by bookings, ties by name",
      "topServices",
      [
        ["Engine Oil Change", 3],
        ["AC Service & Repair", 2],
        ["Battery replacement", 1],
        ["Body Work & Paint", 1],
        ["Brake Service & Repair", 1],
      ],
    ],
    [
      "ranks the top 5 locations from a word of the address: the locality first, then the city, else 'Other Areas'",
      "topLocations",
      [
        ["Other Areas", 3],
        ["Madhapur", 2],
        ["Hyderabad", 1],
        ["Kondapur", 1],
        ["Kukatpally", 1],
      ],
    ],
  ])("%s", (_, list, rows) => {
    const what = list === "byStatus" ? "status" : "name";
    expect(analytics[list]).toEqual(rows.map(([label, count]) => ({ [what]: label, count })));
  });

  it("counts bookings per day over the last 30 days in India Standard Time, zero days included", () => {
    expect(analytics.perDay).toHaveLength(30);
    expect(analytics.perDay[0]).toEqual({ date: "2026-10-23", count: 1 });
    expect(analytics.perDay.at(-1)).toEqual({ date: "2026-11-21", count: 1 });
    const byDate = Object.fromEntries(analytics.perDay.map((d) => [d.date, d.count]));
    expect(byDate).toMatchObject({
      "2026-11-20": 1,
      "2026-11-15": 2,
      "2026-11-10": 2,
      "2026-11-01": 1,
      "2026-11-02": 0,
    });
    expect(analytics.perDay.reduce((sum, d) => sum + d.count, 0)).toBe(8);
  });

  it("is all zeros with no bookings", async () => {
    const empty = await analyticsOf([], userId);
    expect(empty).toMatchObject({
      total: 0,
      estimatedRevenue: 0,
      topServices: [],
      topLocations: [],
    });
    expect(empty.perDay.every((d) => d.count === 0)).toBe(true);
  });
});

describe("when the bookings cannot be read", () => {
  it("the Analytics tab answers with no figures (the page shows 'Failed to load analytics data.') instead of an error page", async () => {
    const admin = await signUpAdmin();
    // A car, so the cars-due list has a car to look up bookings for (and fails like the rest).
    await insertVehicle(admin.id);
    for (const what of ["analytics", "cars due", "overview", "bookings"])
      expectConsoleError(new RegExp(`^Admin ${what} could not be loaded: 42P01`));
    // The figures come from the roll-ups (docs/decisions/0018): both tables go.
    await getDb().execute(sql`alter table bookings rename to bookings_unavailable`);
    await getDb().execute(sql`alter table booking_counts rename to booking_counts_unavailable`);
    try {
      const analytics = await adminPage("/admin", admin);
      expect(analytics.status).toBe(200);
      expect(analytics.body).toMatchObject({ tab: "analytics", analytics: null });
      const overview = await adminPage("/admin?tab=overview", admin);
      expect(overview.body).toMatchObject({ tab: "overview", overview: null });
      const list = await adminPage("/admin?tab=bookings", admin);
      expect(list.body).toMatchObject({ tab: "bookings", bookings: null });
    } finally {
      await getDb().execute(sql`alter table bookings_unavailable rename to bookings`);
      await getDb().execute(sql`alter table booking_counts_unavailable rename to booking_counts`);
    }
  });
});

describe("the roll-ups the figures are read from (docs/decisions/0018)", () => {
  it("follow every write of bookings in its own transaction: a status change, a new address, a deletion, a bulk insert", async () => {
    const { id: userId } = await signUpCustomer("Rolled Up Customer");
    let figures: AnalyticsData[] = [];
    await withOnlyTheseBookings(async (tx) => {
      const base = {
        userId,
        customerName: "Rolled Up Customer",
        customerEmail: "rolled@example.com",
        customerPhone: "9876543210",
        carModel: "Hyundai Creta (2021)",
        preferredDate: "2026-12-01",
        preferredTime: "10:00 AM",
        createdAt: new Date("2026-11-20T10:00:00+05:30"),
      };
      const [a, b] = await tx
        .insert(bookings)
        .values([
          { ...base, serviceType: "Engine Oil Change", address: "Madhapur, Hyderabad" },
          { ...base, serviceType: "AC Service & Repair", address: "Kondapur" },
        ])
        .returning();
      await tx
        .update(bookings)
        .set({ status: "completed" })
        .where(sql`id = ${a!.id}`);
      await tx
        .update(bookings)
        .set({ address: "Gachibowli" })
        .where(sql`id = ${a!.id}`);
      // The completed visit moves to a day in November: the comeback rate's month follows.
      await tx
        .update(bookings)
        .set({ preferredDate: "2026-11-10" })
        .where(sql`id = ${a!.id}`);
      // A change of nothing counted (the erasure's user id, say) leaves the figures alone.
      await tx.update(bookings).set({ specialRequests: "Call first" });
      figures.push(await loadAnalytics(NOW, tx));
      await tx.delete(bookings).where(sql`id = ${b!.id}`);
      figures.push(await loadAnalytics(NOW, tx));
      await tx.execute(sql`insert into bookings (user_id, service_type, customer_name,
            customer_email, customer_phone, car_model, preferred_date, preferred_time, address,
            status, created_at)
          select ${userId}, 'Battery replacement', 'Bulk Customer', 'bulk@example.com',
            '9876543210', 'Hyundai Creta (2021)', '2026-12-02', '11:00 AM', 'Kukatpally',
            'pending', '2026-11-19T10:00:00+05:30'
          from generate_series(1, 1000)`);
      figures.push(await loadAnalytics(NOW, tx));
    });
    const [changed, deleted, bulk] = figures as [AnalyticsData, AnalyticsData, AnalyticsData];
    expect(changed.total).toBe(2);
    expect(changed.byStatus.find((s) => s.status === "completed")!.count).toBe(1);
    expect(changed.byStatus.find((s) => s.status === "pending")!.count).toBe(1);
    expect(changed.estimatedRevenue).toBe(2500);
    expect(changed.topLocations).toEqual([
      { name: "Gachibowli", count: 1 },
      { name: "Kondapur", count: 1 },
    ]);
    expect(changed.perDay.find((d) => d.date === "2026-11-20")!.count).toBe(2);
    expect(changed.comebacks).toEqual([{ month: "2026-11", completed: 1, comebacks: 0 }]);
    expect(deleted.total).toBe(1);
    expect(deleted.topServices).toEqual([{ name: "Engine Oil Change", count: 1 }]);
    expect(deleted.perDay.find((d) => d.date === "2026-11-20")!.count).toBe(1);
    expect(bulk.total).toBe(1001);
    expect(bulk.topLocations[0]).toEqual({ name: "Kukatpally", count: 1000 });
    expect(bulk.perDay.find((d) => d.date === "2026-11-19")!.count).toBe(1000);
    figures = [];
  });

  it("group addresses with the database's booking_location, which names the same places as the tab", async () => {
    const { rows } = await getDb().execute<{ definition: string }>(
      sql`select pg_get_functiondef('booking_location(text)'::regprocedure) as definition`,
    );
    expect(rows[0]!.definition).toContain(`\\m(${ANALYTICS_LOCALITIES.join("|")})\\M`);
    expect(rows[0]!.definition).toContain(`\\m(${ANALYTICS_CITY})\\M`);
    expect(rows[0]!.definition).toContain(`'${OTHER_AREAS}'`);
  });
});
