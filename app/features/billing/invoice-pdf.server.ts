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
import { createRequire } from "node:module";
import { formatPhone, type BusinessFacts } from "~/catalog/business";
import { formatPaise } from "~/catalog/money";
import { formatKolkataDate } from "~/lib/time";
import { amountInWords, formatQuantity } from "./gst";
import { paymentMethodLabels, paymentStateLabels } from "./invoice-rules";
import { currentInvoice, type InvoiceView } from "./invoice-views.server";
import { getFileStore, type FileStore } from "~/lib/file-store.server";

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
  condensed: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf"),
  condensedBold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf"),
};

const MARGIN = 40;
const INK = "#1f2937";
const MUTED = "#6b7280";
const RULE = "#d1d5db";

/**
 * Draws a horizontal rule at height `y` from `x1` to `x2` (points).
 * @param color the stroke colour (default the light rule grey)
 * @param lineWidth the stroke width in points
 */
function rule(
  doc: PDFKit.PDFDocument,
  x1: number,
  x2: number,
  y: number,
  color = RULE,
  lineWidth = 0.7,
): void {
  doc.moveTo(x1, y).lineTo(x2, y).strokeColor(color).lineWidth(lineWidth).stroke();
}

/**
 * Sets the font, size (points) and colour for the text drawn next.
 * @returns the document, for chaining a `text` call
 */
function pen(
  doc: PDFKit.PDFDocument,
  font: keyof typeof FONTS,
  size: number,
  color: string,
): PDFKit.PDFDocument {
  return doc.font(font).fontSize(size).fillColor(color);
}

/** A table column: heading, width in points, alignment and the cell's text. */
interface Column {
  title: string;
  width: number;
  align: "left" | "right";
  cell: (line: InvoiceView["lines"][number], index: number) => string;
}

/**
 * The line table's columns: with a discount on the invoice, the gross (quantity × rate) and the
 * discount stand before the taxable value (docs/decisions/0023), the other columns a little
 * narrower.
 */
function columns(intraState: boolean, discounted: boolean): Column[] {
  const money = discounted ? 50 : 56;
  const taxColumns: Column[] = intraState
    ? [
        { title: "CGST", width: money - 4, align: "right", cell: (l) => formatPaise(l.cgstPaise) },
        { title: "SGST", width: money - 4, align: "right", cell: (l) => formatPaise(l.sgstPaise) },
      ]
    : [{ title: "IGST", width: money + 4, align: "right", cell: (l) => formatPaise(l.igstPaise) }];
  const discountColumns: Column[] = discounted
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
  const fixed: Column[] = [
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
  // Loaded on the first invoice: pdfkit and its fonts hold about 20 MB the idle server need not.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: `Tax Invoice ${invoice.number}`,
      Author: invoice.seller.legalName,
      Subject: "Tax invoice",
    },
  });
  doc.registerFont("regular", FONTS.regular);
  doc.registerFont("bold", FONTS.bold);
  doc.registerFont("condensed", FONTS.condensed);
  doc.registerFont("condensedBold", FONTS.condensedBold);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;
  const s = invoice.seller;

  // Seller and title.
  pen(doc, "bold", 15, INK).text(s.legalName, left, MARGIN, { width: width * 0.62 });
  pen(doc, "regular", 8.5, MUTED);
  doc.text(s.address, { width: width * 0.62 });
  doc.text(`Phone ${formatPhone(s.phone)} · ${s.email}`, { width: width * 0.62 });
  doc
    .fillColor(INK)
    .font("bold")
    .text(`GSTIN: ${s.gstin}`, { width: width * 0.62 });
  doc.font("regular").text(`State: ${s.stateName} (code ${s.stateCode})`, { width: width * 0.62 });
  const afterSeller = doc.y;

  pen(doc, "bold", 16, INK).text("TAX INVOICE", left, MARGIN, { width, align: "right" });
  doc.font("regular").fontSize(8.5);
  const meta = [
    ["Invoice No.", invoice.number],
    ["Invoice date", formatKolkataDate(invoice.issuedAt)],
    ["Place of supply", `${invoice.customerStateName} (${invoice.customerStateCode})`],
    ["Reverse charge", "No"],
  ];
  for (const [k, v] of meta) doc.text(`${k}: ${v}`, left, doc.y + 1, { width, align: "right" });
  let y = Math.max(afterSeller, doc.y) + 12;

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

  // Bill to.
  rule(doc, left, left + width, y);
  y += 8;
  pen(doc, "bold", 9, MUTED).text("BILL TO", left, y);
  pen(doc, "bold", 10.5, INK).text(invoice.customerName, left, doc.y + 2, { width: width * 0.7 });
  doc
    .font("regular")
    .fontSize(8.5)
    .text(invoice.customerAddress, { width: width * 0.7 });
  if (invoice.customerGstin) doc.text(`GSTIN: ${invoice.customerGstin}`);
  doc.text(`State: ${invoice.customerStateName} (code ${invoice.customerStateCode})`);
  y = doc.y + 12;

  // Lines.
  const cols = columns(invoice.intraState, invoice.totals.discountPaise > 0);
  const drawHeader = () => {
    doc.rect(left, y, width, 18).fill("#f3f4f6");
    let x = left;
    pen(doc, "condensedBold", 7.5, INK);
    for (const c of cols) {
      doc.text(c.title, x + 2, y + 5, { width: c.width - 4, align: c.align, lineBreak: false });
      x += c.width;
    }
    y += 20;
  };
  drawHeader();
  doc.font("condensed").fontSize(7.5);
  invoice.lines.forEach((line, i) => {
    const heights = cols.map((c) => doc.heightOfString(c.cell(line, i), { width: c.width - 4 }));
    const rowHeight = Math.max(...heights) + 6;
    if (y + rowHeight > doc.page.height - MARGIN - 40) {
      doc.addPage();
      y = MARGIN;
      drawHeader();
      doc.font("condensed").fontSize(7.5);
    }
    let x = left;
    doc.fillColor(INK);
    for (const c of cols) {
      doc.text(c.cell(line, i), x + 2, y + 3, { width: c.width - 4, align: c.align });
      x += c.width;
    }
    y += rowHeight;
    rule(doc, left, left + width, y, RULE, 0.5);
  });

  // Totals.
  y += 10;
  if (y > doc.page.height - MARGIN - 230) {
    doc.addPage();
    y = MARGIN;
  }
  const t = invoice.totals;
  const totalRows: [string, string][] = [
    ...(t.discountPaise > 0
      ? ([
          ["Gross", formatPaise(t.grossPaise)],
          ["Discount", `−${formatPaise(t.discountPaise)}`],
        ] as [string, string][])
      : []),
    ["Taxable value", formatPaise(t.taxablePaise)],
    ...(invoice.intraState
      ? ([
          ["CGST", formatPaise(t.cgstPaise)],
          ["SGST", formatPaise(t.sgstPaise)],
        ] as [string, string][])
      : ([["IGST", formatPaise(t.igstPaise)]] as [string, string][])),
  ];
  const labelX = left + width - 230;
  pen(doc, "regular", 9, INK);
  for (const [k, v] of totalRows) {
    doc.text(k, labelX, y, { width: 120 });
    doc.text(v, labelX + 120, y, { width: 110, align: "right" });
    y += 14;
  }
  rule(doc, labelX, left + width, y, INK, 0.8);
  y += 5;
  doc.font("bold").fontSize(11).text("Total", labelX, y, { width: 120 });
  doc.text(formatPaise(t.totalPaise), labelX + 120, y, { width: 110, align: "right" });
  y += 20;
  if (invoice.discountNote) {
    pen(doc, "regular", 8.5, INK).text(
      `Discount given at supply: ${invoice.discountNote}. GST is charged on the value after the discount.`,
      left,
      y,
      { width },
    );
    y = doc.y + 6;
  }
  pen(doc, "regular", 8.5, MUTED).text("Amount in words", left, y);
  pen(doc, "bold", 9.5, INK).text(amountInWords(t.totalPaise), left, doc.y + 1, { width });
  y = doc.y + 14;

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

  doc
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(
      "This is a computer-generated invoice and needs no signature.",
      left,
      doc.page.height - MARGIN - 12,
      { width, align: "center", lineBreak: false },
    );
  doc.end();
  return done;
}

/**
 * The version of the drawing above: raise it when the layout changes, so that PDFs kept in
 * the older layout are drawn again (an invoice's figures never change; its look may).
 */
export const INVOICE_PDF_LAYOUT = 2;

/**
 * Where an invoice's PDF in its present state is kept: one file per invoice and state, named
 * by a hash of everything the PDF draws (the invoice as issued; its status and cancellation;
 * its payments, balance and UPI link) and {@link INVOICE_PDF_LAYOUT}.
 * @param invoice the invoice as loaded now
 * @returns the store key, "invoices/<invoice id>/<state hash>.pdf"
 */
export function invoicePdfKey(invoice: InvoiceView): string {
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
