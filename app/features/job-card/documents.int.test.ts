import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { formatPaise } from "~/catalog/money";
import { todayInKolkata } from "~/lib/time";
import {
  bookingWithAdmin,
  insertBooking,
  signUpAdmin,
} from "../../../tests/integration/admin-fixtures";
import { signUpCustomer } from "../../../tests/integration/helpers";
import {
  business,
  completedBookingWithApprovals,
  issueTelanganaInvoice,
} from "../../../tests/integration/job-card-fixtures";
import { amountInWords } from "~/features/billing/gst";
import { renderInvoicePdf } from "~/features/billing/invoice-pdf.server";
import { loadJobCard } from "./job-card-loader.server";
import { recordPayment } from "~/features/billing/payments.server";
import { localFileStore } from "~/lib/file-store.server";
import {
  addBookingPhoto,
  MAX_PHOTOS_PER_BOOKING,
} from "~/features/job-card/inspection-photos.server";
import { readBookingPhoto } from "~/features/photos/photos.server";

const dir = mkdtempSync(path.join(tmpdir(), "job-card-docs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A photo as a phone takes it: 4000×3000 JPEG with EXIF (camera, GPS-like comment). */
async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 120, g: 90, b: 60 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Pixel", ImageDescription: "17.4483N 78.3915E" },
    })
    .toBuffer();
}

describe("inspection photos", () => {
  it("are stored as WebP at most 1600 px with no metadata", async () => {
    const { admin, customer, booking } = await bookingWithAdmin();
    const store = localFileStore(dir);
    const input = await phonePhoto();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const id = await addBookingPhoto(booking.id, admin.id, input, store);
    const file = await readBookingPhoto(booking.id, id, store);
    const stored = Buffer.from(await new Response(file!.body).arrayBuffer());
    expect(file!.bytes).toBe(stored.byteLength);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from("PhoneMaker"))).toBe(false);
    // Under DATA_DIR/uploads-like root, never anywhere else; another booking's URL finds nothing.
    expect(readdirSync(path.join(dir, "bookings", booking.id))).toEqual([`${id}.webp`]);
    const other = await insertBooking(customer.id);
    expect(await readBookingPhoto(other.id, id, store)).toBeNull();
  });

  it("refuses other files and a photo past the limit", async () => {
    const { admin, booking } = await bookingWithAdmin();
    const store = localFileStore(dir);
    await expect(
      addBookingPhoto(booking.id, admin.id, Buffer.from("%PDF-1.7 not a photo"), store),
    ).rejects.toThrow(/JPEG, PNG or WebP/);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    await expect(addBookingPhoto(booking.id, admin.id, gif, store)).rejects.toThrow(
      /JPEG, PNG or WebP/,
    );
    await expect(
      addBookingPhoto(booking.id, admin.id, Buffer.alloc(10 * 1024 * 1024 + 1), store),
    ).rejects.toThrow(/10 MB/);
    const small = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#888" },
    })
      .png()
      .toBuffer();
    for (let i = 0; i < MAX_PHOTOS_PER_BOOKING; i++)
      await addBookingPhoto(booking.id, admin.id, small, store);
    await expect(addBookingPhoto(booking.id, admin.id, small, store)).rejects.toThrow(/at most 20/);
    expect((await loadJobCard(booking.id, business)).photos).toHaveLength(MAX_PHOTOS_PER_BOOKING);
  });
});

describe("the invoice PDF", () => {
  it("states the number, GSTINs, SAC, each tax, the total in words and the UPI code", async () => {
    const admin = await signUpAdmin();
    const customer = await signUpCustomer("Srinivas Reddy");
    const booking = await completedBookingWithApprovals(customer.id, admin.id, [], {
      customerName: "Srinivas Reddy",
    });
    const { id } = await issueTelanganaInvoice(booking.id, admin.id, "36AABCM1234C1Z4");
    await recordPayment(id, admin.id, {
      method: "cash",
      amount: 100000,
      reference: "",
      paidOn: todayInKolkata(),
    });
    const [invoice] = (await loadJobCard(booking.id, business)).invoices;
    const pdf = await renderInvoicePdf(invoice!);
    // Kept under test-results/ for people to look at, like the e2e screenshots.
    const out = path.resolve(import.meta.dirname, "../../../test-results");
    mkdirSync(out, { recursive: true });
    const file = path.join(out, "invoice-sample.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    for (const expected of [
      invoice!.number,
      business.gstin,
      "998714",
      "TAX INVOICE",
      "Srinivas Reddy",
      formatPaise(invoice!.totals.cgstPaise),
      formatPaise(invoice!.totals.sgstPaise),
      formatPaise(invoice!.totals.totalPaise),
      "Part paid",
      "Scan to pay with any UPI app",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/\s+/g, " ")).toContain(amountInWords(invoice!.totals.totalPaise));
    expect(execFileSync("pdfinfo", [file]).toString()).toMatch(/Pages:\s+1/);
  });
});
