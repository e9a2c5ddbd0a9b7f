import type { Route } from "./+types/booking.credit-note-pdf";
import { requireBookingReader } from "~/features/job-card/booking-access.server";
import { creditNoteOfBooking } from "~/features/billing/credit-notes.server";
import { renderCreditNotePdf } from "~/features/billing/credit-note-pdf.server";
import { isUuid } from "~/lib/text-rules";

/**
 * /booking/{id}/credit-notes/{creditNoteId}.pdf (docs/product.md#credit-notes): one credit note
 * of the booking as a PDF, for its customer and admins only; anyone else, and a note that is not
 * this booking's, gets 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireBookingReader(request, params.id);
  const note = isUuid(params.creditNoteId)
    ? await creditNoteOfBooking(params.id, params.creditNoteId)
    : null;
  if (!note)
    throw new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
    });
  return new Response(new Uint8Array(await renderCreditNotePdf(note)), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${note.number.replace(/\//g, "-")}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
