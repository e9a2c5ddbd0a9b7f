import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { eq } from "drizzle-orm";
import { adminAudit, bookings, emergencyRequests, leads, reviews } from "~/db/schema";
import { closeDb, getDb } from "~/lib/db.server";
import { parseEnv, resetEnvCache } from "~/lib/env.server";
import { runMigrations } from "../../../server/database";
import { countFigures, figuresFrom, figuresMark } from "./site-figures.server";

// The figures count every record, so they are read on a database of their own, holding only the
// records of the table below.
const shared = inject("databaseUrl");
const name = `figures_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
const own = Object.assign(new URL(shared), { pathname: `/${name}` }).toString();

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: shared });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await onServer(`create database ${name}`);
  await runMigrations(own);
  await closeDb();
  process.env.DATABASE_URL = own;
  resetEnvCache();
});

afterAll(async () => {
  await closeDb();
  process.env.DATABASE_URL = shared;
  resetEnvCache();
  await onServer(`drop database if exists ${name}`);
});

/** The instant the figures are read at: 30 June 2026, noon in Kolkata. */
const NOW = new Date("2026-06-30T06:30:00Z");
const minutesAfter = (at: Date, m: number) => new Date(at.getTime() + m * 60_000);

const A = "+919800000001";
const B = "+919800000002";
const C = "+919800000003";

/**
 * The records (docs/decisions/0024 defines each figure): customer, car, status, visit date; then
 * the review of each completed visit and the staff's first action on each request.
 */
const BOOKINGS = [
  // A's Creta comes back 19 days after its first visit: that visit was not fixed first time.
  { phone: A, car: "Hyundai Creta (2021)", status: "completed", date: "2026-04-01", stars: 5 },
  { phone: A, car: "Hyundai Creta (2021)", status: "completed", date: "2026-04-20", stars: 4 },
  // B cancelled a second visit: a cancelled booking is no comeback.
  { phone: B, car: "Honda City (2019)", status: "completed", date: "2026-05-10", stars: 2 },
  { phone: B, car: "Honda City (2019)", status: "cancelled", date: "2026-05-15", stars: null },
  // C's visit is too recent for its 30 days to be over: not yet counted for the fix rate.
  { phone: C, car: "Maruti Swift (2022)", status: "completed", date: "2026-06-20", stars: null },
  { phone: C, car: "Maruti Swift (2022)", status: "pending", date: "2026-07-05", stars: null },
] as const;

describe("the figures from the records (docs/product.md#site-figures)", () => {
  beforeAll(async () => {
    const db = getDb();
    const sent = new Date("2026-06-01T04:30:00Z");
    for (const b of BOOKINGS) {
      const [row] = await db
        .insert(bookings)
        .values({
          userId: null,
          serviceType: "General Service & Maintenance",
          customerName: "Figure Customer",
          customerEmail: "figures@example.com",
          customerPhone: b.phone,
          carModel: b.car,
          preferredDate: b.date,
          preferredTime: "10:00 AM",
          address: "Madhapur",
          status: b.status,
          createdAt: sent,
        })
        .returning({ id: bookings.id });
      if (b.stars !== null)
        await db.insert(reviews).values({
          bookingId: row!.id,
          linkExpiresAt: NOW,
          status: "published",
          rating: b.stars,
          consentToPublish: true,
        });
      // The first booking: confirmed by the workshop 90 minutes after it was made (a customer's
      // own change before that does not count).
      if (b === BOOKINGS[0]) {
        await db.insert(adminAudit).values([
          {
            action: "booking_status_changed",
            source: "customer",
            target: row!.id,
            createdAt: minutesAfter(sent, 10),
          },
          {
            action: "booking_status_changed",
            source: "admin_panel",
            target: row!.id,
            createdAt: minutesAfter(sent, 90),
          },
        ]);
      }
    }
    // A lead answered after 30 minutes; another never answered (not a response yet).
    const [lead] = await db
      .insert(leads)
      .values({
        name: "Lead One",
        phone: A,
        carBrand: "BMW",
        serviceType: "Other",
        createdAt: sent,
      })
      .returning({ id: leads.id });
    await db
      .insert(leads)
      .values({ name: "Lead Two", phone: B, carBrand: "Audi", serviceType: "Other" });
    await db.insert(adminAudit).values({
      action: "lead_status_changed",
      source: "admin_panel",
      target: lead!.id,
      createdAt: minutesAfter(sent, 30),
    });
    // An emergency taken after 15 minutes.
    await db.insert(emergencyRequests).values({
      tokenHash: randomUUID(),
      phone: C,
      problem: "battery",
      landmark: "Near the lake",
      locality: "Madhapur",
      promiseMinutes: 120,
      status: "taken",
      createdAt: sent,
      takenAt: minutesAfter(sent, 15),
      etaMinutes: 20,
    });
  });

  it("counts each figure as its definition says", async () => {
    expect(await countFigures(NOW)).toEqual({
      customers: 3,
      repeatCustomers: 1,
      completedBookings: 4,
      fixJobs: 3,
      fixedFirstTime: 2,
      answeredRequests: 3,
      averageResponseMinutes: 45, // (90 + 30 + 15) / 3
      reviews: 3,
      satisfiedReviews: 2,
    });
  });

  it("shows a percentage or an average only on enough records, adds the opening figures to the counts, and never rounds up", async () => {
    const counts = await countFigures(NOW);
    const env = (vars: Record<string, string>) => parseEnv(vars);
    expect(figuresFrom(counts, env({ FIGURES_MIN_RECORDS: "3" }))).toEqual({
      customersServed: 3,
      carsServiced: 4,
      repeatPercent: 33,
      firstTimeFixPercent: 66,
      satisfiedPercent: 66,
      averageResponseMinutes: 45,
      since: null,
    });
    expect(
      figuresFrom(
        counts,
        env({
          FIGURES_MIN_RECORDS: "4",
          OPENING_CUSTOMERS_SERVED: "900",
          OPENING_CARS_SERVICED: "2400",
          OPENING_FIGURES_SINCE: "2011",
        }),
      ),
    ).toEqual({
      customersServed: 903,
      carsServiced: 2404,
      repeatPercent: null,
      firstTimeFixPercent: null,
      satisfiedPercent: null,
      averageResponseMinutes: null,
      since: 2011,
    });
  });

  it("marks the records so the watcher recounts only when a figure can have moved", async () => {
    const db = getDb();
    const before = await figuresMark(NOW);
    expect(await figuresMark(NOW)).toBe(before);
    // The next day in Kolkata moves the first-time fix window.
    expect(await figuresMark(new Date("2026-06-30T18:30:00Z"))).not.toBe(before);
    // C's pending visit is completed: one more car serviced.
    const [pending] = await db
      .update(bookings)
      .set({ status: "completed" })
      .where(eq(bookings.status, "pending"))
      .returning({ id: bookings.id });
    const completed = await figuresMark(NOW);
    expect(completed).not.toBe(before);
    // The workshop answers the second lead: the average response moves.
    await db.insert(adminAudit).values({
      action: "lead_status_changed",
      source: "admin_panel",
      target: randomUUID(),
    });
    const answered = await figuresMark(NOW);
    expect(answered).not.toBe(completed);
    // A review is published: the satisfied share moves.
    await db.insert(reviews).values({
      bookingId: pending!.id,
      linkExpiresAt: NOW,
      status: "published",
      rating: 5,
      consentToPublish: true,
    });
    expect(await figuresMark(NOW)).not.toBe(answered);
  });
});
