/**
 * Customer booking data access. Every query here is scoped by the session's user id
 * (DESIGN.md decision 5): the caller passes the id it got from the session guard, never
 * one from the browser.
 */
import { desc, eq } from "drizzle-orm";
import { bookings, type BookingRow } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { formatCarModel, type BookingFormValues } from "./booking-schema";

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
 * Creates a booking for a user, status pending (spec section 4), car_model stored as
 * "Brand Model (Year)" (spec section 3).
 * @param userId the session's user id
 * @param values values already validated with `BookingFormSchema`
 * @returns the created row
 */
export async function createBooking(userId: string, values: BookingFormValues): Promise<BookingView> {
  const [row] = await getDb()
    .insert(bookings)
    .values({
      userId,
      serviceType: values.serviceType,
      customerName: values.customerName,
      customerEmail: values.customerEmail,
      customerPhone: values.customerPhone,
      carModel: formatCarModel(values.carBrand, values.carModel, values.carYear),
      preferredDate: values.preferredDate,
      preferredTime: values.preferredTime,
      address: values.address,
      specialRequests: values.specialRequests ? values.specialRequests : null,
      status: "pending",
    })
    .returning();
  return toBookingView(row!);
}

/**
 * The user's own bookings, newest first (spec section 2 "My Bookings").
 * @param userId the session's user id
 */
export async function listBookingsForUser(userId: string): Promise<BookingView[]> {
  const rows = await getDb()
    .select()
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt));
  return rows.map(toBookingView);
}
