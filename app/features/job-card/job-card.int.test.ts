import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { invoiceCounters, invoices } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { todayInKolkata } from "~/lib/time";
import { insertBooking, signUpAdminAndCustomer } from "../../../tests/integration/admin-fixtures";
import { signUpCustomer, type TestCustomer } from "../../../tests/integration/helpers";
import {
  business,
  completedBookingWithApprovals,
  estimateDraft as draft,
  issueTelanganaInvoice,
  seller,
} from "../../../tests/integration/job-card-fixtures";
import { financialYear } from "~/features/billing/invoice-rules";
import { BILLING_MESSAGES } from "~/features/billing/billing-schema";
import { decideLines, sendEstimate } from "~/features/billing/estimates.server";
import { cancelInvoice, issueInvoice } from "~/features/billing/invoices.server";
import { BillingError } from "~/features/billing/billing-error";
import { loadJobCard } from "./job-card-loader.server";
import { recordPayment } from "~/features/billing/payments.server";

let customer: TestCustomer;
let adminId: string;
beforeEach(async () => {
  const signedUp = await signUpAdminAndCustomer("Lakshmi Narayana");
  customer = signedUp.customer;
  adminId = signedUp.admin.id;
});

/** A completed booking of this test's customer with the estimate answered as `decisions`. */
function completedBooking(decisions: ("approved" | "declined")[] = []) {
  return completedBookingWithApprovals(customer.id, adminId, decisions);
}

describe("estimates", () => {
  it("keeps every version and computes the totals in paise", async () => {
    const booking = await insertBooking(customer.id);
    expect(await sendEstimate(booking.id, adminId, draft)).toBe(1);
    expect(
      await sendEstimate(booking.id, adminId, { ...draft, lines: draft.lines.slice(0, 1) }),
    ).toBe(2);
    const card = await loadJobCard(booking.id, business);
    expect(card.estimates.map((e) => e.version)).toEqual([2, 1]);
    const first = card.estimates[1]!;
    expect(first.lines.map((l) => l.taxablePaise)).toEqual([211780, 202500, 320000]);
    expect(first.totals.taxablePaise).toBe(734280);
    expect(first.totals.cgstPaise).toBe(19060 + 18225 + 44800);
    expect(first.totals.totalPaise).toBe(734280 + 2 * (19060 + 18225 + 44800));
  });

  it("refuses a cancelled booking", async () => {
    const booking = await insertBooking(customer.id, { status: "cancelled" });
    await expect(sendEstimate(booking.id, adminId, draft)).rejects.toThrow(BillingError);
  });
});

describe("the customer's decisions", () => {
  it("records each line's answer and time; the approved total follows", async () => {
    const booking = await insertBooking(customer.id);
    await sendEstimate(booking.id, adminId, draft);
    const [estimate] = (await loadJobCard(booking.id, business)).estimates;
    const [a, b, c] = estimate!.lines;
    await decideLines(customer.id, booking.id, estimate!.id, {
      [a!.id]: "approved",
      [b!.id]: "approved",
      [c!.id]: "declined",
    });
    const [after] = (await loadJobCard(booking.id, business)).estimates;
    expect(after!.lines.map((l) => l.decision)).toEqual(["approved", "approved", "declined"]);
    expect(after!.decidedAt).not.toBeNull();
    expect(after!.approvedTotals.totalPaise).toBe(a!.totalPaise + b!.totalPaise);
  });

  it("never lets an approved line be declined, but a declined one may be approved later", async () => {
    const booking = await insertBooking(customer.id);
    await sendEstimate(booking.id, adminId, draft);
    const [estimate] = (await loadJobCard(booking.id, business)).estimates;
    const [a, , c] = estimate!.lines;
    await decideLines(customer.id, booking.id, estimate!.id, {
      [a!.id]: "approved",
      [c!.id]: "declined",
    });
    await expect(
      decideLines(customer.id, booking.id, estimate!.id, { [a!.id]: "declined" }),
    ).rejects.toThrow(/cannot be declined/);
    await decideLines(customer.id, booking.id, estimate!.id, { [c!.id]: "approved" });
    const [after] = (await loadJobCard(booking.id, business)).estimates;
    expect(after!.lines.map((l) => l.decision)).toEqual(["approved", null, "approved"]);
  });

  it("answers only the newest version, and only for the booking's own customer", async () => {
    const booking = await insertBooking(customer.id);
    await sendEstimate(booking.id, adminId, draft);
    const [v1] = (await loadJobCard(booking.id, business)).estimates;
    await sendEstimate(booking.id, adminId, draft);
    const line = v1!.lines[0]!.id;
    await expect(
      decideLines(customer.id, booking.id, v1!.id, { [line]: "approved" }),
    ).rejects.toThrow(/revised/);
    const [v2] = (await loadJobCard(booking.id, business)).estimates;
    const other = await signUpCustomer("Someone Else");
    await expect(
      decideLines(other.id, booking.id, v2!.id, { [v2!.lines[0]!.id]: "approved" }),
    ).rejects.toThrow(/not found/);
    // A line of another version is refused as a whole: nothing is written.
    await expect(
      decideLines(customer.id, booking.id, v2!.id, {
        [v2!.lines[0]!.id]: "approved",
        [line]: "approved",
      }),
    ).rejects.toThrow(BillingError);
    expect((await loadJobCard(booking.id, business)).estimates[0]!.lines[0]!.decision).toBeNull();
  });
});

describe("tax invoices", () => {
  it("bills the approved lines with CGST and SGST in Telangana", async () => {
    const booking = await completedBooking(["approved", "approved", "declined"]);
    const { number } = await issueTelanganaInvoice(booking.id, adminId);
    expect(number).toMatch(new RegExp(`^INV/${financialYear()}/\\d{4}$`));
    const [invoice] = (await loadJobCard(booking.id, business)).invoices;
    expect(invoice!.lines.map((l) => l.description)).toEqual([
      "Periodic service labour",
      "Engine oil 5W-30",
    ]);
    expect(invoice!.totals.cgstPaise).toBe(19060 + 18225);
    expect(invoice!.totals.sgstPaise).toBe(19060 + 18225);
    expect(invoice!.totals.igstPaise).toBe(0);
    expect(invoice!.seller.gstin).toBe(business.gstin);
    expect(invoice!.customerName).toBe(booking.customerName);
    expect(invoice!.paymentState).toBe("unpaid");
    expect(invoice!.upiUri).toBe(
      `upi://pay?pa=${business.upiId}&pn=Madhapur%20Premium%20Car%20Service&am=${(invoice!.totals.totalPaise / 100).toFixed(2)}&cu=INR&tn=${number}`,
    );
    expect(invoice!.upiQrDataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it("charges IGST for a customer in another state", async () => {
    const booking = await completedBooking(["approved", "approved", "approved"]);
    await issueInvoice(
      booking.id,
      adminId,
      { customerStateCode: "27", customerGstin: "27AAPFU0939F1ZV" },
      seller,
    );
    const [invoice] = (await loadJobCard(booking.id, business)).invoices;
    expect(invoice!.totals.cgstPaise + invoice!.totals.sgstPaise).toBe(0);
    expect(invoice!.totals.igstPaise).toBe(38120 + 36450 + 89600);
    expect(invoice!.customerGstin).toBe("27AAPFU0939F1ZV");
  });

  it("is refused before the booking is completed, without approved lines, and twice", async () => {
    const open = await insertBooking(customer.id, { status: "in_progress" });
    await expect(issueTelanganaInvoice(open.id, adminId)).rejects.toThrow(/Completed/);
    const declined = await completedBooking(["declined", "declined", "declined"]);
    await expect(issueTelanganaInvoice(declined.id, adminId)).rejects.toThrow(/approved no line/);
    const booking = await completedBooking();
    await issueTelanganaInvoice(booking.id, adminId);
    await expect(issueTelanganaInvoice(booking.id, adminId)).rejects.toThrow(
      /already has an invoice/,
    );
  });

  it("numbers concurrent invoices without gaps or duplicates", async () => {
    const fy = "2030-31";
    const when = new Date("2030-06-15T10:00:00+05:30");
    const booked = await Promise.all(Array.from({ length: 8 }, () => completedBooking()));
    // Each booking issued twice at once as well: one of each pair must be refused.
    const results = await Promise.allSettled(
      booked.flatMap((b) => [0, 1].map(() => issueTelanganaInvoice(b.id, adminId, "", when))),
    );
    const issued = results
      .filter((r) => r.status === "fulfilled")
      .map((r) => (r as PromiseFulfilledResult<{ number: string }>).value.number);
    expect(issued).toHaveLength(8);
    expect(issued.sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `INV/${fy}/${String(i + 1).padStart(4, "0")}`),
    );
    const [counter] = await getDb()
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.financialYear, fy));
    expect(counter!.lastNumber).toBe(8);
  });

  it("never changes once issued: the database refuses edits and deletes; cancelling keeps the number used", async () => {
    const booking = await completedBooking();
    const { id, number } = await issueTelanganaInvoice(booking.id, adminId);
    await expect(
      getDb().update(invoices).set({ totalPaise: 1 }).where(eq(invoices.id, id)),
    ).rejects.toThrow();
    await expect(
      getDb().update(invoices).set({ status: "cancelled" }).where(eq(invoices.id, id)),
    ).rejects.toThrow(); // no reason
    await expect(getDb().delete(invoices).where(eq(invoices.id, id))).rejects.toThrow();
    await cancelInvoice(id, adminId, "Wrong customer GSTIN");
    await expect(cancelInvoice(id, adminId, "Again")).rejects.toThrow(BillingError);
    await expect(
      getDb().execute(sql`update invoices set cancel_reason = 'changed' where id = ${id}`),
    ).rejects.toThrow();
    const again = await issueTelanganaInvoice(booking.id, adminId);
    expect(again.number).not.toBe(number);
    const card = await loadJobCard(booking.id, business);
    expect(card.invoices.map((i) => i.status).sort()).toEqual(["cancelled", "issued"]);
    expect(card.invoices.find((i) => i.status === "cancelled")!.cancelReason).toBe(
      "Wrong customer GSTIN",
    );
  });
});

describe("payments", () => {
  it("part paid, then paid; never more than the balance", async () => {
    const booking = await completedBooking();
    const { id } = await issueTelanganaInvoice(booking.id, adminId);
    // Paid on the day of issue: a payment may not be dated before its invoice.
    const today = todayInKolkata();
    const total = (await loadJobCard(booking.id, business)).invoices[0]!.totals.totalPaise;
    await recordPayment(id, adminId, {
      method: "cash",
      amount: 100000,
      reference: "",
      paidOn: today,
    });
    let [invoice] = (await loadJobCard(booking.id, business)).invoices;
    expect(invoice!.paymentState).toBe("part_paid");
    expect(invoice!.balancePaise).toBe(total - 100000);
    expect(invoice!.upiUri).toContain(`am=${((total - 100000) / 100).toFixed(2)}`);
    await expect(
      recordPayment(id, adminId, {
        method: "upi",
        amount: total,
        reference: "UTR1",
        paidOn: today,
      }),
    ).rejects.toThrow(/more than the balance/);
    await recordPayment(id, adminId, {
      method: "upi",
      amount: total - 100000,
      reference: "412345678901",
      paidOn: today,
    });
    [invoice] = (await loadJobCard(booking.id, business)).invoices;
    expect(invoice!.paymentState).toBe("paid");
    expect(invoice!.balancePaise).toBe(0);
    expect(invoice!.upiUri).toBeNull();
    expect(invoice!.payments.map((p) => p.method)).toEqual(["cash", "upi"]);
  });

  it("refuses a payment dated before the invoice's day (India time), and takes one on that day", async () => {
    const booking = await completedBooking();
    // 01:30 on 10 November in India is still 9 November in UTC.
    const { id } = await issueTelanganaInvoice(
      booking.id,
      adminId,
      "",
      new Date("2026-11-10T01:30:00+05:30"),
    );
    for (const paidOn of ["1900-01-01", "2026-11-09"]) {
      const refused = await recordPayment(id, adminId, {
        method: "cash",
        amount: 100,
        reference: "",
        paidOn,
      }).catch((error: unknown) => error);
      expect(refused, paidOn).toBeInstanceOf(BillingError);
      expect((refused as BillingError).message, paidOn).toBe(BILLING_MESSAGES.paidBeforeInvoice);
      expect((refused as BillingError).field, paidOn).toBe("paidOn");
    }
    expect((await loadJobCard(booking.id, business)).invoices[0]!.payments).toEqual([]);
    await recordPayment(id, adminId, {
      method: "cash",
      amount: 100,
      reference: "",
      paidOn: "2026-11-10",
    });
    expect(
      (await loadJobCard(booking.id, business)).invoices[0]!.payments.map((p) => p.paidOn),
    ).toEqual(["2026-11-10"]);
  });

  it("refuses payments on a cancelled invoice", async () => {
    const booking = await completedBooking();
    const { id } = await issueTelanganaInvoice(booking.id, adminId);
    await cancelInvoice(id, adminId, "Issued by mistake");
    await expect(
      recordPayment(id, adminId, {
        method: "cash",
        amount: 100,
        reference: "",
        paidOn: "2026-11-20",
      }),
    ).rejects.toThrow(/cancelled/);
  });
});

describe("revenue per month", () => {
  it("counts issued invoices by issue month and payments by the day received, leaving cancelled invoices out", async () => {
    const { loadRevenueByMonth } = await import("~/features/billing/revenue.server");
    const when = new Date("2031-02-10T12:00:00+05:30");
    const before = await loadRevenueByMonth(when);
    expect(before.map((m) => m.month)).toEqual([
      "2030-09",
      "2030-10",
      "2030-11",
      "2030-12",
      "2031-01",
      "2031-02",
    ]);
    const kept = await completedBooking();
    const dropped = await completedBooking();
    const a = await issueTelanganaInvoice(
      kept.id,
      adminId,
      "",
      new Date("2031-01-31T23:30:00+05:30"),
    );
    const b = await issueTelanganaInvoice(
      dropped.id,
      adminId,
      "",
      new Date("2031-02-01T10:00:00+05:30"),
    );
    await cancelInvoice(b.id, adminId, "Duplicate");
    await recordPayment(a.id, adminId, {
      method: "upi",
      amount: 50000,
      reference: "",
      paidOn: "2031-02-03",
    });
    const after = await loadRevenueByMonth(when);
    const total = (await loadJobCard(kept.id, business)).invoices[0]!.totals.totalPaise;
    const delta = (month: string, key: "invoicedPaise" | "collectedPaise") =>
      after.find((m) => m.month === month)![key] - before.find((m) => m.month === month)![key];
    expect(delta("2031-01", "invoicedPaise")).toBe(total);
    expect(delta("2031-02", "invoicedPaise")).toBe(0);
    expect(delta("2031-02", "collectedPaise")).toBe(50000);
  });
});
