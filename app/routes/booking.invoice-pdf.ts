import type { Route } from "./+types/booking.invoice-pdf";
import { requireBookingReader } from "~/features/job-card/booking-access.server";
import { renderInvoicePdf } from "~/features/job-card/invoice-pdf.server";
import { currentInvoice } from "~/features/job-card/job-card.server";
import { getBusinessFacts } from "~/lib/env.server";

/**
 * /booking/{id}/invoice.pdf (docs/decisions/0010): the booking's tax invoice as a PDF, for its
 * customer and admins only; anyone else, and a booking without an invoice, gets 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireBookingReader(request, params.id);
  const invoice = await currentInvoice(params.id, getBusinessFacts());
  if (!invoice)
    throw new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
    });
  const pdf = await renderInvoicePdf(invoice);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${invoice.number.replace(/\//g, "-")}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
