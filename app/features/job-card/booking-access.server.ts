/**
 * Who may read a booking's job card files (docs/decisions/0010; docs/product.md#roles and
 * docs/decisions/0010): the booking's own customer and admins. Everyone else, visitors included,
 * gets the same 404 as for a booking that does not exist, so nothing tells them it does.
 */
import { and, eq } from "drizzle-orm";
import { bookings } from "~/db/schema";
import { getSessionUser, isAdmin } from "~/lib/auth.server";
import { getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/text-rules";

/**
 * Checks that the request's user is the booking's customer or an admin.
 * @param request the request (its session cookie)
 * @param bookingId the id from the URL
 * @returns the user and whether they read as an admin
 * @throws a 404 response for visitors, other customers and unknown or malformed ids
 */
export async function requireBookingReader(
  request: Request,
  bookingId: string,
): Promise<{ userId: string; admin: boolean }> {
  const notFound = () =>
    new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
    });
  if (!isUuid(bookingId)) throw notFound();
  const user = await getSessionUser(request);
  if (!user) throw notFound();
  const [own] = await getDb()
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, user.id)));
  if (own) return { userId: user.id, admin: false };
  if (await isAdmin(user.id)) {
    const [exists] = await getDb()
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (exists) return { userId: user.id, admin: true };
  }
  throw notFound();
}
