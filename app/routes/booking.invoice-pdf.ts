import type { Route } from "./+types/booking.invoice-pdf";
import { requireBookingReader } from "~/features/job-card/booking-access.server";
import { invoicePdf } from "~/features/billing/invoice-pdf.server";
import { getBusinessFacts } from "~/lib/env.server";

/**
 * /booking/{id}/invoice.pdf (docs/decisions/0010): the booking's tax invoice as a PDF, for its
 * customer and admins only; anyone else, and a booking without an invoice, gets 404. The PDF is
 * drawn once per invoice and payment state and kept (docs/decisions/0013).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireBookingReader(request, params.id);
  const invoice = await invoicePdf(params.id, getBusinessFacts());
  if (!invoice)
    throw new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
    });
  return new Response(new Uint8Array(invoice.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${invoice.number.replace(/\//g, "-")}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
