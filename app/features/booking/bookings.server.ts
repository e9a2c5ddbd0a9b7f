/**
 * Reading a customer's bookings: the browser's shape of a booking, one booking, and the pages of
 * My Bookings. Every query here is scoped by the session's user id (docs/product.md#roles): the
 * caller passes the id it got from the session guard, never one from the browser.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { bookings, type BookingRow } from "~/db/schema";
import { getDb, type Database } from "~/lib/db.server";
import { oncePer } from "~/lib/once-per";
import { pageWindow } from "~/lib/paging";
import { isUuid } from "~/lib/text-rules";

/** A booking as sent to the browser (timestamps as ISO strings). */
export interface BookingView {
  id: string;
  serviceType: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  carModel: string;
  preferredDate: string;
  preferredTime: string;
  address: string;
  specialRequests: string | null;
  status: BookingRow["status"];
  createdAt: string;
  updatedAt: string;
}

/** Converts a database row to its browser shape; drops `user_id`. */
export function toBookingView(row: BookingRow): BookingView {
  return {
    id: row.id,
    serviceType: row.serviceType,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    carModel: row.carModel,
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    address: row.address,
    specialRequests: row.specialRequests,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One of the user's own bookings.
 * @param userId the session's user id
 * @param bookingId the id from the URL
 * @returns the booking, or undefined when it does not exist or belongs to someone else
 *   (the caller answers 404 either way, so ids cannot be probed)
 */
export async function getBookingForUser(
  userId: string,
  bookingId: string,
): Promise<BookingView | undefined> {
  if (!isUuid(bookingId)) return undefined;
  const [row] = await getDb()
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  return row ? toBookingView(row) : undefined;
}

/** Bookings per page of My Bookings (docs/product.md#route-booking: ten a page, newest first). */
const MY_BOOKINGS_PAGE_SIZE = 10;

/** One page of a customer's bookings. */
export interface MyBookingsPage {
  bookings: BookingView[];
  /** How many bookings the customer has in all. */
  total: number;
  /** The page shown, from 1 (a page past the end shows the last one). */
  page: number;
  pageCount: number;
}

/**
 * A page of one user's bookings with the user's total, as a prepared statement. The total is
 * counted once from the index on (user_id, created_at, id) alone, not over the page's rows: a
 * window count read every booking of the customer in full (docs/decisions/0025).
 */
function prepareMyBookingsPage(db: Database) {
  return db
    .select({
      row: bookings,
      total: sql<number>`(select count(*) from ${bookings} where ${bookings.userId} = ${sql.placeholder("userId")})::int`,
    })
    .from(bookings)
    .where(eq(bookings.userId, sql.placeholder("userId")))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("my_bookings_page");
}

// Built once per database: My Bookings is the signed-in page asked most often, and building
// its SQL each time was a tenth of the page's garbage.
const myBookingsPageQuery = oncePer(prepareMyBookingsPage);

/**
 * One page of the user's own bookings, newest first (docs/product.md#route-booking), scoped
 * by the session's user id: the page's rows and the total in one query;
 * only an empty list or a page past the end costs a second count, then the last page.
 * @param userId the session's user id
 * @param page the page asked for, from 1
 * @param pageSize bookings per page (default {@link MY_BOOKINGS_PAGE_SIZE})
 * @throws when the database fails
 */
export async function listBookingsForUser(
  userId: string,
  page = 1,
  pageSize = MY_BOOKINGS_PAGE_SIZE,
): Promise<MyBookingsPage> {
  const db = getDb();
  const query = myBookingsPageQuery(db);
  const pageAt = (offset: number) => query.execute({ userId, limit: pageSize, offset });
  let rows = await pageAt(pageWindow(Number.MAX_SAFE_INTEGER, page, pageSize).offset);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [counted] = await db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.userId, userId));
    total = counted?.n ?? 0;
    rows = total === 0 ? [] : await pageAt(pageWindow(total, page, pageSize).offset);
  }
  const window = pageWindow(total, page, pageSize);
  return {
    bookings: rows.map((r) => toBookingView(r.row)),
    total,
    page: window.page,
    pageCount: window.pageCount,
  };
}
