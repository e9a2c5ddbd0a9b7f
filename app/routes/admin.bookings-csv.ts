/** GET /admin/bookings.csv: the filtered bookings as a spreadsheet file (admins only). */
import type { Route } from "./+types/admin.bookings-csv";
import { parseBookingFilters } from "~/features/booking/booking-filters";
import { bookingsCsvFileName } from "~/features/booking/bookings-csv";
import { bookingsCsvStream } from "~/features/booking/bookings-export.server";
import { requireAdmin } from "~/lib/auth.server";
import { logDatabaseError } from "~/lib/db.server";

/**
 * Every booking matching `q`, `status`, `from` and `to` (the Bookings tab's filters), newest
 * first, as UTF-8 CSV with a byte-order mark, streamed as it is read (docs/decisions/0015): no
 * cap on the rows; a client that leaves ends the query.
 * @returns 200 text/csv as an attachment; 503 text when the database fails before the first rows
 * @throws see `requireAdmin`: a redirect to /auth when signed out, 403 without the admin role
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = parseBookingFilters(new URL(request.url).searchParams);
  try {
    return new Response(await bookingsCsvStream(filters, request.signal), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${bookingsCsvFileName()}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    logDatabaseError("Bookings export failed:", error);
    return new Response("Failed to load admin data.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
