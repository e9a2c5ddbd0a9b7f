/**
 * The offers a booking is entitled to, recorded when it is made (docs/product.md#offers,
 * docs/decisions/0023), so the customer keeps the price promised at booking.
 */
import { sql } from "drizzle-orm";
import { boolean, check, integer, pgEnum, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { OFFER_APPLIES_TO } from "../../catalog/discount-offers";
import { timestampColumn, writtenAtColumn } from "./columns";
import { bookingIdColumn } from "./references";

/** What a discount applies to (`OFFER_APPLIES_TO` in the catalogue). */
export const offerAppliesTo = pgEnum("offer_applies_to", OFFER_APPLIES_TO);

/**
 * One offer of one booking: copied from the catalogue when the booking is made (name, percent,
 * what it applies to, whether it combines). An admin may remove it from the job card with a
 * reason (`removed_at`, `removed_by`, `remove_reason`; audited), never delete it.
 */
export const bookingOffers = pgTable(
  "booking_offers",
  {
    bookingId: bookingIdColumn("cascade"),
    /** "first-online-booking" or a promotion's id. */
    offerId: text("offer_id").notNull(),
    name: text("name").notNull(),
    percent: integer("percent").notNull(),
    appliesTo: offerAppliesTo("applies_to").notNull(),
    combinable: boolean("combinable").notNull(),
    recordedAt: writtenAtColumn("recorded_at"),
    removedAt: timestampColumn("removed_at"),
    /** The admin's user id (plain text, as invoices keep who issued them). */
    removedBy: text("removed_by"),
    removeReason: text("remove_reason"),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.offerId] }),
    check("booking_offers_percent_range", sql`${t.percent} between 1 and 100`),
  ],
);

/** A booking's offer as read from the database. */
export type BookingOfferRow = typeof bookingOffers.$inferSelect;
