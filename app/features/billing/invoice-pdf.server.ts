/**
 * The tax invoice as a PDF (docs/decisions/0010; CGST Rules 2017, rule 46: name,
 * address and GSTIN of the supplier, a consecutive serial number per financial year, the
 * date, the recipient's name and address (and GSTIN when registered), HSN/SAC, quantity,
 * taxable value, rate and amount of each tax, place of supply). Drawn with pdfkit in the
 * DejaVu fonts (they carry the ₹ sign), with the UPI QR code of the balance when one is due.
 * A PDF is drawn once per invoice and payment state and kept in the photo store
 * (docs/decisions/0013): drawing takes about a second of CPU, and an issued invoice never
 * changes, so every later download of the same state is that file.
 */
import { createHash } from "node:crypto";
import type { BusinessFacts } from "~/catalog/business";
import { formatPaise } from "~/catalog/money";
import { formatKolkataDate } from "~/lib/time";
import { formatQuantity } from "./gst";
import type { InvoiceLine } from "~/db/schema";
import {
  drawAmountInWords,
  drawBillTo,
  drawFooter,
  drawHead,
  drawLineTable,
  drawTotals,
  INK,
  MARGIN,
  MUTED,
  openPdf,
  pen,
  rule,
  taxRows,
  type Column,
} from "./tax-document-pdf.server";
import { paymentMethodLabels, paymentStateLabels } from "./invoice-rules";
import { currentInvoice, type InvoiceView } from "./invoice-views.server";
import { getFileStore, type FileStore } from "~/lib/file-store.server";

/**
 * The line table's columns: with a discount on the invoice, the gross (quantity × rate) and the
 * discount stand before the taxable value (docs/decisions/0023), the other columns a little
 * narrower.
 */
function columns(intraState: boolean, discounted: boolean): Column<InvoiceLine>[] {
  const money = discounted ? 50 : 56;
  const taxColumns: Column<InvoiceLine>[] = intraState
    ? [
        { title: "CGST", width: money - 4, align: "right", cell: (l) => formatPaise(l.cgstPaise) },
        { title: "SGST", width: money - 4, align: "right", cell: (l) => formatPaise(l.sgstPaise) },
      ]
    : [{ title: "IGST", width: money + 4, align: "right", cell: (l) => formatPaise(l.igstPaise) }];
  const discountColumns: Column<InvoiceLine>[] = discounted
    ? [
        {
          title: "Gross",
          width: money,
          align: "right",
          cell: (l) => formatPaise(l.grossPaise ?? l.taxablePaise),
        },
        {
          title: "Discount",
          width: money - 6,
          align: "right",
          cell: (l) => formatPaise(l.discountPaise ?? 0),
        },
      ]
    : [];
  const fixed: Column<InvoiceLine>[] = [
    { title: "#", width: 14, align: "left", cell: (_l, i) => String(i + 1) },
    {
      title: "Description",
      width: 0,
      align: "left",
      cell: (l) => (l.warrantyOf ? `${l.description}\n${l.warrantyOf}` : l.description),
    },
    { title: "HSN/SAC", width: 40, align: "left", cell: (l) => l.hsnSac },
    { title: "Qty", width: 24, align: "right", cell: (l) => formatQuantity(l.quantityHundredths) },
    { title: "Rate", width: money, align: "right", cell: (l) => formatPaise(l.unitPricePaise) },
    ...discountColumns,
    {
      title: "Taxable value",
      width: money + 4,
      align: "right",
      cell: (l) => formatPaise(l.taxablePaise),
    },
    { title: "GST", width: 26, align: "right", cell: (l) => `${l.gstRatePercent}%` },
    ...taxColumns,
    { title: "Amount", width: money + 4, align: "right", cell: (l) => formatPaise(l.totalPaise) },
  ];
  const used = fixed.reduce((s, c) => s + c.width, 0);
  const tableWidth = 595.28 - 2 * MARGIN;
  return fixed.map((c) => (c.title === "Description" ? { ...c, width: tableWidth - used } : c));
}

/**
 * Renders an invoice.
 * @param invoice the invoice as loaded (seller, customer, lines and totals as issued;
 *   payments, balance and UPI link as of now)
 * @returns the PDF's bytes (A4, one page for up to about 25 lines; more flow onto further pages)
 */
export async function renderInvoicePdf(invoice: InvoiceView): Promise<Buffer> {
  const { doc, done, left, width } = await openPdf({
    Title: `Tax Invoice ${invoice.number}`,
    Author: invoice.seller.legalName,
    Subject: "Tax invoice",
  });
  let y = drawHead(doc, invoice, "TAX INVOICE", [
    ["Invoice No.", invoice.number],
    ["Invoice date", formatKolkataDate(invoice.issuedAt)],
    ["Place of supply", `${invoice.customerStateName} (${invoice.customerStateCode})`],
    ["Reverse charge", "No"],
  ]);

  if (invoice.status === "cancelled") {
    doc
      .font("bold")
      .fontSize(12)
      .fillColor("#b91c1c")
      .text(
        `CANCELLED on ${formatKolkataDate(invoice.cancelledAt!)}: ${invoice.cancelReason}`,
        left,
        y,
        { width },
      );
    y = doc.y + 8;
  }

  y = drawBillTo(doc, invoice, y);
  y = drawLineTable(
    doc,
    columns(invoice.intraState, invoice.totals.discountPaise > 0),
    invoice.lines,
    y,
  );

  const t = invoice.totals;
  y = drawTotals(
    doc,
    [
      ...(t.discountPaise > 0
        ? ([
            ["Gross", formatPaise(t.grossPaise)],
            ["Discount", `−${formatPaise(t.discountPaise)}`],
          ] as [string, string][])
        : []),
      ...taxRows(invoice.intraState, t),
    ],
    t.totalPaise,
    y,
  );
  if (invoice.discountNote) {
    pen(doc, "regular", 8.5, INK).text(
      `Discount given at supply: ${invoice.discountNote}. GST is charged on the value after the discount.`,
      left,
      y,
      { width },
    );
    y = doc.y + 6;
  }
  y = drawAmountInWords(doc, t.totalPaise, y);

  // Payment.
  rule(doc, left, left + width, y);
  y += 10;
  const paymentTop = y;
  pen(doc, "bold", 10, INK).text(`Payment: ${paymentStateLabels[invoice.paymentState]}`, left, y);
  doc.font("regular").fontSize(8.5);
  doc.text(
    `Paid ${formatPaise(invoice.paidPaise)} · Balance due ${formatPaise(invoice.balancePaise)}`,
    left,
    doc.y + 2,
  );
  for (const p of invoice.payments) {
    doc
      .fillColor(MUTED)
      .text(
        `${p.paidOn}: ${formatPaise(p.amountPaise)} by ${paymentMethodLabels[p.method]}${p.reference ? ` (ref. ${p.reference})` : ""}`,
      );
  }
  if (invoice.upiUri) {
    const { default: QRCode } = await import("qrcode");
    const qr = await QRCode.toBuffer(invoice.upiUri, {
      margin: 1,
      width: 300,
      errorCorrectionLevel: "M",
    });
    const size = 110;
    doc.image(qr, left + width - size, paymentTop, { width: size, height: size });
    doc
      .fillColor(INK)
      .fontSize(8)
      .text("Scan to pay with any UPI app", left + width - size - 60, paymentTop + size + 2, {
        width: size + 60,
        align: "right",
      });
    doc.fillColor(MUTED).text(`UPI ID: ${invoice.upiId}`, { width: size + 60, align: "right" });
  }

  drawFooter(doc, "This is a computer-generated invoice and needs no signature.");
  doc.end();
  return done;
}

/**
 * The version of the drawing above: raise it when the layout changes, so that PDFs kept in
 * the older layout are drawn again (an invoice's figures never change; its look may).
 */
const INVOICE_PDF_LAYOUT = 2;

/**
 * Where an invoice's PDF in its present state is kept: one file per invoice and state, named
 * by a hash of everything the PDF draws (the invoice as issued; its status and cancellation;
 * its payments, balance and UPI link) and {@link INVOICE_PDF_LAYOUT}.
 * @param invoice the invoice as loaded now
 * @returns the store key, "invoices/<invoice id>/<state hash>.pdf"
 */
function invoicePdfKey(invoice: InvoiceView): string {
  // The QR image is drawn from `upiUri`, which is hashed; the image itself need not be.
  const { upiQrDataUrl: _image, ...drawn } = invoice;
  const state = createHash("sha256")
    .update(JSON.stringify({ layout: INVOICE_PDF_LAYOUT, drawn }))
    .digest("hex")
    .slice(0, 32);
  return `invoices/${invoice.id}/${state}.pdf`;
}

/** PDFs being drawn in this process, by store key: concurrent downloads wait for one drawing. */
const drawing = new Map<string, Promise<Buffer>>();

/**
 * The PDF of a booking's current invoice (the live one, else the newest cancelled one): the
 * kept file of its present state, or drawn now, kept and returned. A store that cannot be
 * read or written is logged and the PDF drawn anyway: the download never fails for it.
 * @param bookingId the booking (the caller has checked who asks: its customer or an admin)
 * @param business the effective business facts (UPI id and name of the payment link)
 * @param store where PDFs are kept (default the photo store under `DATA_DIR/uploads`)
 * @returns the invoice's number and the PDF's bytes, or null when no invoice was ever issued
 */
export async function invoicePdf(
  bookingId: string,
  business: Pick<BusinessFacts, "upiId" | "name">,
  store: FileStore = getFileStore(),
): Promise<{ number: string; pdf: Buffer } | null> {
  const invoice = await currentInvoice(bookingId, business);
  if (!invoice) return null;
  const key = invoicePdfKey(invoice);
  const kept = await store.get(key).catch((error: unknown) => {
    console.error("A kept invoice PDF could not be read; drawing it again", error);
    return null;
  });
  if (kept) return { number: invoice.number, pdf: kept };
  let pending = drawing.get(key);
  if (!pending) {
    pending = renderInvoicePdf(invoice).then(async (pdf) => {
      await store.put(key, pdf).catch((error: unknown) => {
        console.error("An invoice PDF could not be kept; it will be drawn again", error);
      });
      return pdf;
    });
    drawing.set(key, pending);
    void pending.finally(() => drawing.delete(key)).catch(() => undefined);
  }
  return { number: invoice.number, pdf: await pending };
}
