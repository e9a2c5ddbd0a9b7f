/**
 * Warranty rework at no charge (docs/product.md#warranty-rework): on a later job card of the same
 * car a line marked as rework of an earlier invoice line still in warranty is charged ₹0 and
 * carries "Under warranty: <invoice>, line <n>" onto the estimate, the tax invoice and the car's
 * history; a line whose warranty has ended, or another car's, is refused at its field with the
 * draft kept and nothing stored.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, invoices } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { addMonthsYmd, todayInKolkata } from "~/lib/time";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.booking";
import { carHistory } from "~/features/cars/car-record.server";
import type { AdminJobCardData } from "~/features/job-card/job-card-page.server";
import { loadJobCard } from "~/features/job-card/job-card-loader.server";
import {
  adminGet,
  adminPost,
  insertBooking,
  insertVehicle,
  routeOutcome,
  signUpAdmin,
} from "../../../tests/integration/admin-fixtures";
import { signUpCustomer } from "../../../tests/integration/helpers";
import {
  business,
  completedBookingWithApprovals,
  estimateLines,
  issueTelanganaInvoice,
} from "../../../tests/integration/job-card-fixtures";
import { BILLING_MESSAGES, warrantyChoiceValue } from "./billing-schema";
import { decideLines } from "./estimates.server";

/** The editor's fields for these lines, as the browser posts them. */
function editorFields(lines: Array<Record<string, string>>) {
  const fields: Record<string, string> = { intent: "send-estimate", note: "" };
  lines.forEach((line, i) => {
    for (const [k, v] of Object.entries(line)) fields[`lines.${i}.${k}`] = v;
  });
  return fields;
}

/**
 * An admin, a customer with a car, and an earlier completed visit of that car whose invoice
 * (labour, engine oil, rear brake pads) was issued at `invoicedAt`; then a new booking of the car.
 */
async function carWithEarlierInvoice(invoicedAt?: Date) {
  const admin = await signUpAdmin();
  const customer = await signUpCustomer("Lakshmi Reddy");
  const car = await insertVehicle(customer.id);
  const earlier = await completedBookingWithApprovals(customer.id, admin.id, [], {
    vehicleId: car.id,
  });
  const invoice = await issueTelanganaInvoice(earlier.id, admin.id, "", invoicedAt);
  const later = await insertBooking(customer.id, { vehicleId: car.id, status: "in_progress" });
  const url = `/admin/booking/${later.id}`;
  const act = (fields: Record<string, string>) =>
    routeOutcome(adminAction, adminPost(url, fields, admin), { id: later.id });
  const page = async () =>
    (await routeOutcome(adminLoader, adminGet(url, admin), { id: later.id }))
      .body as AdminJobCardData;
  return { admin, customer, car, invoice, later, act, page };
}

const { labour, pads } = estimateLines;

describe("warranty rework (docs/product.md#warranty-rework)", () => {
  it("charges a rework line ₹0 and prints its note on the estimate, the invoice and the car's history", async () => {
    const { admin, customer, car, invoice, later, act, page } = await carWithEarlierInvoice();
    // The earlier invoice's lines are offered, each with its end date.
    const today = todayInKolkata();
    expect((await page()).warrantyChoices).toMatchObject([
      { invoiceId: invoice.id, line: 1, endsOn: addMonthsYmd(today, 6) },
      { invoiceId: invoice.id, line: 2 },
      { invoiceId: invoice.id, line: 3, description: "Rear brake pads" },
    ]);
    // Rework of line 3 with a price typed anyway: stored at ₹0.
    const rework = {
      ...pads,
      description: "Rear brake pads refitted",
      warranty: warrantyChoiceValue(invoice.id, 3),
    };
    const sent = await act(editorFields([labour, rework]));
    expect(sent.status).toBe(302);
    const note = `Under warranty: ${invoice.number}, line 3`;
    const [estimate] = (await loadJobCard(later.id, business)).estimates;
    expect(estimate!.lines[1]).toMatchObject({
      unitPricePaise: 0,
      totalPaise: 0,
      warrantyOf: note,
      warranty: warrantyChoiceValue(invoice.id, 3),
    });
    expect(estimate!.lines[0]!.warrantyOf).toBeUndefined();
    await decideLines(
      customer.id,
      later.id,
      estimate!.id,
      Object.fromEntries(estimate!.lines.map((l) => [l.id, "approved" as const])),
    );
    await getDb().update(bookings).set({ status: "completed" }).where(eq(bookings.id, later.id));
    const issued = await issueTelanganaInvoice(later.id, admin.id);
    const [row] = await getDb().select().from(invoices).where(eq(invoices.id, issued.id));
    expect(row!.lines[1]).toMatchObject({
      description: "Rear brake pads refitted",
      unitPricePaise: 0,
      discountPaise: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      totalPaise: 0,
      warrantyOf: note,
    });
    expect(row!.totalPaise).toBe(row!.lines[0]!.totalPaise);
    const history = await carHistory(customer.id, car.id, 1);
    expect(history.visits.find((v) => v.bookingId === later.id)!.approvedLines).toEqual([
      expect.objectContaining({ warrantyOf: null }),
      expect.objectContaining({ description: "Rear brake pads refitted", warrantyOf: note }),
    ]);
    // A rework line carries no warranty of its own: the next job card is not offered it.
    const next = await insertBooking(customer.id, { vehicleId: car.id });
    const nextPage = await routeOutcome(adminLoader, adminGet(`/admin/booking/${next.id}`, admin), {
      id: next.id,
    });
    const offered = (nextPage.body as AdminJobCardData).warrantyChoices;
    expect(offered.filter((w) => w.invoiceId === issued.id).map((w) => w.line)).toEqual([1]);
  });

  it("refuses a line whose warranty has ended, at its field, keeping the draft and storing nothing", async () => {
    // Invoiced seven months ago: the six months of warranty on workmanship are over.
    const sevenMonthsAgo = new Date(Date.now() - 213 * 24 * 3600 * 1000);
    const { invoice, later, act, page } = await carWithEarlierInvoice(sevenMonthsAgo);
    expect((await page()).warrantyChoices).toEqual([]);
    const endsOn = addMonthsYmd(todayInKolkata(sevenMonthsAgo), 6);
    const refused = await act(
      editorFields([labour, { ...pads, warranty: warrantyChoiceValue(invoice.id, 3) }]),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      ok: false,
      message: BILLING_MESSAGES.warrantyEnded(endsOn),
      fieldErrors: { "lines.1.warranty": BILLING_MESSAGES.warrantyEnded(endsOn) },
      draft: {
        lines: [
          expect.objectContaining({ description: labour.description }),
          expect.objectContaining({ warranty: warrantyChoiceValue(invoice.id, 3) }),
        ],
      },
    });
    expect((await loadJobCard(later.id, business)).estimates).toEqual([]);
  });

  it("refuses another car's invoice line and a value that names no line", async () => {
    const { invoice: theirs } = await carWithEarlierInvoice();
    const { invoice: own, later, act } = await carWithEarlierInvoice();
    const otherCar = await act(
      editorFields([{ ...pads, warranty: warrantyChoiceValue(theirs.id, 1) }]),
    );
    expect(otherCar.status).toBe(409);
    expect(otherCar.body).toMatchObject({
      fieldErrors: { "lines.0.warranty": BILLING_MESSAGES.warrantyChoice },
    });
    const noSuchLine = await act(
      editorFields([{ ...pads, warranty: warrantyChoiceValue(own.id, 9) }]),
    );
    expect(noSuchLine.body).toMatchObject({
      fieldErrors: { "lines.0.warranty": BILLING_MESSAGES.warrantyChoice },
    });
    const garbled = await act(editorFields([{ ...pads, warranty: "INV/2026-27/0005" }]));
    expect(garbled.status).toBe(400);
    expect(garbled.body).toMatchObject({
      fieldErrors: { "lines.0.warranty": BILLING_MESSAGES.warrantyChoice },
    });
    expect((await loadJobCard(later.id, business)).estimates).toEqual([]);
  });
});
