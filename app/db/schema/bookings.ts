/**
 * The spec's tables (docs/product.md#booking-fields, #roles): bookings, profiles, roles, and the
 * contact addresses customers confirm (docs/decisions/0013).
 */
import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  calendarDateColumn,
  createdAtColumn,
  flagColumn,
  timestampColumn,
  timestamps,
  uuidKey,
} from "./columns";
import { bookingStatuses } from "../../catalog/booking-status";
import { locales } from "../../catalog/languages";
import { appRoles } from "../../catalog/staff-roles";
import { user, userIdColumn } from "./auth";
import { vehicles } from "./vehicles";

// ---------------------------------------------------------------- the spec's tables

/** Booking statuses (listed in `app/catalog/booking-status.ts`), enforced by the database. */
export const bookingStatus = pgEnum("booking_status", bookingStatuses);

/** Roles (docs/product.md#roles), listed in `app/catalog/staff-roles.ts`. */
export const appRole = pgEnum("app_role", appRoles);

/**
 * Service bookings (docs/product.md#booking-fields). `car_model` is one string
 * "Brand Model (Year)"; `preferred_date` is a calendar date in Asia/Kolkata;
 * `preferred_time` is one of the 18 slot labels ("09:00 AM" … "05:30 PM").
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuidKey(),
    // Null once the account is deleted: the booking stays, anonymised, for the workshop's
    // schedule and figures (docs/product.md#privacy, DPDP Act 2023 erasure; docs/decisions/0005).
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    serviceType: text("service_type").notNull(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    carModel: text("car_model").notNull(),
    preferredDate: calendarDateColumn("preferred_date").notNull(),
    preferredTime: text("preferred_time").notNull(),
    address: text("address").notNull(),
    specialRequests: text("special_requests"),
    status: bookingStatus("status").notNull().default("pending"),
    /** The booking form's one-time key: a resubmission with the same key is the same booking. */
    idempotencyKey: uuid("idempotency_key"),
    /** When the customer's personal fields were erased (account deleted). */
    anonymizedAt: timestampColumn("anonymized_at"),
    /**
     * The car from My Garage the booking is for (docs/product.md#garage); null for bookings
     * made before cars were kept, or when the car is deleted with its account.
     */
    vehicleId: uuid("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    /**
     * Free doorstep pickup and drop (docs/product.md#pickups): true gives the booking its two
     * legs; false, the customer drives in (and bookings made before pickups were offered).
     */
    pickupAndDrop: flagColumn("pickup_and_drop", false),
    /**
     * The locality the customer chose: a slug of the catalogue's localities, "other" (outside
     * the listed areas: flagged for a call), or null (bookings made before).
     */
    locality: text("locality"),
    ...timestamps(),
  },
  (t) => [
    // My Bookings' order, nulls first as `order by … desc` puts them (docs/decisions/0025).
    index("bookings_user_id_created_at_idx").on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex("bookings_user_id_idempotency_key_idx").on(t.userId, t.idempotencyKey),
    index("bookings_slot_idx").on(t.preferredDate, t.preferredTime),
    index("bookings_vehicle_id_idx").on(t.vehicleId),
    // The back office lists every booking newest first, a page after a (created_at, id) place
    // (docs/decisions/0018), and by status; the export reads the same order.
    index("bookings_created_at_id_idx").on(t.createdAt.desc(), t.id.desc()),
    index("bookings_status_created_at_id_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    // The visit-date filters walk each day's stretch newest first; the status at the end lets a
    // status with dates be read and counted from the index alone (docs/decisions/0025).
    index("bookings_date_created_at_id_idx").on(
      t.preferredDate,
      t.createdAt.desc(),
      t.id.desc(),
      t.status,
    ),
    // The Bookings tab's search: the words of the name (docs/decisions/0025), any part of the
    // email or phone digits (pg_trgm), the start of the booking id (docs/decisions/0018).
    index("bookings_customer_name_words_idx").using("gin", customerNameWords(t.customerName)),
    index("bookings_customer_email_trgm_idx").using("gin", t.customerEmail.op("gin_trgm_ops")),
    index("bookings_customer_phone_digits_trgm_idx").using(
      "gin",
      sql`regexp_replace(${t.customerPhone}, '\\D', '', 'g') gin_trgm_ops`,
    ),
    index("bookings_id_text_idx").using("btree", sql`(${t.id}::text) text_pattern_ops`),
    // A whole phone number or email address searched finds that number or address
    // (docs/product.md#route-admin): digit trigrams are few (a thousand), so every one is common,
    // and every address shares its domain's.
    index("bookings_customer_phone_idx").on(t.customerPhone),
    index("bookings_customer_email_lower_idx").on(sql`lower(${t.customerEmail})`),
    check("bookings_customer_name_length", sql`char_length(${t.customerName}) between 2 and 100`),
    check("bookings_customer_phone_length", sql`char_length(${t.customerPhone}) between 10 and 15`),
  ],
);

/** Customer profiles (docs/product.md#roles); `id` is the account's user id. */
/**
 * The words of a customer's name for the Bookings tab's search (docs/decisions/0025): the text
 * search words of the name, with dots, slashes, @, colons and underscores read as spaces, so
 * "K.Srinivas" holds "k" and "srinivas" rather than one host-like word. The index and the
 * search use this one expression.
 * @param name the name column
 * @returns the tsvector expression
 */
export function customerNameWords(name: AnyPgColumn | SQL): SQL {
  return sql`to_tsvector('simple', translate(${name}, './@:_', '     '))`;
}

/** The site's languages (`locales` of app/catalog/languages.ts). */
export const siteLanguage = pgEnum("site_language", locales);

export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name"),
  phone: text("phone"),
  /**
   * When the customer agreed to WhatsApp updates (docs/product.md#lifecycle-whatsapp; DPDP Act 2023
   * consent); null: no consent.
   */
  whatsappConsentAt: timestampColumn("whatsapp_consent_at"),
  /**
   * The number (E.164) the customer consented to be messaged on: WhatsApp goes to this number
   * only, never to a phone typed on a later booking (docs/decisions/0013, item 9).
   */
  whatsappConsentPhone: text("whatsapp_consent_phone"),
  /**
   * Whether the customer wants the evening-before reminders (docs/product.md#lifecycle-reminders);
   * on by default.
   */
  remindersEnabled: flagColumn("reminders_enabled", true),
  /**
   * Whether the customer wants service-due reminders for their cars at all
   * (docs/decisions/0014); each car has its own switch too.
   */
  serviceRemindersEnabled: flagColumn("service_reminders_enabled", true),
  /**
   * The language of the account (docs/decisions/0026): the pages it is offered in after sign-in,
   * the emails and WhatsApp messages to it, and a staff member's screens. Chosen in /account or
   * by using the site in it.
   */
  language: siteLanguage("language").notNull().default("en"),
  createdAt: createdAtColumn(),
});

/**
 * Email addresses other than the account's own that a customer typed on a booking
 * (docs/decisions/0013, item 3). Booking emails go to such an address only once its owner has
 * opened the confirmation link (`confirmed_at` set); `email` is stored lower case. The link's
 * token is kept only as its SHA-256 hash.
 */
export const contactEmails = pgTable(
  "contact_emails",
  {
    userId: userIdColumn(),
    email: text("email").notNull(),
    tokenHash: text("token_hash"),
    tokenExpiresAt: timestampColumn("token_expires_at"),
    confirmedAt: timestampColumn("confirmed_at"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.email] }),
    uniqueIndex("contact_emails_token_hash_idx").on(t.tokenHash),
  ],
);

/** Roles held by users (docs/product.md#roles); no row means role user. */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: userIdColumn(),
    role: appRole("role").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** A booking row as read from the database. */
export type BookingRow = typeof bookings.$inferSelect;
/** One of the five booking statuses. */
export type BookingStatus = (typeof bookingStatus.enumValues)[number];
