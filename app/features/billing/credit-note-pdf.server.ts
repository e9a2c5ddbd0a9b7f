/**
 * The credit note as a PDF (docs/product.md#credit-notes, docs/decisions/0023; CGST Rules
 * r.53: the supplier's name, address and GSTIN, a consecutive serial number per financial year,
 * the date, the recipient's name, address and GSTIN when registered, the original invoice's
 * number and date, the taxable value, rate and amount of each tax credited), laid out as the
 * tax invoice, with the reason and the refunds paid against it.
 */
import type { CreditNoteLine } from "~/db/schema";
import { formatPaise } from "~/catalog/money";
import { formatKolkataDate } from "~/lib/time";
import type { CreditNoteView } from "./credit-notes.server";
import { paymentMethodLabels } from "./invoice-rules";
import {
  drawAmountInWords,
  drawBillTo,
  drawFooter,
  drawHead,
  drawLineTable,
  drawTotals,
  INK,
  MUTED,
  openPdf,
  pen,
  rule,
  taxRows,
  type Column,
} from "./tax-document-pdf.server";

function columns(intraState: boolean): Column<CreditNoteLine>[] {
  const taxColumns: Column<CreditNoteLine>[] = intraState
    ? [
        { title: "CGST", width: 60, align: "right", cell: (l) => formatPaise(l.cgstPaise) },
        { title: "SGST", width: 60, align: "right", cell: (l) => formatPaise(l.sgstPaise) },
      ]
    : [{ title: "IGST", width: 70, align: "right", cell: (l) => formatPaise(l.igstPaise) }];
  return [
    { title: "Invoice line", width: 40, align: "left", cell: (l) => String(l.invoiceLine) },
    { title: "Description", width: 0, align: "left", cell: (l) => l.description },
    { title: "HSN/SAC", width: 44, align: "left", cell: (l) => l.hsnSac },
    { title: "Taxable value", width: 64, align: "right", cell: (l) => formatPaise(l.taxablePaise) },
    { title: "GST", width: 26, align: "right", cell: (l) => `${l.gstRatePercent}%` },
    ...taxColumns,
    { title: "Amount", width: 64, align: "right", cell: (l) => formatPaise(l.totalPaise) },
  ];
}

/**
 * Renders a credit note.
 * @param note the credit note as loaded (everything printed as issued; its refunds as of now)
 * @returns the PDF's bytes (A4)
 */
export async function renderCreditNotePdf(note: CreditNoteView): Promise<Buffer> {
  const { doc, done, left, width } = await openPdf({
    Title: `Credit Note ${note.number}`,
    Author: note.seller.legalName,
    Subject: "Credit note",
  });
  let y = drawHead(doc, note, "CREDIT NOTE", [
    ["Credit note No.", note.number],
    ["Credit note date", formatKolkataDate(note.issuedAt)],
    ["Against invoice", note.invoiceNumber],
    ["Invoice date", formatKolkataDate(note.invoiceIssuedAt)],
    ["Place of supply", `${note.customerStateName} (${note.customerStateCode})`],
  ]);
  y = drawBillTo(doc, note, y);
  pen(doc, "regular", 9, INK).text(`Reason: ${note.reason}`, left, y, { width });
  y = drawLineTable(doc, columns(note.intraState), note.lines, doc.y + 8);
  y = drawTotals(doc, taxRows(note.intraState, note.totals), note.totals.totalPaise, y);
  y = drawAmountInWords(doc, note.totals.totalPaise, y);

  rule(doc, left, left + width, y);
  pen(doc, "bold", 10, INK).text(
    `Refunded ${formatPaise(note.refundedPaise)} of ${formatPaise(note.totals.totalPaise)}`,
    left,
    y + 10,
  );
  doc.font("regular").fontSize(8.5).fillColor(MUTED);
  for (const r of note.refunds)
    doc.text(
      `${r.refundedOn}: ${formatPaise(r.amountPaise)} by ${paymentMethodLabels[r.method]}${r.reference ? ` (ref. ${r.reference})` : ""}`,
    );
  drawFooter(doc, "This is a computer-generated credit note and needs no signature.");
  doc.end();
  return done;
}
