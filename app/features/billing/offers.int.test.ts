import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { FIRST_BOOKING_OFFER_ID } from "~/catalog/discount-offers";
import { bookingOffers } from "~/db/schema";
import { BookingFormSchema } from "~/features/booking/booking-schema";
import { createBooking } from "~/features/booking/booking-create.server";
import { getDb } from "~/lib/db.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import { auditTrailOf, signUpAdmin } from "../../../tests/integration/admin-fixtures";
import { bookingForm, signUpCustomer, type TestCustomer } from "../../../tests/integration/helpers";
import {
  business,
  estimateDraft,
  estimateLines,
  seller,
} from "../../../tests/integration/job-card-fixtures";
import { BILLING_MESSAGES, SendEstimateSchema } from "./billing-schema";
import { loadBookingOffers, removeBookingDiscount } from "./booking-offers.server";
import { decideLines, loadEstimates, sendEstimate } from "./estimates.server";
import { issueInvoice } from "./invoices.server";
import { loadInvoices } from "./invoice-views.server";
import { changeBookingStatus } from "~/features/booking/booking-status.server";
import { renderInvoicePdf } from "./invoice-pdf.server";

/** The text a PDF shows, as `pdftotext -layout` reads it. */
function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString();
}

/** While the winter promotion runs (AC Service & Repair, 20% off labour), and after it ended. */
const DURING = new Date("2026-12-10T06:00:00Z");
const AFTER = new Date("2027-02-10T06:00:00Z");

let adminId: string;
let day = 0;
beforeAll(async () => {
  adminId = (await signUpAdmin()).id;
});

/** A phone number and a registration no other test uses. */
function person() {
  const digits = String(randomInt(10_000_000, 99_999_999));
  const letters = String.fromCharCode(65 + randomInt(0, 26), 65 + randomInt(0, 26));
  return {
    customerPhone: `98${digits}`,
    registration: `TS 09 ${letters} ${String(randomInt(1000, 9999))}`,
  };
}

/** Books as the customer through the booking form's schema (phone to E.164, plate normalised). */
async function book(
  customer: TestCustomer,
  patch: Record<string, unknown>,
  now: Date = AFTER,
): Promise<string> {
  day += 1;
  const values = BookingFormSchema.parse(
    bookingForm(
      { preferredDate: addDaysYmd(todayInKolkata(), 1 + (day % 80)), preferredTime: "10:00 AM" },
      { serviceType: "Engine Oil Change", vehicleId: "new", ...patch },
    ),
  );
  const { booking } = await createBooking(customer.id, values, { slotCapacity: 1000, now });
  return booking.id;
}

async function offerIds(bookingId: string): Promise<string[]> {
  return (await loadBookingOffers(bookingId)).map((o) => o.offerId);
}

describe("the first online booking's discount, once per person (docs/product.md#offers-discount)", () => {
  it("goes to a first booking and not to the same account's second", async () => {
    const customer = await signUpCustomer("Anita Rao");
    const who = person();
    const first = await book(customer, who);
    expect(await loadBookingOffers(first)).toEqual([
      {
        offerId: FIRST_BOOKING_OFFER_ID,
        name: "First online booking",
        percent: 10,
        appliesTo: "both",
        combinable: false,
      },
    ]);
    const second = await book(customer, { customerPhone: person().customerPhone, vehicleId: "" });
    expect(await offerIds(second)).toEqual([]);
  });

  it("does not go to a new account with the same phone number, typed another way", async () => {
    const who = person();
    await book(await signUpCustomer("Ravi Kumar"), who);
    const other = await signUpCustomer("Ravi K");
    const again = await book(other, {
      customerPhone: `+91 ${who.customerPhone.slice(0, 5)} ${who.customerPhone.slice(5)}`,
      registration: person().registration,
    });
    expect(await offerIds(again)).toEqual([]);
  });

  it("does not go to a new account with the same car registration", async () => {
    const who = person();
    await book(await signUpCustomer("Sunil Varma"), who);
    const other = await signUpCustomer("Sunitha Varma");
    const again = await book(other, {
      customerPhone: person().customerPhone,
      // The car is in the first account's garage: typed here without saving it.
      vehicleId: "",
      registration: who.registration.replace(/ /g, "-").toLowerCase(),
    });
    expect(await offerIds(again)).toEqual([]);
  });

  it("goes to the next booking when the first was cancelled", async () => {
    const customer = await signUpCustomer("Meera Iyer");
    const first = await book(customer, person());
    await changeBookingStatus(adminId, first, "cancelled");
    const next = await book(customer, { ...person(), vehicleId: "" });
    expect(await offerIds(next)).toEqual([FIRST_BOOKING_OFFER_ID]);
  });
});

describe("promotions (docs/product.md#offers)", () => {
  it("are recorded only on bookings made while valid, for the service types they cover", async () => {
    const customer = await signUpCustomer("Farhan Ali");
    await book(customer, person());
    const ac = { ...person(), vehicleId: "", serviceType: "AC Service & Repair" };
    expect(await offerIds(await book(customer, ac, DURING))).toEqual(["winter-pickup-2026"]);
    expect(await offerIds(await book(customer, ac, AFTER))).toEqual([]);
    expect(
      await offerIds(await book(customer, { ...ac, serviceType: "Engine Oil Change" }, DURING)),
    ).toEqual([]);
  });
});

/** A first booking for AC service made during the promotion: both offers recorded. */
async function bookingWithBothOffers(): Promise<string> {
  const id = await book(
    await signUpCustomer("Kavya Menon"),
    { ...person(), serviceType: "AC Service & Repair" },
    DURING,
  );
  expect(await offerIds(id)).toEqual([FIRST_BOOKING_OFFER_ID, "winter-pickup-2026"]);
  return id;
}

describe("the larger of two offers wins (docs/decisions/0023)", () => {
  it("takes 10% of labour and parts over 20% of labour when it is larger", async () => {
    const id = await bookingWithBothOffers();
    await sendEstimate(id, adminId, estimateDraft);
    const [estimate] = await loadEstimates(id);
    expect(estimate!.discountNote).toBe("First online booking, 10%");
    expect(estimate!.lines.map((l) => l.discountPaise)).toEqual([21178, 20250, 32000]);
  });

  it("takes 20% of labour when the estimate is all labour", async () => {
    const id = await bookingWithBothOffers();
    await sendEstimate(
      id,
      adminId,
      SendEstimateSchema.parse({ intent: "send-estimate", lines: [estimateLines.labour] }),
    );
    const [estimate] = await loadEstimates(id);
    expect(estimate!.discountNote).toBe("Winter offer: 20% off labour, 20%");
    expect(estimate!.lines.map((l) => l.discountPaise)).toEqual([42356]);
  });
});

/** A completed first booking whose estimate ({@link estimateDraft}) the customer approved whole. */
async function approvedFirstBooking(): Promise<{ id: string; customer: TestCustomer }> {
  const customer = await signUpCustomer("Deepa Nair");
  const id = await book(customer, person());
  await sendEstimate(id, adminId, estimateDraft);
  const [estimate] = await loadEstimates(id);
  await decideLines(
    customer.id,
    id,
    estimate!.id,
    Object.fromEntries(estimate!.lines.map((l) => [l.id, "approved" as const])),
  );
  await changeBookingStatus(adminId, id, "completed");
  return { id, customer };
}

describe("GST on the discounted value (CGST Act s.15(3)(a); docs/decisions/0023)", () => {
  // Hand-computed: gross, 10% discount (half-up), taxable = gross - discount, then each tax head.
  // labour 2,117.80 at 18%: 211780 - 21178 = 190602; 9% = 17154.18 -> 17154; 18% = 34308.36 -> 34308
  // oil 4.5 x 450 at 18%:   202500 - 20250 = 182250; 9% = 16402.5 -> 16403;  18% = 32805
  // pads 3,200 at 28%:      320000 - 32000 = 288000; 14% = 40320;            28% = 80640
  const table = [
    { gross: 211780, discount: 21178, taxable: 190602, half: 17154, igst: 34308 },
    { gross: 202500, discount: 20250, taxable: 182250, half: 16403, igst: 32805 },
    { gross: 320000, discount: 32000, taxable: 288000, half: 40320, igst: 80640 },
  ];

  it("within Telangana: CGST and SGST on each line's taxable value", async () => {
    const { id } = await approvedFirstBooking();
    await issueInvoice(id, adminId, { customerStateCode: "36", customerGstin: "" }, seller);
    const [invoice] = await loadInvoices(id, business);
    expect(invoice!.discountNote).toBe("First online booking, 10%");
    expect(
      invoice!.lines.map((l) => ({
        gross: l.grossPaise,
        discount: l.discountPaise,
        taxable: l.taxablePaise,
        half: l.cgstPaise,
        igst: l.igstPaise,
      })),
    ).toEqual(table.map((r) => ({ ...r, igst: 0 })));
    expect(invoice!.lines.map((l) => l.sgstPaise)).toEqual(table.map((r) => r.half));
    const taxable = 190602 + 182250 + 288000;
    const tax = 2 * (17154 + 16403 + 40320);
    expect(invoice!.totals).toMatchObject({
      grossPaise: 734280,
      discountPaise: 73428,
      taxablePaise: taxable,
      totalPaise: taxable + tax,
    });

    // The PDF prints the same figures: each line's gross and discount, and the totals.
    const text = pdfText(await renderInvoicePdf(invoice!));
    expect(text).toMatch(/Gross\s+Discount\s+Taxable/);
    expect(text).toMatch(/₹2,117\.80\s+₹211\.78\s+₹1,906\.02\s+18%\s+₹171\.54\s+₹171\.54/);
    expect(text).toMatch(/Discount\s+−₹734\.28/);
    expect(text).toContain("Discount given at supply: First online booking, 10%.");
  });

  it("between states: IGST on each line's taxable value", async () => {
    const { id } = await approvedFirstBooking();
    await issueInvoice(id, adminId, { customerStateCode: "29", customerGstin: "" }, seller);
    const [invoice] = await loadInvoices(id, business);
    expect(invoice!.lines.map((l) => [l.taxablePaise, l.cgstPaise, l.igstPaise])).toEqual(
      table.map((r) => [r.taxable, 0, r.igst]),
    );
    expect(invoice!.totals.totalPaise).toBe(190602 + 182250 + 288000 + 34308 + 32805 + 80640);
  });
});

describe("removing a discount from a job card (docs/product.md#offers-discount)", () => {
  it("takes it off the estimate, keeps the offer with the reason and writes an audit entry", async () => {
    const customer = await signUpCustomer("Harish Rao");
    const id = await book(customer, person());
    await sendEstimate(id, adminId, estimateDraft);
    await removeBookingDiscount(id, FIRST_BOOKING_OFFER_ID, adminId, "Booked for a relative's car");
    const [estimate] = await loadEstimates(id);
    expect(estimate!.discountNote).toBeNull();
    expect(estimate!.totals.discountPaise).toBe(0);
    const [row] = await getDb().select().from(bookingOffers).where(eq(bookingOffers.bookingId, id));
    expect(row).toMatchObject({ removedBy: adminId, removeReason: "Booked for a relative's car" });
    expect(await auditTrailOf(id)).toContainEqual([
      "booking_discount_removed",
      "admin_panel",
      adminId,
      FIRST_BOOKING_OFFER_ID,
      null,
    ]);
    await expect(
      removeBookingDiscount(id, FIRST_BOOKING_OFFER_ID, adminId, "Again, by mistake"),
    ).rejects.toThrow(BILLING_MESSAGES.noSuchDiscount);
  });

  it("is refused once the invoice is issued", async () => {
    const { id } = await approvedFirstBooking();
    await issueInvoice(id, adminId, { customerStateCode: "36", customerGstin: "" }, seller);
    await expect(
      removeBookingDiscount(id, FIRST_BOOKING_OFFER_ID, adminId, "Too late for this one"),
    ).rejects.toThrow(BILLING_MESSAGES.discountInvoiced);
  });
});
