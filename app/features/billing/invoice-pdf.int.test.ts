/**
 * The invoice PDF is drawn once per invoice and payment state and kept beside the photos
 * (docs/decisions/0013): downloading it again costs no rendering, and a payment or a
 * cancellation gives one fresh PDF.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/lib/env.server";
import { todayInKolkata } from "~/lib/time";
import { loader as pdfLoader } from "~/routes/booking.invoice-pdf";
import { adminGet, routeArgs } from "../../../tests/integration/admin-fixtures";
import type { TestCustomer } from "../../../tests/integration/helpers";
import { invoicedBooking } from "../../../tests/integration/job-card-fixtures";
import { cancelInvoice } from "./invoices.server";
import { recordPayment } from "./payments.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "invoice-pdf-"));
const savedDataDir = process.env.DATA_DIR;

beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
});

afterAll(() => {
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
  resetEnvCache();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Downloads the booking's invoice PDF as `who`; its bytes. */
async function download(bookingId: string, who: TestCustomer): Promise<Buffer> {
  const res = (await pdfLoader(
    routeArgs(adminGet(`/booking/${bookingId}/invoice.pdf`, who), { id: bookingId }),
  )) as Response;
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return Buffer.from(await res.arrayBuffer());
}

/** The text a PDF shows. */
function textOf(pdf: Buffer): string {
  const file = path.join(dataDir, "read.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString();
}

describe("the invoice PDF, once per payment state", () => {
  it("gives the same file to every download until a payment or a cancellation, then one fresh one", async () => {
    const { admin, customer, booking, invoice } = await invoicedBooking("Ramesh Naidu");

    const first = await download(booking.id, customer);
    expect(textOf(first)).toContain("Payment: Unpaid");
    // Drawn once: every later download, the customer's or an admin's, is that same file.
    expect((await download(booking.id, customer)).equals(first)).toBe(true);
    expect((await download(booking.id, admin)).equals(first)).toBe(true);

    await recordPayment(invoice.id, admin.id, {
      method: "upi",
      amount: 100000,
      reference: "",
      paidOn: todayInKolkata(),
    });
    const partPaid = await download(booking.id, customer);
    expect(partPaid.equals(first)).toBe(false);
    expect(textOf(partPaid)).toContain("Part paid");
    expect((await download(booking.id, customer)).equals(partPaid)).toBe(true);

    // Four clients asking at once for a state not drawn yet wait for one drawing.
    await cancelInvoice(invoice.id, admin.id, "Wrong GSTIN");
    const [cancelled, ...others] = await Promise.all([
      download(booking.id, customer),
      download(booking.id, customer),
      download(booking.id, admin),
      download(booking.id, customer),
    ]);
    expect(textOf(cancelled!)).toContain("CANCELLED");
    for (const other of others) expect(other.equals(cancelled!)).toBe(true);
  });
});
