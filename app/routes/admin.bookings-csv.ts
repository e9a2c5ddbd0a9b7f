/** GET /admin/bookings.csv: the filtered bookings as a spreadsheet file (admins only). */
import type { Route } from "./+types/admin.bookings-csv";
import { bookingsForExport } from "~/features/admin/admin-bookings.server";
import { parseBookingFilters } from "~/features/admin/admin-schema";
import { bookingsCsv, bookingsCsvFileName } from "~/features/admin/bookings-csv";
import { requireAdmin } from "~/lib/auth.server";
import { databaseErrorReason } from "~/lib/db.server";

/**
 * The bookings matching `q`, `status`, `from` and `to` (the Bookings tab's filters), newest
 * first, as UTF-8 CSV with a byte-order mark.
 * @returns 200 text/csv as an attachment; 503 text when the database fails
 * @throws see `requireAdmin`: a redirect to /auth when signed out, 403 without the admin role
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = parseBookingFilters(new URL(request.url).searchParams);
  try {
    const csv = bookingsCsv(await bookingsForExport(filters));
    return new Response(`\uFEFF${csv}`, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${bookingsCsvFileName()}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    console.error("Bookings export failed:", databaseErrorReason(error));
    return new Response("Failed to load admin data.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
