/**
 * Creating a customer's booking (docs/product.md#booking-statuses, docs/decisions/0019): the
 * checks under the customer's and the slot's locks, the car, the messages and the row, in one
 * transaction. Scoped by the session's user id (docs/product.md#roles): the caller passes the id
 * it got from the session guard, never one from the browser.
 */
import type { Locale } from "~/catalog/languages";
import { and, eq, sql } from "drizzle-orm";
import { bookings } from "~/db/schema";
import { getDb, type Database } from "~/lib/db.server";
import { newBookingAlert } from "~/features/messages/staff-alerts.server";
import { customerBookingMessagesFor, queueMessages } from "~/features/messages/outbox.server";
import { setMessagePreferences } from "~/features/messages/preferences.server";
import { carForBooking, type BookingCarChoice } from "~/features/cars/booking-cars.server";
import { createPickupLegs } from "~/features/pickups/booking-legs.server";
import { recordBookingOffers } from "~/features/billing/booking-offers.server";
import {
  ANOTHER_CAR,
  BOOKING_CAR_MESSAGES,
  formatCarModel,
  isSavedCarChoice,
  type BookingFormValues,
} from "./booking-schema";
import {
  ActiveBookingLimitError,
  customerLock,
  upcomingBookingsWhere,
} from "./booking-limits.server";
import { slotLock, slotPlacesWhere } from "./booking-slots.server";
import { toBookingView, type BookingView } from "./bookings.server";

/** Thrown by {@link createBooking} when the chosen date and slot are already full. */
export class SlotFullError extends Error {
  constructor() {
    super("This time slot is fully booked. Please choose another time or date.");
  }
}

/** What {@link createBooking} did: created a booking, or found the one this form already sent. */
export interface CreateBookingResult {
  booking: BookingView;
  /** false when the idempotency key had already been used: the earlier booking is returned. */
  created: boolean;
}

/** What {@link lockAndCheck} read under the locks. */
interface BookingChecks {
  /** The id of the booking this form's idempotency key already made, or null. */
  earlier: string | null;
  /** The account's upcoming bookings (0 when no limit is counted). */
  upcoming: number;
  /** The places taken in the slot. */
  taken: number;
}

/**
 * The checks of a new booking in two statements (docs/decisions/0019: a round trip costs the
 * server more than the query): the customer's lock then the slot's (the order every change
 * takes them in, so none waits on another in a circle), then, under both, the booking this
 * form's idempotency key already made, the account's upcoming bookings and the slot's places
 * taken. A statement's snapshot is taken when it starts, so the reads come after the locks.
 * @param tx an open transaction
 * @param userId the session's user id
 * @param slot the date and slot asked for
 * @param key the form's idempotency key, if any
 * @param activeLimit BOOKING_ACTIVE_LIMIT, or undefined to count nothing
 * @param now the current instant
 * @returns what {@link BookingChecks} says
 */
async function lockAndCheck(
  tx: Pick<Database, "execute">,
  userId: string,
  slot: { preferredDate: string; preferredTime: string },
  key: string | undefined,
  activeLimit: number | undefined,
  now: Date,
): Promise<BookingChecks> {
  await tx.execute(
    sql`select ${customerLock(userId)}, ${slotLock(slot.preferredDate, slot.preferredTime)}`,
  );
  const earlier = key
    ? sql`(select ${bookings.id} from ${bookings} where ${and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key))})`
    : sql`null::uuid`;
  const upcoming =
    activeLimit === undefined
      ? sql`0`
      : sql`(select count(*) from ${bookings} where ${upcomingBookingsWhere(userId, now)})`;
  const { rows } = await tx.execute<{ earlier: string | null; upcoming: number; taken: number }>(
    sql`select ${earlier} as earlier, ${upcoming}::int as upcoming,
      (select count(*) from ${bookings} where ${slotPlacesWhere(slot.preferredDate, slot.preferredTime)})::int as taken`,
  );
  return rows[0]!;
}

/** What {@link createBooking} takes: the booking form's values; the car choice may be left out. */
export type NewBookingValues = Omit<
  BookingFormValues,
  "whatsappOptIn" | "vehicleId" | "registration" | "pickupAndDrop" | "locality"
> &
  Partial<
    Pick<
      BookingFormValues,
      "whatsappOptIn" | "vehicleId" | "registration" | "pickupAndDrop" | "locality"
    >
  >;

/**
 * The car a booking's values name (docs/product.md#booking-car): one of the customer's cars by
 * its id, or the typed brand, model and year with the registration normalised, saved to My
 * Garage when the form's choice was "another car".
 * @param values values already validated with `BookingFormSchema`
 */
function carChoiceOf(values: NewBookingValues): BookingCarChoice {
  const vehicleId = values.vehicleId ?? "";
  if (isSavedCarChoice(vehicleId)) return { kind: "garage", vehicleId };
  return {
    kind: "typed",
    make: values.carBrand.trim(),
    model: values.carModel.trim(),
    year: Number(values.carYear),
    // Stored form already: the booking form's schema normalised it (docs/decisions/0014).
    registration: values.registration || null,
    save: vehicleId === ANOTHER_CAR,
  };
}

/**
 * Creates a booking for a user, status pending (docs/product.md#booking-statuses), car_model stored
 * as "Brand Model (Year)" (docs/product.md#booking-fields), within the slot's capacity
 * (docs/product.md#slot-capacity), and within the account's upcoming bookings
 * (docs/product.md#booking-limits).
 *
 * In one transaction: the customer and the date and slot are locked (PostgreSQL advisory
 * locks, customer first, so one account's concurrent submissions queue, and so do concurrent
 * submissions for one slot); then, in one read (`lockAndCheck`, docs/decisions/0019), a booking
 * already made with this form's idempotency key is returned as it is; otherwise the account's
 * upcoming bookings are counted against `activeLimit` and the bookings of the slot that are not
 * cancelled against `slotCapacity`, and the new one is inserted only below both, with its car
 * (docs/product.md#booking-car: one of the customer's cars, or "another car" saved to My Garage
 * in the same transaction, `carForBooking`). The customer's "booking received" messages and the
 * staff alert are written in the same transaction, in one insert, just before the booking's row
 * (docs/product.md#lifecycle, docs/decisions/0019). The offers it is entitled to are recorded
 * with it (docs/product.md#offers-discount).
 * @param userId the session's user id
 * @param values values already validated with `BookingFormSchema`
 * @param options `slotCapacity` (bookings per date and slot, BOOKING_SLOT_CAPACITY),
 *   `activeLimit` (pending or confirmed bookings dated today or later the account may hold,
 *   BOOKING_ACTIVE_LIMIT; omitted, none is counted: fixtures writing a calendar), the form's
 *   `idempotencyKey` (a uuid; omitted, every call creates), `now` (the current instant) and
 *   `language`, the Telugu or Hindi of the page booked from: the account's language becomes it
 *   in the same transaction, before the booking's messages are written (docs/decisions/0026)
 * @returns the booking and whether it was created now
 * @throws SlotFullError when the slot holds `slotCapacity` bookings already,
 *   ActiveBookingLimitError when the account holds `activeLimit` upcoming bookings, and
 *   BookingCarError when the car is not one of the customer's (404) or cannot be saved (409:
 *   its registration is another account's); nothing written in any case
 */
export async function createBooking(
  userId: string,
  values: NewBookingValues,
  options: {
    slotCapacity: number;
    activeLimit?: number;
    idempotencyKey?: string;
    now?: Date;
    language?: Exclude<Locale, "en">;
  },
): Promise<CreateBookingResult> {
  const key = options.idempotencyKey;
  try {
    return await getDb().transaction(async (tx) => {
      const { activeLimit } = options;
      const checks = await lockAndCheck(
        tx,
        userId,
        values,
        key,
        activeLimit,
        options.now ?? new Date(),
      );
      if (checks.earlier) {
        const [earlier] = await tx.select().from(bookings).where(eq(bookings.id, checks.earlier));
        return { booking: toBookingView(earlier!), created: false };
      }
      if (activeLimit !== undefined && checks.upcoming >= activeLimit)
        throw new ActiveBookingLimitError(activeLimit);
      if (checks.taken >= options.slotCapacity) throw new SlotFullError();
      const car = await carForBooking(
        tx,
        userId,
        carChoiceOf(values),
        BOOKING_CAR_MESSAGES.notFound,
      );
      const booking = {
        id: crypto.randomUUID(),
        userId,
        serviceType: values.serviceType,
        customerName: values.customerName,
        customerEmail: values.customerEmail,
        customerPhone: values.customerPhone,
        carModel: formatCarModel(car.make, car.model, String(car.year)),
        preferredDate: values.preferredDate,
        preferredTime: values.preferredTime,
        address: values.address,
        status: "pending" as const,
      };
      // docs/product.md#lifecycle-whatsapp: the WhatsApp consent given with this booking, stored
      // with its time and the number it was given for (docs/decisions/0013).
      // The phone is stored in E.164 by the form's schema: the consent is for that number, and
      // the messages below are addressed to it without reading it back.
      const consentedNow = values.whatsappOptIn === "yes" ? values.customerPhone : undefined;
      // docs/decisions/0026: booking from a Telugu or Hindi page makes it the account's language.
      const { language } = options;
      if (consentedNow || language)
        await setMessagePreferences(
          userId,
          { ...(consentedNow ? { whatsapp: { phone: consentedNow } } : {}), language },
          tx,
        );
      // docs/product.md#lifecycle-messages: the customer's "booking received" and the workshop's
      // alert commit with it, written before the booking's row (the outbox's reference to the
      // booking is checked at the commit): the insert locks the back office's roll-up rows
      // that every new booking adds to until the commit, so nothing else follows it
      // (docs/decisions/0019).
      await queueMessages(
        tx,
        await customerBookingMessagesFor(
          tx,
          "booking_received",
          booking,
          newBookingAlert(booking),
          consentedNow,
        ),
      );
      const [row] = await tx
        .insert(bookings)
        .values({
          ...booking,
          vehicleId: car.vehicleId,
          specialRequests: values.specialRequests ? values.specialRequests : null,
          idempotencyKey: key ?? null,
          pickupAndDrop: values.pickupAndDrop === "yes",
          locality: values.locality ? values.locality : null,
        })
        .onConflictDoNothing({ target: [bookings.userId, bookings.idempotencyKey] })
        .returning();
      // The same form was stored by a concurrent submission: nothing of this one is kept.
      if (!row) throw new SubmittedTwice();
      // docs/product.md#pickups: a booking with pickup gets its two legs with it.
      if (row.pickupAndDrop) await createPickupLegs(tx, row);
      // docs/product.md#offers-discount: the offers it is entitled to, kept from now on.
      await recordBookingOffers(tx, row, values.registration, options.now ?? new Date());
      return { booking: toBookingView(row), created: true };
    });
  } catch (error) {
    if (!(error instanceof SubmittedTwice)) throw error;
    const [earlier] = await getDb()
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key!)));
    return { booking: toBookingView(earlier!), created: false };
  }
}

/**
 * Rolls back a booking's transaction when its form's idempotency key was stored meanwhile (the
 * customer's lock makes this a race no submission wins; kept so none could store two).
 */
class SubmittedTwice extends Error {}
