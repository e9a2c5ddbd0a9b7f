/**
 * Fixtures for the job card's integration tests (docs/decisions/0010): a typical estimate, a
 * completed booking whose customer has answered it, and its invoice issued in Telangana.
 */
import { defaultBusinessFacts } from "~/catalog/business";
import type { bookings } from "~/db/schema";
import { decideLines, sendEstimate } from "~/features/billing/estimates.server";
import { invoiceSeller, issueInvoice } from "~/features/billing/invoices.server";
import { loadJobCard } from "~/features/job-card/job-card-loader.server";
import { SendEstimateSchema } from "~/features/billing/billing-schema";
import { insertBooking, signUpAdmin } from "./admin-fixtures";
import { signUpCustomer } from "./helpers";

/** The workshop as the tests see it: the default business facts and the invoices' seller. */
export const business = defaultBusinessFacts;
export const seller = invoiceSeller(business);

/** Lines of an estimate as the editor's fields send them, each value a string. */
export const estimateLines = {
  /** Periodic service labour, ₹2,117.80 at 18% GST. */
  labour: {
    kind: "labour",
    description: "Periodic service labour",
    hsnSac: "998714",
    quantity: "1",
    unitPrice: "2117.80",
    gstRate: "18",
  },
  /** Engine oil 5W-30, 4.5 × ₹450 at 18% GST. */
  oil: {
    kind: "part",
    description: "Engine oil 5W-30",
    hsnSac: "27101980",
    quantity: "4.5",
    unitPrice: "450",
    gstRate: "18",
  },
  /** Rear brake pads, ₹3,200 at 28% GST. */
  pads: {
    kind: "part",
    description: "Rear brake pads",
    hsnSac: "87083000",
    quantity: "1",
    unitPrice: "3200",
    gstRate: "28",
  },
};

/**
 * The lines of a typical estimate as the editor sends them: labour ₹2,117.80 and engine oil
 * 4.5 × ₹450 at 18% GST, rear brake pads ₹3,200 at 28%.
 */
export const estimateDraft = SendEstimateSchema.parse({
  intent: "send-estimate",
  note: "Rear pads worn to 2 mm",
  lines: [estimateLines.labour, estimateLines.oil, estimateLines.pads],
});

/**
 * A completed booking of `customerId` (with `patch` over the defaults) whose estimate
 * ({@link estimateDraft}, sent by `adminId`) the customer has answered line by line as
 * `decisions` says; lines past the list are approved.
 * @returns the booking's row
 */
export async function completedBookingWithApprovals(
  customerId: string,
  adminId: string,
  decisions: ("approved" | "declined")[] = [],
  patch: Partial<typeof bookings.$inferInsert> = {},
) {
  const booking = await insertBooking(customerId, { ...patch, status: "completed" });
  await sendEstimate(booking.id, adminId, estimateDraft);
  const [estimate] = (await loadJobCard(booking.id, business)).estimates;
  await decideLines(
    customerId,
    booking.id,
    estimate!.id,
    Object.fromEntries(estimate!.lines.map((l, i) => [l.id, decisions[i] ?? "approved"])),
  );
  return booking;
}

/**
 * Issues the booking's tax invoice as `adminId` to a customer in Telangana (state code 36,
 * so CGST and SGST), with the customer's GSTIN when given.
 * @returns the invoice's id and number
 * @throws whatever `issueInvoice` throws (BillingError for a refused invoice)
 */
export function issueTelanganaInvoice(
  bookingId: string,
  adminId: string,
  customerGstin = "",
  when?: Date,
) {
  return issueInvoice(bookingId, adminId, { customerStateCode: "36", customerGstin }, seller, when);
}

/**
 * An admin, a customer named `customerName`, and that customer's completed booking with every
 * estimate line approved and its invoice issued in Telangana.
 * @returns `{ admin, customer, booking, invoice }`
 */
export async function invoicedBooking(customerName: string) {
  const admin = await signUpAdmin();
  const customer = await signUpCustomer(customerName);
  const booking = await completedBookingWithApprovals(customer.id, admin.id);
  const invoice = await issueTelanganaInvoice(booking.id, admin.id);
  return { admin, customer, booking, invoice };
}
