/**
 * Photos and kept invoice PDFs in an S3-compatible store (docs/decisions/0015): with
 * STORAGE_URL set, the job card's own functions put every file in the bucket under the
 * prefix (nothing in the uploads folder), the photo and invoice routes serve them to the
 * booking's customer and admins only, and an erased customer's photos leave the bucket.
 * The store is a real S3-compatible server (s3rver) on a loopback port.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInKolkata } from "~/lib/time";
import { resetEnvCache } from "~/lib/env.server";
import { loader as photoLoader } from "~/routes/booking.photo";
import { loader as invoiceLoader } from "~/routes/booking.invoice-pdf";
import { deleteAccount } from "~/features/account/account.server";
import {
  adminGet,
  bookingWithAdmin,
  insertBooking,
  routeOutcome,
  routeResponse,
  signUpAdmin,
} from "../../../tests/integration/admin-fixtures";
import { signUpCustomer } from "../../../tests/integration/helpers";
import {
  business,
  completedBookingWithApprovals,
  invoicedBooking,
  issueTelanganaInvoice,
} from "../../../tests/integration/job-card-fixtures";
import { startS3Server, type S3Server } from "../../../tests/support/s3-server";
import { invoicePdf } from "~/features/billing/invoice-pdf.server";
import { loadJobCard } from "./job-card-loader.server";
import { recordPayment } from "~/features/billing/payments.server";
import { addBookingPhoto } from "~/features/job-card/inspection-photos.server";
import { readBookingPhoto } from "~/features/photos/photos.server";

const PREFIX = "madhapur/files";
let s3: S3Server;
let client: S3Client;
const uploadsDir = mkdtempSync(path.join(tmpdir(), "s3-store-uploads-"));
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  s3 = await startS3Server();
  const settings = { ...s3.env(PREFIX), UPLOADS_DIR: path.join(uploadsDir, "unused") };
  for (const [name, value] of Object.entries(settings)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  resetEnvCache();
  client = new S3Client({
    endpoint: s3.endpoint,
    region: "ap-south-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
});

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
  client?.destroy();
  await s3?.stop();
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** The bucket's keys under `under` (below the prefix), sorted. */
async function bucketKeys(under: string): Promise<string[]> {
  const listed = await client.send(
    new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${PREFIX}/${under}` }),
  );
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
}

/** A phone's photo: a 3000×2000 JPEG. */
function jpeg(): Promise<Buffer> {
  return sharp({
    create: { width: 3000, height: 2000, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
}

describe("files in an S3-compatible store", () => {
  it("keeps a job card photo in the bucket, lists it on the job card and serves it streamed to the booking's customer only", async () => {
    const { admin, customer, booking } = await bookingWithAdmin();
    const stranger = await signUpCustomer("Someone Else");
    const id = await addBookingPhoto(booking.id, admin.id, await jpeg());

    expect(await bucketKeys(`bookings/${booking.id}/`)).toEqual([
      `${PREFIX}/bookings/${booking.id}/${id}.webp`,
    ]);
    expect(existsSync(path.join(uploadsDir, "unused"))).toBe(false);
    expect((await loadJobCard(booking.id, business)).photos.map((p) => p.id)).toEqual([id]);

    const stored = await readBookingPhoto(booking.id, id);
    expect(stored).not.toBeNull();
    expect(stored!.body).toBeInstanceOf(ReadableStream);
    const bytes = Buffer.from(await new Response(stored!.body).arrayBuffer());
    expect(stored!.bytes).toBe(bytes.byteLength);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1600, 1067]);

    const url = `/booking/${booking.id}/photos/${id}`;
    const params = { id: booking.id, photoId: id };
    const served = await routeResponse(photoLoader, adminGet(url, customer), params);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const byAdmin = await routeResponse(photoLoader, adminGet(url, admin), params);
    expect(Buffer.from(await byAdmin.arrayBuffer()).equals(bytes)).toBe(true);
    const refused = await routeOutcome(photoLoader, adminGet(url, stranger), params);
    expect(refused.status).toBe(404);
    // Another booking's URL finds nothing, though the object exists.
    const other = await insertBooking(customer.id);
    expect(await readBookingPhoto(other.id, id)).toBeNull();
  });

  it("keeps the invoice PDF in the bucket once per payment state and serves it from there", async () => {
    const { admin, customer, booking, invoice } = await invoicedBooking("Invoice Bucket Customer");

    const first = await invoicePdf(booking.id, business);
    expect(first!.pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const kept = await bucketKeys(`invoices/${invoice.id}/`);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(new RegExp(`^${PREFIX}/invoices/${invoice.id}/[0-9a-f]{32}\\.pdf$`));
    const again = await invoicePdf(booking.id, business);
    expect(again!.pdf.equals(first!.pdf)).toBe(true);

    await recordPayment(invoice.id, admin.id, {
      method: "upi",
      amount: 50000,
      reference: "UPI-REF-1",
      paidOn: todayInKolkata(),
    });
    const url = `/booking/${booking.id}/invoice.pdf`;
    const served = await routeResponse(invoiceLoader, adminGet(url, customer), { id: booking.id });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    const paid = Buffer.from(await served.arrayBuffer());
    expect(paid.equals(first!.pdf)).toBe(false);
    expect(await bucketKeys(`invoices/${invoice.id}/`)).toHaveLength(2);
  });

  it("removes an erased customer's photos from the bucket and keeps the invoice", async () => {
    const admin = await signUpAdmin();
    const customer = await signUpCustomer("Erased Bucket Customer");
    const booking = await completedBookingWithApprovals(customer.id, admin.id);
    const photos = [
      await addBookingPhoto(booking.id, admin.id, await jpeg()),
      await addBookingPhoto(booking.id, admin.id, await jpeg()),
    ];
    const invoice = await issueTelanganaInvoice(booking.id, admin.id);
    await invoicePdf(booking.id, business);
    expect(await bucketKeys(`bookings/${booking.id}/`)).toHaveLength(2);

    await deleteAccount(customer.id);
    expect(await bucketKeys(`bookings/${booking.id}/`)).toEqual([]);
    for (const id of photos) expect(await readBookingPhoto(booking.id, id)).toBeNull();
    // Tax invoices are kept (docs/decisions/0010), their PDFs with them.
    expect(await bucketKeys(`invoices/${invoice.id}/`)).toHaveLength(1);
  });
});
