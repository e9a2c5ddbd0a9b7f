import { execFileSync } from "node:child_process";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditNotes } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { action as adminAction } from "~/routes/admin.booking";
import { loader as pdfLoader } from "~/routes/booking.credit-note-pdf";
import {
  adminGet,
  auditTrailOf,
  routeOutcome,
  routeResponse,
  signUpAdmin,
} from "../../../tests/integration/admin-fixtures";
import { signUpCustomer } from "../../../tests/integration/helpers";
import {
  completedBookingWithApprovals,
  issueTelanganaInvoice,
} from "../../../tests/integration/job-card-fixtures";
import { BILLING_MESSAGES } from "./billing-schema";
import { issueCreditNote, loadCreditNotes, recordRefund } from "./credit-notes.server";
import { cancelInvoice } from "./invoices.server";
import { recordPayment } from "./payments.server";
import { loadRevenueByMonth } from "./revenue.server";

/**
 * An invoice of the typical estimate issued at `when`, within Telangana: labour 2,117.80 (CGST and
 * SGST 190.60 each, total 2,499.00), oil 2,025.00 (182.25 each, 2,389.50), pads 3,200.00 (448.00
 * each, 4,096.00); total 8,984.50.
 */
async function invoiceIssuedAt(when: Date) {
  const admin = await signUpAdmin();
  const customer = await signUpCustomer("Srinivas Rao");
  const booking = await completedBookingWithApprovals(customer.id, admin.id);
  const invoice = await issueTelanganaInvoice(booking.id, admin.id, "", when);
  return { adminId: admin.id, bookingId: booking.id, invoiceId: invoice.id };
}

describe("credit notes (docs/product.md#credit-notes)", () => {
  it("credits chosen lines in full, head by head, and writes an audit entry", async () => {
    const at = new Date("2026-12-05T06:00:00Z");
    const { adminId, bookingId, invoiceId } = await invoiceIssuedAt(at);
    const { number } = await issueCreditNote(
      invoiceId,
      adminId,
      { reason: "Brake pads returned unused", lines: [3], amountPaise: null },
      at,
    );
    expect(number).toMatch(/^CN\/2026-27\/\d{4}$/);
    const [note] = await loadCreditNotes(bookingId);
    expect(note).toMatchObject({
      number,
      reason: "Brake pads returned unused",
      lines: [
        {
          invoiceLine: 3,
          description: "Rear brake pads",
          taxablePaise: 320000,
          cgstPaise: 44800,
          sgstPaise: 44800,
          igstPaise: 0,
          totalPaise: 409600,
        },
      ],
      totals: { taxablePaise: 320000, totalPaise: 409600 },
    });
    expect(note!.invoiceNumber).toMatch(/^INV\/2026-27\//);
    expect(await auditTrailOf(bookingId)).toContainEqual([
      "credit_note_issued",
      "admin_panel",
      adminId,
      null,
      number,
    ]);
  });

  it("never changes once issued: the database refuses an update or a delete, refunds still go in", async () => {
    const at = new Date("2026-12-05T06:00:00Z");
    const { adminId, invoiceId } = await invoiceIssuedAt(at);
    const { id, number } = await issueCreditNote(
      invoiceId,
      adminId,
      { reason: "Oil change charged twice", lines: [2], amountPaise: null },
      at,
    );
    const byId = eq(creditNotes.id, id);
    await expect(
      getDb().update(creditNotes).set({ totalPaise: 1 }).where(byId),
    ).rejects.toMatchObject({
      cause: { message: `credit note ${number} is issued and cannot change` },
    });
    await expect(
      getDb().update(creditNotes).set({ reason: "Other" }).where(byId),
    ).rejects.toThrow();
    await expect(getDb().delete(creditNotes).where(byId)).rejects.toMatchObject({
      cause: { message: `credit note ${number} cannot be deleted: issue another to correct it` },
    });
    await recordRefund(id, adminId, {
      method: "upi",
      amount: 100,
      reference: "",
      refundedOn: "2026-12-05",
    });
    const [row] = await getDb().select().from(creditNotes).where(byId);
    expect(row).toMatchObject({ reason: "Oil change charged twice", totalPaise: 238950 });
  });

  it("spreads an amount over the lines by what is left on each, and splits out the tax", async () => {
    const at = new Date("2026-12-05T06:00:00Z");
    const { adminId, bookingId, invoiceId } = await invoiceIssuedAt(at);
    await issueCreditNote(
      invoiceId,
      adminId,
      { reason: "Goodwill for the delay", lines: [1, 2], amountPaise: 100000 },
      at,
    );
    const [note] = await loadCreditNotes(bookingId);
    // 1,000.00 over 2,499.00 and 2,389.50: 511.20 and 488.80 (largest remainder), each at 18%:
    // taxable 511.20 × 100/118 = 433.22, tax 77.98 → 38.99 + 38.99; 488.80 → 414.24, 74.56 → 37.28 + 37.28.
    expect(note!.lines.map((l) => [l.invoiceLine, l.totalPaise])).toEqual([
      [1, 51120],
      [2, 48880],
    ]);
    expect(note!.lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise])).toEqual([
      [43322, 3899, 3899],
      [41424, 3728, 3728],
    ]);
    expect(note!.totals.totalPaise).toBe(100000);
  });

  it("never takes an invoice below zero", async () => {
    const at = new Date("2026-12-05T06:00:00Z");
    const { adminId, invoiceId } = await invoiceIssuedAt(at);
    await expect(
      issueCreditNote(
        invoiceId,
        adminId,
        { reason: "Too much", lines: [], amountPaise: 898451 },
        at,
      ),
    ).rejects.toThrow(BILLING_MESSAGES.creditNoteTooMuch(898450));
    await issueCreditNote(
      invoiceId,
      adminId,
      { reason: "Part one", lines: [], amountPaise: 800000 },
      at,
    );
    await expect(
      issueCreditNote(
        invoiceId,
        adminId,
        { reason: "Part two", lines: [], amountPaise: 98451 },
        at,
      ),
    ).rejects.toThrow(BILLING_MESSAGES.creditNoteTooMuch(98450));
    await issueCreditNote(
      invoiceId,
      adminId,
      { reason: "The rest", lines: [], amountPaise: null },
      at,
    );
    await expect(
      issueCreditNote(
        invoiceId,
        adminId,
        { reason: "Once more", lines: [], amountPaise: null },
        at,
      ),
    ).rejects.toThrow(BILLING_MESSAGES.creditNoteNothingLeft);
    const notes = await getDb()
      .select({ total: creditNotes.totalPaise, lines: creditNotes.lines })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoiceId));
    expect(notes.reduce((s, n) => s + n.total, 0)).toBe(898450);
    // Head by head, nothing below zero: what the notes credit on line 3 is exactly its figures.
    const line3 = notes.flatMap((n) => n.lines).filter((l) => l.invoiceLine === 3);
    expect(line3.reduce((s, l) => s + l.cgstPaise, 0)).toBe(44800);
    expect(line3.reduce((s, l) => s + l.taxablePaise, 0)).toBe(320000);
  });

  it("is refused after 30 November following the invoice's financial year", async () => {
    const { adminId, invoiceId } = await invoiceIssuedAt(new Date("2027-03-20T06:00:00Z"));
    const request = { reason: "Late claim", lines: [], amountPaise: 10000 };
    // 30 Nov 2027, 11 PM India time: still in time.
    await issueCreditNote(invoiceId, adminId, request, new Date("2027-11-30T17:30:00Z"));
    // 1 Dec 2027, 00:30 India time: too late.
    await expect(
      issueCreditNote(invoiceId, adminId, request, new Date("2027-11-30T19:00:00Z")),
    ).rejects.toThrow("A credit note for this invoice had to be issued by Tue, 30 Nov 2027");
  });

  it("is refused for a cancelled invoice", async () => {
    const at = new Date("2026-12-05T06:00:00Z");
    const { adminId, invoiceId } = await invoiceIssuedAt(at);
    await cancelInvoice(invoiceId, adminId, "Wrong customer state");
    await expect(
      issueCreditNote(invoiceId, adminId, { reason: "Refund", lines: [], amountPaise: null }, at),
    ).rejects.toThrow(BILLING_MESSAGES.invoiceNotIssued);
  });

  it("numbers are gapless and unique under concurrency, in their own series per year", async () => {
    // A financial year no other test uses: invoices issued and credited in 2031-32.
    const at = new Date("2031-06-10T06:00:00Z");
    const invoices = await Promise.all([1, 2, 3, 4].map(() => invoiceIssuedAt(at)));
    const issued = await Promise.allSettled(
      invoices.flatMap(({ adminId, invoiceId }) =>
        [1, 2, 3].map((n) =>
          issueCreditNote(
            invoiceId,
            adminId,
            { reason: `Part ${n}`, lines: [], amountPaise: 1000 * n },
            at,
          ),
        ),
      ),
    );
    expect(issued.every((r) => r.status === "fulfilled")).toBe(true);
    const rows = await getDb()
      .select({ sequence: creditNotes.sequence, number: creditNotes.number })
      .from(creditNotes)
      .where(and(eq(creditNotes.financialYear, "2031-32")));
    expect(rows.map((r) => r.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(rows.map((r) => r.number)).toContain("CN/2031-32/0012");
  });
});

describe("refunds (docs/product.md#credit-notes)", () => {
  it("are recorded against a credit note, never more than its total", async () => {
    const at = new Date("2026-12-05T06:00:00Z");
    const { adminId, bookingId, invoiceId } = await invoiceIssuedAt(at);
    const { id } = await issueCreditNote(
      invoiceId,
      adminId,
      { reason: "AC gas top-up not needed", lines: [], amountPaise: 50000 },
      at,
    );
    await expect(
      recordRefund(id, adminId, {
        method: "upi",
        amount: 50001,
        reference: "",
        refundedOn: "2026-12-05",
      }),
    ).rejects.toThrow(BILLING_MESSAGES.overRefunded);
    await expect(
      recordRefund(id, adminId, {
        method: "upi",
        amount: 100,
        reference: "",
        refundedOn: "2026-12-04",
      }),
    ).rejects.toThrow(BILLING_MESSAGES.refundBeforeNote);
    await recordRefund(id, adminId, {
      method: "upi",
      amount: 50000,
      reference: "UPI 6021 4410 9912",
      refundedOn: "2026-12-06",
    });
    const [note] = await loadCreditNotes(bookingId);
    expect(note!.refunds).toEqual([
      expect.objectContaining({
        method: "upi",
        amountPaise: 50000,
        reference: "UPI 6021 4410 9912",
        refundedOn: "2026-12-06",
      }),
    ]);
    expect(note!.refundedPaise).toBe(50000);
  });
});

describe("revenue net of credit notes and refunds (docs/product.md#credit-notes)", () => {
  it("takes a credit note off the month it was issued in, and a refund off the month paid", async () => {
    const when = new Date("2033-06-10T12:00:00+05:30");
    const before = await loadRevenueByMonth(when);
    const { adminId, invoiceId } = await invoiceIssuedAt(new Date("2033-05-20T10:00:00+05:30"));
    await recordPayment(invoiceId, adminId, {
      method: "upi",
      amount: 898450,
      reference: "",
      paidOn: "2033-05-20",
    });
    const { id } = await issueCreditNote(
      invoiceId,
      adminId,
      { reason: "Pads not fitted", lines: [3], amountPaise: null },
      new Date("2033-06-02T10:00:00+05:30"),
    );
    await recordRefund(id, adminId, {
      method: "bank_transfer",
      amount: 409600,
      reference: "NEFT N123",
      refundedOn: "2033-06-03",
    });
    const after = await loadRevenueByMonth(when);
    const delta = (month: string, key: "invoicedPaise" | "collectedPaise") =>
      after.find((m) => m.month === month)![key] - before.find((m) => m.month === month)![key];
    expect(delta("2033-05", "invoicedPaise")).toBe(898450);
    expect(delta("2033-05", "collectedPaise")).toBe(898450);
    expect(delta("2033-06", "invoicedPaise")).toBe(-409600);
    expect(delta("2033-06", "collectedPaise")).toBe(-409600);
  });
});

describe("the credit note on the job card and its PDF (docs/product.md#credit-notes)", () => {
  it("is issued by the admin's form for ticked lines and an amount, and its PDF is the customer's alone", async () => {
    const admin = await signUpAdmin();
    const customer = await signUpCustomer("Padma Latha");
    const booking = await completedBookingWithApprovals(customer.id, admin.id);
    const invoice = await issueTelanganaInvoice(booking.id, admin.id);
    const url = `/admin/booking/${booking.id}`;
    const body = new URLSearchParams([
      ["intent", "issue-credit-note"],
      ["invoiceId", invoice.id],
      ["creditLines", "1"],
      ["creditLines", "2"],
      ["amount", "1,000"],
      ["reason", "Goodwill for the late delivery"],
    ]);
    const request = new Request(`http://localhost:3000${url}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost:3000",
        cookie: admin.cookie,
      },
      body,
    });
    const done = await routeOutcome(adminAction, request, { id: booking.id });
    expect(done.status).toBe(302);
    const [note] = await loadCreditNotes(booking.id);
    expect(note!.totals.totalPaise).toBe(100000);
    expect(note!.lines.map((l) => l.invoiceLine)).toEqual([1, 2]);

    const params = { id: booking.id, creditNoteId: note!.id };
    const path = `/booking/${booking.id}/credit-notes/${note!.id}.pdf`;
    const pdf = await routeResponse(pdfLoader, adminGet(path, customer), params);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], {
      input: Buffer.from(await pdf.arrayBuffer()),
    }).toString();
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain(`Credit note No.: ${note!.number}`);
    expect(text).toContain(`Against invoice: ${invoice.number}`);
    expect(text).toContain("Reason: Goodwill for the late delivery");
    expect(text).toMatch(/Total\s+₹1,000\.00/);
    expect(text).toContain("Rupees One Thousand Only");

    const stranger = await signUpCustomer("Not the owner");
    expect((await routeOutcome(pdfLoader, adminGet(path, stranger), params)).status).toBe(404);
  });
});
