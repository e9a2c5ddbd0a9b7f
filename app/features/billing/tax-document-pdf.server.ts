/**
 * The parts every tax document's PDF shares, invoices and credit notes alike
 * (docs/decisions/0010, 0023; CGST Rules r.46 and r.53): the A4 page in the DejaVu fonts (they
 * carry the ₹ sign), the seller and the title with its particulars, the customer, the line
 * table, the totals, the amount in words and the footer. Drawn with pdfkit.
 */
import { createRequire } from "node:module";
import { formatPhone } from "~/catalog/business";
import { formatPaise } from "~/catalog/money";
import { amountInWords, type TaxTotals } from "./gst";
import type { DocumentParties } from "./invoice-views.server";

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
  condensed: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf"),
  condensedBold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf"),
};

/** The page margin, in points. */
export const MARGIN = 40;
/** The colour of text. */
export const INK = "#1f2937";
/** The colour of secondary text. */
export const MUTED = "#6b7280";
const RULE = "#d1d5db";

/**
 * Draws a horizontal rule at height `y` from `x1` to `x2` (points).
 * @param color the stroke colour (default the light rule grey)
 * @param lineWidth the stroke width in points
 */
export function rule(
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
export function pen(
  doc: PDFKit.PDFDocument,
  font: keyof typeof FONTS,
  size: number,
  color: string,
): PDFKit.PDFDocument {
  return doc.font(font).fontSize(size).fillColor(color);
}

/** A table column: heading, width in points, alignment and the cell's text. */
export interface Column<L> {
  title: string;
  width: number;
  align: "left" | "right";
  cell: (line: L, index: number) => string;
}

/** An open PDF: the document, its bytes once ended, the left edge and the text width (points). */
export interface OpenPdf {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
  left: number;
  width: number;
}

/**
 * Opens an A4 document with the DejaVu fonts registered.
 * @param info the PDF's title, author and subject
 * @returns the document and the promise of its bytes (resolved after `doc.end()`)
 */
export async function openPdf(info: {
  Title: string;
  Author: string;
  Subject: string;
}): Promise<OpenPdf> {
  // Loaded on the first document: pdfkit and its fonts hold about 20 MB the idle server need not.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info });
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
  return { doc, done, left: MARGIN, width: doc.page.width - 2 * MARGIN };
}

/**
 * The seller at the left and the title with its particulars at the right.
 * @param parties the document's seller; `title` e.g. "TAX INVOICE"; `meta` label and value pairs
 * @returns the height below both, in points
 */
export function drawHead(
  doc: PDFKit.PDFDocument,
  parties: Pick<DocumentParties, "seller">,
  title: string,
  meta: [string, string][],
): number {
  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;
  const s = parties.seller;
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
  pen(doc, "bold", 16, INK).text(title, left, MARGIN, { width, align: "right" });
  doc.font("regular").fontSize(8.5);
  for (const [k, v] of meta) doc.text(`${k}: ${v}`, left, doc.y + 1, { width, align: "right" });
  return Math.max(afterSeller, doc.y) + 12;
}

/**
 * The customer: name, address, GSTIN when given, state.
 * @param y where to start; @returns the height below, in points
 */
export function drawBillTo(doc: PDFKit.PDFDocument, parties: DocumentParties, y: number): number {
  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;
  rule(doc, left, left + width, y);
  pen(doc, "bold", 9, MUTED).text("BILL TO", left, y + 8);
  pen(doc, "bold", 10.5, INK).text(parties.customerName, left, doc.y + 2, { width: width * 0.7 });
  doc
    .font("regular")
    .fontSize(8.5)
    .text(parties.customerAddress, { width: width * 0.7 });
  if (parties.customerGstin) doc.text(`GSTIN: ${parties.customerGstin}`);
  doc.text(`State: ${parties.customerStateName} (code ${parties.customerStateCode})`);
  return doc.y + 12;
}

/**
 * The line table, its header repeated on each new page.
 * @param cols the columns (one has width 0: it takes what the others leave); `lines` the rows
 * @param y where to start; @returns the height below, in points
 */
export function drawLineTable<L>(
  doc: PDFKit.PDFDocument,
  cols: Column<L>[],
  lines: readonly L[],
  y: number,
): number {
  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;
  const used = cols.reduce((s, c) => s + c.width, 0);
  const sized = cols.map((c) => (c.width === 0 ? { ...c, width: width - used } : c));
  const drawHeader = () => {
    doc.rect(left, y, width, 18).fill("#f3f4f6");
    let x = left;
    pen(doc, "condensedBold", 7.5, INK);
    for (const c of sized) {
      doc.text(c.title, x + 2, y + 5, { width: c.width - 4, align: c.align, lineBreak: false });
      x += c.width;
    }
    y += 20;
  };
  drawHeader();
  doc.font("condensed").fontSize(7.5);
  lines.forEach((line, i) => {
    const heights = sized.map((c) => doc.heightOfString(c.cell(line, i), { width: c.width - 4 }));
    const rowHeight = Math.max(...heights) + 6;
    if (y + rowHeight > doc.page.height - MARGIN - 40) {
      doc.addPage();
      y = MARGIN;
      drawHeader();
      doc.font("condensed").fontSize(7.5);
    }
    let x = left;
    doc.fillColor(INK);
    for (const c of sized) {
      doc.text(c.cell(line, i), x + 2, y + 3, { width: c.width - 4, align: c.align });
      x += c.width;
    }
    y += rowHeight;
    rule(doc, left, left + width, y, RULE, 0.5);
  });
  return y;
}

/**
 * The tax heads as totals rows: CGST and SGST within Telangana, else IGST.
 * @param intraState true for CGST + SGST; `t` the totals (paise)
 */
export function taxRows(
  intraState: boolean,
  t: Pick<TaxTotals, "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise">,
): [string, string][] {
  return [
    ["Taxable value", formatPaise(t.taxablePaise)],
    ...((intraState
      ? [
          ["CGST", formatPaise(t.cgstPaise)],
          ["SGST", formatPaise(t.sgstPaise)],
        ]
      : [["IGST", formatPaise(t.igstPaise)]]) as [string, string][]),
  ];
}

/**
 * The totals at the right: its rows, a rule and the total in bold.
 * @param rows label and amount pairs; `totalPaise` the total; `y` where to start (a new page
 *   when too low)
 * @returns the height below, in points
 */
export function drawTotals(
  doc: PDFKit.PDFDocument,
  rows: [string, string][],
  totalPaise: number,
  y: number,
): number {
  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;
  y += 10;
  if (y > doc.page.height - MARGIN - 230) {
    doc.addPage();
    y = MARGIN;
  }
  const labelX = left + width - 230;
  pen(doc, "regular", 9, INK);
  for (const [k, v] of rows) {
    doc.text(k, labelX, y, { width: 120 });
    doc.text(v, labelX + 120, y, { width: 110, align: "right" });
    y += 14;
  }
  rule(doc, labelX, left + width, y, INK, 0.8);
  y += 5;
  doc.font("bold").fontSize(11).text("Total", labelX, y, { width: 120 });
  doc.text(formatPaise(totalPaise), labelX + 120, y, { width: 110, align: "right" });
  return y + 20;
}

/**
 * "Amount in words" and the amount in the Indian system.
 * @param paise the amount; `y` where to start; @returns the height below, in points
 */
export function drawAmountInWords(doc: PDFKit.PDFDocument, paise: number, y: number): number {
  const width = doc.page.width - 2 * MARGIN;
  pen(doc, "regular", 8.5, MUTED).text("Amount in words", MARGIN, y);
  pen(doc, "bold", 9.5, INK).text(amountInWords(paise), MARGIN, doc.y + 1, { width });
  return doc.y + 14;
}

/** The line at the foot of the page ("This is a computer-generated invoice …"). */
export function drawFooter(doc: PDFKit.PDFDocument, text: string): void {
  const width = doc.page.width - 2 * MARGIN;
  doc
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(text, MARGIN, doc.page.height - MARGIN - 12, {
      width,
      align: "center",
      lineBreak: false,
    });
}
