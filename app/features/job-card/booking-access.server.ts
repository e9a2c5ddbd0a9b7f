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
import { notFoundResponse } from "~/lib/not-found.server";

/**
 * How the request's user stands to a booking: its customer ("own"), an admin of an existing
 * booking ("admin"), or neither (null: another rule, like an assigned technician's, may still
 * let them in).
 * @param request the request (its session cookie)
 * @param bookingId the id from the URL
 * @returns the user's id and standing, or null for a visitor or a malformed id
 */
export async function bookingReaderOf(
  request: Request,
  bookingId: string,
): Promise<{ userId: string; reads: "own" | "admin" | null } | null> {
  if (!isUuid(bookingId)) return null;
  const user = await getSessionUser(request);
  if (!user) return null;
  const [own] = await getDb()
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, user.id)));
  if (own) return { userId: user.id, reads: "own" };
  if (await isAdmin(user.id)) {
    const [exists] = await getDb()
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (exists) return { userId: user.id, reads: "admin" };
  }
  return { userId: user.id, reads: null };
}

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
  const reader = await bookingReaderOf(request, bookingId);
  if (!reader?.reads) throw notFoundResponse();
  return { userId: reader.userId, admin: reader.reads === "admin" };
}
