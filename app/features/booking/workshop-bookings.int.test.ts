/**
 * Bookings in the back office: search, filters and pages in SQL; status changes with their
 * audit entry in one transaction; the history; the CSV export of the filtered list.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAudit, bookings } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import * as adminRoute from "~/routes/admin";
import * as bookingsCsvRoute from "~/routes/admin.bookings-csv";
import type { TestCustomer } from "../../../tests/integration/helpers";
import { expectConsoleError } from "../../../tests/support/console-error";
import {
  adminAct,
  adminGet,
  insertBooking,
  routeOutcome,
  routeResponse,
  signUpAdminAndCustomer,
} from "../../../tests/integration/admin-fixtures";
import type { AdminPageData } from "~/features/admin/admin-page.server";
import { BOOKING_STATUS_MESSAGES } from "./booking-status-schema";

async function page(path: string, who: TestCustomer) {
  const outcome = await routeOutcome(adminRoute.loader, adminGet(path, who));
  expect(outcome.status).toBe(200);
  return outcome.body as AdminPageData;
}
async function bookingsTab(query: string, who: TestCustomer) {
  const data = await page(`/admin?tab=bookings&${query}`, who);
  if (data.tab !== "bookings" || !data.bookings) throw new Error("no bookings tab");
  return data;
}

let admin: TestCustomer;
let owner: TestCustomer;
beforeAll(async () => {
  ({ admin, customer: owner } = await signUpAdminAndCustomer("Booking Owner", "Shift Admin"));
});

describe("changing a booking's status", () => {
  it("sets status and updated_at and records who changed it from what to what, when", async () => {
    const booking = await insertBooking(owner.id, { updatedAt: new Date("2026-01-01T00:00:00Z") });
    const outcome = await adminAct(
      { intent: "set-booking-status", bookingId: booking.id, status: "in_progress" },
      admin,
    );
    expect(outcome).toMatchObject({
      status: 200,
      body: {
        ok: true,
        intent: "set-booking-status",
        bookingId: booking.id,
        status: "in_progress",
      },
    });
    const [row] = await getDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe("in_progress");
    expect(row!.updatedAt.getTime()).toBeGreaterThan(new Date("2026-01-01T00:00:00Z").getTime());
    const audit = await getDb().select().from(adminAudit).where(eq(adminAudit.target, booking.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        action: "booking_status_changed",
        source: "admin_panel",
        fromValue: "pending",
        toValue: "in_progress",
      }),
    ]);
    expect(Math.abs(audit[0]!.createdAt.getTime() - row!.updatedAt.getTime())).toBeLessThan(1000);
  });

  it("moves in any order through all five statuses, each move in the booking's history", async () => {
    const booking = await insertBooking(owner.id, {
      preferredDate: "2027-01-04",
      preferredTime: "09:00 AM",
    });
    for (const status of ["completed", "pending", "cancelled", "confirmed"]) {
      expect(
        (await adminAct({ intent: "set-booking-status", bookingId: booking.id, status }, admin))
          .status,
      ).toBe(200);
    }
    const data = await page(`/admin?tab=bookings&history=${booking.id}`, admin);
    if (data.tab !== "bookings") throw new Error("wrong tab");
    expect(data.history!.booking.status).toBe("confirmed");
    expect(data.history!.entries.map((e) => [e.fromValue, e.toValue, e.actorEmail])).toEqual([
      ["cancelled", "confirmed", admin.email],
      ["pending", "cancelled", admin.email],
      ["completed", "pending", admin.email],
      ["pending", "completed", admin.email],
    ]);
  });

  it("refuses to make a cancelled booking active again once its slot is full (docs/decisions/0007)", async () => {
    const slot = { preferredDate: "2027-01-05", preferredTime: "11:00 AM" };
    const cancelled = await insertBooking(owner.id, { ...slot, status: "cancelled" });
    for (let i = 0; i < getEnv().BOOKING_SLOT_CAPACITY; i++) await insertBooking(owner.id, slot);
    for (const status of ["pending", "confirmed", "in_progress", "completed"]) {
      const outcome = await adminAct(
        { intent: "set-booking-status", bookingId: cancelled.id, status },
        admin,
      );
      expect(outcome).toMatchObject({
        status: 409,
        body: { ok: false, message: BOOKING_STATUS_MESSAGES.slotFull },
      });
    }
    const [row] = await getDb().select().from(bookings).where(eq(bookings.id, cancelled.id));
    expect(row!.status).toBe("cancelled");
  });

  it("records nothing when the status is already the chosen one", async () => {
    const booking = await insertBooking(owner.id, { status: "confirmed" });
    expect(
      (
        await adminAct(
          { intent: "set-booking-status", bookingId: booking.id, status: "confirmed" },
          admin,
        )
      ).status,
    ).toBe(200);
    expect(
      await getDb().select().from(adminAudit).where(eq(adminAudit.target, booking.id)),
    ).toEqual([]);
  });

  it.each([
    ["an unknown status", { status: "done" }, 400],
    ["a status in capitals", { status: "CONFIRMED" }, 400],
    ["a malformed booking id", { bookingId: "123" }, 400],
    ["a booking that does not exist", { bookingId: randomUUID() }, 404],
  ])(
    "answers %s with 'Failed to update booking status.' and changes nothing",
    async (_label, patch, status) => {
      const booking = await insertBooking(owner.id);
      const outcome = await adminAct(
        { intent: "set-booking-status", bookingId: booking.id, status: "confirmed", ...patch },
        admin,
      );
      expect(outcome).toMatchObject({
        status,
        body: {
          ok: false,
          intent: "set-booking-status",
          message: "Failed to update booking status.",
        },
      });
      const [row] = await getDb().select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row!.status).toBe("pending");
    },
  );

  it("changes nothing when the audit entry cannot be written (one transaction)", async () => {
    expectConsoleError(/^Admin action set-booking-status failed: P0001 audit refused/);
    const booking = await insertBooking(owner.id);
    await getDb().execute(sql`
      create or replace function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$;
      create trigger refuse_audit before insert on admin_audit for each row execute function refuse_audit();
    `);
    try {
      const outcome = await adminAct(
        { intent: "set-booking-status", bookingId: booking.id, status: "completed" },
        admin,
      );
      expect(outcome).toMatchObject({
        status: 503,
        body: { ok: false, message: "Failed to update booking status." },
      });
    } finally {
      await getDb().execute(
        sql`drop trigger refuse_audit on admin_audit; drop function refuse_audit();`,
      );
    }
    const [row] = await getDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe("pending");
  });
});

describe("finding bookings", () => {
  const token = `Zq${randomUUID().slice(0, 6)}`;
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  let ids: Record<string, string>;

  beforeAll(async () => {
    const hour = (h: number) => new Date(Date.UTC(2026, 10, 10, h));
    const a = await insertBooking(owner.id, {
      customerName: `Lakshmi ${token}`,
      // Stored in E.164, as the booking form stores it (docs/decisions/0013).
      customerPhone: `+91${phone}`,
      preferredDate: "2026-12-05",
      status: "pending",
      createdAt: hour(1),
    });
    const b = await insertBooking(owner.id, {
      customerName: `Ravi ${token}`,
      customerEmail: `ravi.${token.toLowerCase()}@example.com`,
      preferredDate: "2026-12-10",
      status: "confirmed",
      createdAt: hour(2),
    });
    const c = await insertBooking(owner.id, {
      customerName: `Sneha ${token}`,
      preferredDate: "2026-12-20",
      status: "completed",
      createdAt: hour(3),
    });
    ids = { a: a.id, b: b.id, c: c.id };
  });

  const names = (data: Awaited<ReturnType<typeof bookingsTab>>) =>
    data.bookings!.bookings.map((x) => x.customerName.split(" ")[0]);

  it("by name, newest first", async () => {
    expect(names(await bookingsTab(`q=${token}`, admin))).toEqual(["Sneha", "Ravi", "Lakshmi"]);
    expect(
      names(await bookingsTab(`q=${encodeURIComponent(`ravi ${token}`.toUpperCase())}`, admin)),
    ).toEqual(["Ravi"]);
  });

  it("by phone as typed with spaces, by email, and by the start of the booking id", async () => {
    const spaced = `${phone.slice(0, 5)} ${phone.slice(5)}`;
    expect(names(await bookingsTab(`q=${encodeURIComponent(spaced)}`, admin))).toEqual(["Lakshmi"]);
    expect(names(await bookingsTab(`q=ravi.${token.toLowerCase()}@`, admin))).toEqual(["Ravi"]);
    expect(names(await bookingsTab(`q=${ids.c!.slice(0, 8).toUpperCase()}`, admin))).toEqual([
      "Sneha",
    ]);
  });

  it("searches phones only for a phone number, not for digits inside a name or email", async () => {
    const digits = String(Math.floor(Math.random() * 9000) + 1000);
    await insertBooking(owner.id, {
      customerName: `Meena ${randomUUID().slice(0, 6)}`,
      customerPhone: `+9190000${digits}1`,
    });
    expect(names(await bookingsTab(`q=${encodeURIComponent(`nobody${digits}`)}`, admin))).toEqual(
      [],
    );
    expect(
      names(
        await bookingsTab(
          `q=${encodeURIComponent(`${digits.slice(0, 2)} ${digits.slice(2)}`)}`,
          admin,
        ),
      ),
    ).toContain("Meena");
  });

  it("finds a name by its words, the last one as its start, whatever the script or the dots between them", async () => {
    const tag = randomUUID().slice(0, 6);
    for (const customerName of [`K.Srinivas Reddy ${tag}`, `రవి కుమార్ ${tag}`])
      await insertBooking(owner.id, { customerName });
    const found = async (q: string) =>
      names(await bookingsTab(`q=${encodeURIComponent(q)}`, admin)).length;
    expect(await found(`${tag} srinivas red`)).toBe(1);
    expect(await found(`k srinivas reddy ${tag.slice(0, 3)}`)).toBe(1);
    expect(await found(`${tag} కుమార్`)).toBe(1);
    // The middle of a word is not one of its words, nor the start of a word typed before another.
    expect(await found(`${tag} eddy`)).toBe(0);
    expect(await found(`red ${tag}`)).toBe(0);
  });

  it("finds a whole phone number as typed, or a whole email address in any case, as that number or address", async () => {
    const digits = String(Math.floor(Math.random() * 9000) + 1000);
    const email = `whole.${digits}.${randomUUID().slice(0, 6)}@example.com`;
    await insertBooking(owner.id, {
      customerName: `Farida ${randomUUID().slice(0, 6)}`,
      customerPhone: `+9191000${digits}2`,
      customerEmail: email,
    });
    // An address that holds the searched one inside it is another customer's.
    await insertBooking(owner.id, {
      customerName: `Gopal ${randomUUID().slice(0, 6)}`,
      customerPhone: `+9181000${digits}2`,
      customerEmail: `x${email}`,
    });
    const typed = `+91 91000 ${digits}2`;
    expect(names(await bookingsTab(`q=${encodeURIComponent(typed)}`, admin))).toEqual(["Farida"]);
    expect(names(await bookingsTab(`q=${encodeURIComponent(email.toUpperCase())}`, admin))).toEqual(
      ["Farida"],
    );
    // Part of an address still finds both.
    expect(
      names(await bookingsTab(`q=${encodeURIComponent(email.split("@")[0]!)}`, admin)).sort(),
    ).toEqual(["Farida", "Gopal"]);
  });

  it("by status and by visit date range (inclusive)", async () => {
    expect(names(await bookingsTab(`q=${token}&status=confirmed`, admin))).toEqual(["Ravi"]);
    expect(names(await bookingsTab(`q=${token}&from=2026-12-10`, admin))).toEqual([
      "Sneha",
      "Ravi",
    ]);
    expect(names(await bookingsTab(`q=${token}&from=2026-12-05&to=2026-12-10`, admin))).toEqual([
      "Ravi",
      "Lakshmi",
    ]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    const data = await bookingsTab(`q=${encodeURIComponent("%")}`, admin);
    expect(
      data.bookings!.bookings.every(
        (b) => b.customerName.includes("%") || b.customerEmail.includes("%"),
      ),
    ).toBe(true);
  });

  it("says 'No bookings found.' territory: an empty list when nothing matches", async () => {
    const data = await bookingsTab(`q=nobody-${token}`, admin);
    expect(data.bookings).toMatchObject({ bookings: [], total: 0, page: 1, pageCount: 1 });
  });

  it("pages 20 at a time by the place of the last booking shown: Next and Previous walk every booking once, ties at a page's edge included", async () => {
    const pageToken = `Pg${randomUUID().slice(0, 6)}`;
    // 45 bookings, in threes made at the same instant: pages end inside a group of equals.
    for (let i = 0; i < 45; i++)
      await insertBooking(owner.id, {
        customerName: `Guest ${i} ${pageToken}`,
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, Math.floor(i / 3))),
      });
    const first = await bookingsTab(`q=${pageToken}`, admin);
    expect(first.bookings).toMatchObject({
      total: 45,
      estimated: false,
      page: 1,
      pageCount: 3,
      previous: null,
    });
    expect(first.bookings!.bookings).toHaveLength(20);
    expect(first.bookings!.bookings[0]!.customerName).toMatch(/^Guest 4[234] /);
    const second = await bookingsTab(`q=${pageToken}&page=2&after=${first.bookings!.next}`, admin);
    expect(second.bookings).toMatchObject({ page: 2, pageCount: 3 });
    const third = await bookingsTab(`q=${pageToken}&page=3&after=${second.bookings!.next}`, admin);
    expect(third.bookings).toMatchObject({ page: 3, pageCount: 3, next: null });
    const names = [first, second, third].flatMap((d) => d.bookings!.bookings.map((b) => b.id));
    expect(names).toHaveLength(45);
    expect(new Set(names).size).toBe(45);
    // Previous from page 3 is page 2 again, the same bookings in the same order.
    const back = await bookingsTab(
      `q=${pageToken}&page=2&before=${third.bookings!.previous}`,
      admin,
    );
    expect(back.bookings!.bookings.map((b) => b.id)).toEqual(
      second.bookings!.bookings.map((b) => b.id),
    );
    expect(back.bookings).toMatchObject({ page: 2, next: second.bookings!.next });
    // Previous from page 2 (a place with fewer than a page before it) is the first page.
    const top = await bookingsTab(`q=${pageToken}&before=${second.bookings!.previous}`, admin);
    expect(top.bookings).toMatchObject({ page: 1, previous: null, next: first.bookings!.next });
    // A filter keeps its place: pending only, by the status index.
    const pending = await bookingsTab(
      `q=${pageToken}&status=pending&page=2&after=${first.bookings!.next}`,
      admin,
    );
    expect(pending.bookings!.bookings.map((b) => b.id)).toEqual(
      second.bookings!.bookings.map((b) => b.id),
    );
  });

  it("reads a page number without a place, or a malformed place, as the first page", async () => {
    const pageToken = `Pn${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 21; i++)
      await insertBooking(owner.id, { customerName: `Guest ${i} ${pageToken}` });
    for (const query of [`page=9`, `page=2&after=2026-11-01`, `after=x_y&before=%27`]) {
      const data = await bookingsTab(`q=${pageToken}&${query}`, admin);
      expect(data.bookings).toMatchObject({ page: 1, pageCount: 2, previous: null });
    }
  });

  it("counts an unfiltered or status-only list from the roll-ups, exactly", async () => {
    const [counted] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.status, "pending"));
    const data = await bookingsTab("status=pending", admin);
    expect(data.bookings).toMatchObject({ total: counted!.n, estimated: false });
  });
});

describe("a search or date filter matching many bookings (docs/decisions/0025)", () => {
  const token = `Mx${randomUUID().slice(0, 6)}`;
  const base = Date.UTC(2031, 0, 1);
  const days = ["2031-01-10", "2031-01-11", "2031-01-12"];
  /** Booking n (1 to 2,100: more than the probe looks at) of `token`: made n minutes after `base`, its visit on days[n % 3]. */
  const bookingOf = (n: number) => ({
    name: `Guest ${n} ${token}`,
    createdAt: base + n * 60_000,
    day: days[n % 3]!,
  });
  const all = Array.from({ length: 2_100 }, (_, i) => bookingOf(i + 1));

  beforeAll(async () => {
    await getDb().execute(sql`
      insert into bookings (service_type, customer_name, customer_email, customer_phone, car_model,
        preferred_date, preferred_time, address, status, created_at, updated_at)
      select 'General Service', 'Guest ' || n || ' ' || ${token}, 'guest' || n || '@example.com',
        '+919800000000', 'Honda City (2019)', (${`{${days.join(",")}}`}::date[])[1 + n % 3],
        '10:00 AM', 'Plot 1, Madhapur, Hyderabad',
        (array['pending', 'completed'])[1 + n % 2]::booking_status,
        to_timestamp(${base / 1000} + n * 60), to_timestamp(${base / 1000} + n * 60)
      from generate_series(1, 2100) as n`);
    // One older booking whose name no other booking shares.
    await insertBooking(owner.id, {
      customerName: `Rare ${token}Solo`,
      createdAt: new Date(base - 60_000),
    });
  });

  const names = (data: Awaited<ReturnType<typeof bookingsTab>>) =>
    data.bookings!.bookings.map((b) => b.customerName);

  it("says a search matches too many to count, asks for a word, and still lists the newest first, page after page", async () => {
    const first = await bookingsTab(`q=${token}`, admin);
    expect(first.bookings).toMatchObject({ tooMany: true, page: 1, previous: null });
    const newest = [...all].sort((a, b) => b.createdAt - a.createdAt).map((b) => b.name);
    expect(names(first)).toEqual(newest.slice(0, 20));
    const second = await bookingsTab(`q=${token}&page=2&after=${first.bookings!.next}`, admin);
    expect(names(second)).toEqual(newest.slice(20, 40));
    expect(second.bookings).toMatchObject({ tooMany: true, page: 2 });
    const back = await bookingsTab(`q=${token}&before=${second.bookings!.previous}`, admin);
    expect(names(back)).toEqual(newest.slice(0, 20));
  });

  it("keeps the status filter on a search with too many matches, newest first", async () => {
    const data = await bookingsTab(`q=${token}&status=completed`, admin);
    const completed = all
      .filter((_, i) => (i + 1) % 2 === 1)
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((b) => b.name);
    expect(names(data)).toEqual(completed.slice(0, 20));
    expect(data.bookings!.bookings.every((b) => b.status === "completed")).toBe(true);
  });

  it("looks at 2,000 bookings at most for a search too many to count whose matches are further back, and goes on from there", async () => {
    // 1,100 bookings of another word, all older than the 2,100 above: too many to count, and
    // none among the 2,000 newest bookings.
    const far = `Fb${randomUUID().slice(0, 6)}`;
    const farBase = Date.UTC(2030, 0, 1);
    await getDb().execute(sql`
      insert into bookings (service_type, customer_name, customer_email, customer_phone, car_model,
        preferred_date, preferred_time, address, status, created_at, updated_at)
      select 'General Service', 'Guest ' || n || ' ' || ${far}, 'far' || n || '@example.com',
        '+919800000000', 'Honda City (2019)', '2030-01-10', '10:00 AM',
        'Plot 1, Madhapur, Hyderabad', 'pending',
        to_timestamp(${farBase / 1000} + n * 60), to_timestamp(${farBase / 1000} + n * 60)
      from generate_series(1, 1100) as n`);
    const first = await bookingsTab(`q=${far}`, admin);
    expect(first.bookings).toMatchObject({ tooMany: true, lookedThrough: 2_000, page: 1 });
    expect(names(first)).toEqual([]);
    expect(first.bookings!.next).not.toBeNull();
    const second = await bookingsTab(`q=${far}&page=2&after=${first.bookings!.next}`, admin);
    const newestFar = Array.from({ length: 1100 }, (_, i) => `Guest ${1100 - i} ${far}`);
    expect(names(second)).toEqual(newestFar.slice(0, 20));
    expect(second.bookings).toMatchObject({ tooMany: true, lookedThrough: null, page: 2 });
    // Previous from there goes back to the page that looked through the newer bookings.
    const back = await bookingsTab(`q=${far}&before=${second.bookings!.previous}`, admin);
    expect(names(back)).toEqual([]);
  });

  it("still finds a rare match, counted exactly", async () => {
    const data = await bookingsTab(`q=${token}Solo`, admin);
    expect(names(data)).toEqual([`Rare ${token}Solo`]);
    expect(data.bookings).toMatchObject({ total: 1, tooMany: false, estimated: false });
  });

  it("lists visit dates with over 1,000 bookings newest made first across the days, with an estimate", async () => {
    const query = `from=${days[0]}&to=${days[2]}`;
    const first = await bookingsTab(query, admin);
    expect(first.bookings).toMatchObject({ estimated: true, tooMany: false });
    const newest = [...all].sort((a, b) => b.createdAt - a.createdAt).map((b) => b.name);
    expect(names(first)).toEqual(newest.slice(0, 20));
    const second = await bookingsTab(`${query}&page=2&after=${first.bookings!.next}`, admin);
    expect(names(second)).toEqual(newest.slice(20, 40));
    // Previous from page 3 reads the days the other way and gives page 2 again, then page 1.
    const third = await bookingsTab(`${query}&page=3&after=${second.bookings!.next}`, admin);
    expect(names(third)).toEqual(newest.slice(40, 60));
    const back = await bookingsTab(`${query}&page=2&before=${third.bookings!.previous}`, admin);
    expect(names(back)).toEqual(newest.slice(20, 40));
    const top = await bookingsTab(`${query}&before=${back.bookings!.previous}`, admin);
    expect(names(top)).toEqual(newest.slice(0, 20));
    // Dates open at one end (a page from each day, merged) list the same bookings in the same order.
    const openStart = await bookingsTab(`q=${token}&to=${days[2]}`, admin);
    expect(names(openStart)).toEqual(newest.slice(0, 20));
    const openNext = await bookingsTab(
      `q=${token}&to=${days[2]}&page=2&after=${openStart.bookings!.next}`,
      admin,
    );
    expect(names(openNext)).toEqual(newest.slice(20, 40));
    // One day alone, with the search: the walk of that day only; 700 matches among the day's
    // 700 bookings are too many to count.
    const oneDay = await bookingsTab(`q=${token}&from=${days[1]}&to=${days[1]}`, admin);
    const ofDay = [...all]
      .filter((b) => b.day === days[1])
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((b) => b.name);
    expect(names(oneDay)).toEqual(ofDay.slice(0, 20));
    expect(oneDay.bookings).toMatchObject({ tooMany: true, estimated: false });
    const dayNext = await bookingsTab(
      `q=${token}&from=${days[1]}&to=${days[1]}&page=2&after=${oneDay.bookings!.next}`,
      admin,
    );
    expect(names(dayNext)).toEqual(ofDay.slice(20, 40));
  });

  it("counts a search with visit dates exactly when few of the dates' bookings match, however many the dates hold", async () => {
    // One match among the 2,100 bookings of the three days: found from the search's index.
    const rare = await insertBooking(owner.id, {
      customerName: `Dated ${token}`,
      preferredDate: days[1],
      createdAt: new Date(base - 120_000),
    });
    const amongMany = await bookingsTab(
      `q=${encodeURIComponent(`dated ${token}`)}&from=${days[0]}&to=${days[2]}`,
      admin,
    );
    expect(amongMany.bookings!.bookings.map((b) => b.id)).toEqual([rare.id]);
    expect(amongMany.bookings).toMatchObject({ total: 1, tooMany: false, estimated: false });
    // A day of 40 bookings, 11 of them matching ('Few 1', 'Few 10' to 'Few 19'): all looked at.
    const few = `Fw${randomUUID().slice(0, 6)}`;
    await getDb().execute(sql`
      insert into bookings (service_type, customer_name, customer_email, customer_phone, car_model,
        preferred_date, preferred_time, address, status, created_at, updated_at)
      select 'General Service', ${few} || ' ' || n, 'few' || n || '@example.com',
        '+919800000000', 'Honda City (2019)', '2031-03-01', '10:00 AM',
        'Plot 1, Madhapur, Hyderabad', 'pending',
        to_timestamp(${base / 1000} + n * 60), to_timestamp(${base / 1000} + n * 60)
      from generate_series(1, 40) as n`);
    const day = await bookingsTab(
      `q=${encodeURIComponent(`${few} 1`)}&from=2031-03-01&to=2031-03-01`,
      admin,
    );
    expect(names(day)).toEqual(
      [19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 1].map((n) => `${few} ${n}`),
    );
    expect(day.bookings).toMatchObject({ total: 11, tooMany: false, estimated: false });
    // 26 of the day's 40 match: too many to count, listed all the same.
    const common = await bookingsTab(`q=${few}&from=2031-03-01&to=2031-03-01`, admin);
    expect(common.bookings).toMatchObject({ tooMany: true });
    expect(names(common)).toHaveLength(20);
  });
});

describe("the CSV export", () => {
  it("holds exactly the filtered bookings, newest first, with formulas neutralised", async () => {
    const token = `Csv${randomUUID().slice(0, 6)}`;
    await insertBooking(owner.id, {
      customerName: `=HYPERLINK("http://x") ${token}`,
      address: "Flat 1, Madhapur",
      createdAt: new Date("2026-11-01T00:00:00Z"),
    });
    await insertBooking(owner.id, {
      customerName: `Plain ${token}`,
      status: "completed",
      createdAt: new Date("2026-11-02T00:00:00Z"),
    });
    const outcome = await routeOutcome(
      bookingsCsvRoute.loader,
      adminGet(`/admin/bookings.csv?q=${token}`, admin),
    );
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("content-disposition")).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = String(outcome.body);
    expect(text.startsWith(`"Booking ID",`)).toBe(true);
    // A byte-order mark first, so that spreadsheets read the file as UTF-8.
    const raw = await routeResponse(
      bookingsCsvRoute.loader,
      adminGet(`/admin/bookings.csv?q=${token}`, admin),
    );
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,"Completed",`);
    expect(lines[1]).toContain(`Plain ${token}`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x"") ${token}"`);
    expect(lines[2]).toContain(`"Flat 1, Madhapur"`);

    const onlyCompleted = await routeOutcome(
      bookingsCsvRoute.loader,
      adminGet(`/admin/bookings.csv?q=${token}&status=completed`, admin),
    );
    expect(String(onlyCompleted.body).trim().split("\r\n")).toHaveLength(2);
  });
});
