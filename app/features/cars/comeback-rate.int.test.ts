/**
 * The comeback rate on a small hand-made set of jobs (docs/product.md#comeback-rate): written in a
 * transaction that starts with no bookings and is rolled back, so the months count exactly them.
 */
import { describe, expect, it } from "vitest";
import { bookings, estimateLines, estimates, invoices, type BookingStatus } from "~/db/schema";
import {
  insertVehicle,
  signUpAdmin,
  withOnlyTheseBookings,
  type Transaction,
} from "../../../tests/integration/admin-fixtures";
import { seller } from "../../../tests/integration/job-card-fixtures";
import { loadComebackRate, type ComebackMonth } from "./comeback-rate.server";

// Noon in Hyderabad on 21 November 2026.
const NOW = new Date("2026-11-21T06:30:00Z");

let sequence = 0;

/** A booking of the car on `date`, with an estimate whose lines rework the given invoice lines. */
async function job(
  tx: Transaction,
  userId: string,
  vehicleId: string,
  date: string,
  status: BookingStatus,
  reworks: Array<{ invoiceId: string; line: number }> = [],
) {
  const [booking] = await tx
    .insert(bookings)
    .values({
      userId,
      vehicleId,
      status,
      serviceType: "Brake Service",
      customerName: "Ravi Kumar",
      customerEmail: "ravi@example.com",
      customerPhone: "+919876500001",
      carModel: "Hyundai Creta (2021)",
      preferredDate: date,
      preferredTime: "10:00 AM",
      address: "Madhapur, Hyderabad",
    })
    .returning();
  const [estimate] = await tx
    .insert(estimates)
    .values({ bookingId: booking!.id, version: 1, sentAt: new Date(`${date}T10:00:00+05:30`) })
    .returning();
  const lines = [
    { description: "Brake pads", unitPricePaise: 320_000, warranty: null },
    ...reworks.map((w) => ({ description: "Brake pads refitted", unitPricePaise: 0, warranty: w })),
  ];
  await tx.insert(estimateLines).values(
    lines.map((l, i) => ({
      estimateId: estimate!.id,
      position: i + 1,
      kind: "part" as const,
      description: l.description,
      hsnSac: "87083000",
      quantityHundredths: 100,
      unitPricePaise: l.unitPricePaise,
      gstRatePercent: 28,
      warrantyInvoiceId: l.warranty?.invoiceId ?? null,
      warrantyInvoiceLine: l.warranty?.line ?? null,
    })),
  );
  return { booking: booking!, estimate: estimate! };
}

/** An issued invoice of a job (its figures do not matter here). */
async function invoiceOf(tx: Transaction, j: Awaited<ReturnType<typeof job>>) {
  sequence += 1;
  const [row] = await tx
    .insert(invoices)
    .values({
      bookingId: j.booking.id,
      estimateId: j.estimate.id,
      number: `INV/2026-27/${String(sequence).padStart(4, "0")}`,
      financialYear: "2026-27",
      sequence,
      issuedAt: new Date(`${j.booking.preferredDate}T18:00:00+05:30`),
      seller,
      customerName: "Ravi Kumar",
      customerAddress: "Madhapur, Hyderabad",
      customerStateCode: "36",
      lines: [],
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 0,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

describe("the comeback rate (docs/product.md#comeback-rate)", () => {
  it("counts, per month of the job, the completed jobs a later job card reworked under warranty", async () => {
    const admin = await signUpAdmin();
    const car = await insertVehicle(admin.id);
    const other = await insertVehicle(admin.id, { model: "Verna" });
    let months: ComebackMonth[] = [];
    await withOnlyTheseBookings(async (tx) => {
      const october = await job(tx, admin.id, car.id, "2026-10-05", "completed");
      const octoberInvoice = await invoiceOf(tx, october);
      const otherOctober = await job(tx, admin.id, other.id, "2026-10-10", "completed");
      const otherInvoice = await invoiceOf(tx, otherOctober);
      await job(tx, admin.id, other.id, "2026-09-15", "completed");
      // Older than the twelve months shown.
      await job(tx, admin.id, car.id, "2025-10-20", "completed");
      // Not completed: not a job of its month.
      await job(tx, admin.id, car.id, "2026-11-02", "confirmed");
      // October's job comes back twice (still one comeback): on a job card not yet done, and
      // on a completed November job.
      await job(tx, admin.id, car.id, "2026-11-10", "confirmed", [
        { invoiceId: octoberInvoice, line: 1 },
      ]);
      await job(tx, admin.id, car.id, "2026-11-12", "completed", [
        { invoiceId: octoberInvoice, line: 1 },
      ]);
      // A cancelled job card's rework is no comeback.
      await job(tx, admin.id, other.id, "2026-11-14", "cancelled", [
        { invoiceId: otherInvoice, line: 1 },
      ]);
      months = await loadComebackRate(NOW, tx);
    });
    expect(months).toEqual([
      { month: "2026-11", completed: 1, comebacks: 0 },
      { month: "2026-10", completed: 2, comebacks: 1 },
      { month: "2026-09", completed: 1, comebacks: 0 },
    ]);
  });
});
