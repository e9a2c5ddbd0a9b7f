/**
 * The database schema (Drizzle, PostgreSQL).
 *
 * The spec's tables keep their names and columns (`bookings`,
 * `profiles`, `user_roles`); better-auth's own tables (`user`, `session`, `account`,
 * `verification`, `rate_limit`) sit beside them. All timestamps are `with time zone`.
 * Migrations are generated from this file by `npm run db:generate` into `drizzle/`.
 */
import { sql } from "drizzle-orm";
// Relative paths: drizzle-kit loads this file without the app's `~` alias. Both modules are
// plain lists with no imports of their own.
import { bookingStatuses } from "../catalog/booking-status";
import { leadStatuses } from "../catalog/lead-status";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

const tz = { withTimezone: true } as const;

/** A row's `created_at`: the database's clock when the row is written. */
const createdAtColumn = () => timestamp("created_at", tz).notNull().defaultNow();

/** A row's `created_at` and `updated_at`, both the database's clock when the row is written. */
const timestamps = () => ({
  createdAt: createdAtColumn(),
  updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
});

/** A random UUID primary key, `id`. */
const uuidKey = () => uuid("id").primaryKey().defaultRandom();

// ---------------------------------------------------------------- better-auth tables

/** Accounts holders (better-auth `user`). `name` holds the full name given at sign-up. */
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  ...timestamps(),
});

/** Sign-in sessions (better-auth `session`); the cookie carries the token. */
export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    token: text("token").notNull().unique(),
    ...timestamps(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

/** Credentials (better-auth `account`); `password` is better-auth's scrypt hash. */
export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", tz),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", tz),
    scope: text("scope"),
    password: text("password"),
    ...timestamps(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

/** One-time tokens (better-auth `verification`). */
export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    ...timestamps(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's rate-limit counters, kept in the database so they hold across instances. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---------------------------------------------------------------- the spec's tables

/** Booking statuses (listed in `features/booking/booking-status.ts`), enforced by the database. */
export const bookingStatus = pgEnum("booking_status", bookingStatuses);

/** Roles (docs/product.md#roles). */
export const appRole = pgEnum("app_role", ["admin", "user"]);

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
    preferredDate: date("preferred_date", { mode: "string" }).notNull(),
    preferredTime: text("preferred_time").notNull(),
    address: text("address").notNull(),
    specialRequests: text("special_requests"),
    status: bookingStatus("status").notNull().default("pending"),
    /** The booking form's one-time key: a resubmission with the same key is the same booking. */
    idempotencyKey: uuid("idempotency_key"),
    /** When the customer's personal fields were erased (account deleted). */
    anonymizedAt: timestamp("anonymized_at", tz),
    ...timestamps(),
  },
  (t) => [
    index("bookings_user_id_created_at_idx").on(t.userId, t.createdAt.desc()),
    uniqueIndex("bookings_user_id_idempotency_key_idx").on(t.userId, t.idempotencyKey),
    index("bookings_slot_idx").on(t.preferredDate, t.preferredTime),
    // The back office lists every booking newest first.
    index("bookings_created_at_idx").on(t.createdAt.desc()),
    check("bookings_customer_name_length", sql`char_length(${t.customerName}) between 2 and 100`),
    check("bookings_customer_phone_length", sql`char_length(${t.customerPhone}) between 10 and 15`),
  ],
);

/** Customer profiles (docs/product.md#roles); `id` is the account's user id. */
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
  whatsappConsentAt: timestamp("whatsapp_consent_at", tz),
  /**
   * The number (E.164) the customer consented to be messaged on: WhatsApp goes to this number
   * only, never to a phone typed on a later booking (docs/decisions/0013, item 9).
   */
  whatsappConsentPhone: text("whatsapp_consent_phone"),
  /**
   * Whether the customer wants the evening-before reminders (docs/product.md#lifecycle-reminders);
   * on by default.
   */
  remindersEnabled: boolean("reminders_enabled").notNull().default(true),
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
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash"),
    tokenExpiresAt: timestamp("token_expires_at", tz),
    confirmedAt: timestamp("confirmed_at", tz),
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
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: appRole("role").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** A booking row as read from the database. */
export type BookingRow = typeof bookings.$inferSelect;
/** One of the five booking statuses. */
export type BookingStatus = (typeof bookingStatus.enumValues)[number];

// ---------------------------------------------------------------- leads (docs/product.md#leads)

/** Lead statuses: a quote request is new until someone calls back, then closed. */
export const leadStatus = pgEnum("lead_status", leadStatuses);

/**
 * Quote requests from the contact page (docs/product.md#quote-form; docs/product.md#leads:
 * the request is stored so admins can call back). Visitors need no account; a request sent
 * while signed in records the sender's account (`user_id`), which is what makes it theirs
 * to download or erase (docs/decisions/0007).
 */
export const leads = pgTable(
  "leads",
  {
    id: uuidKey(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    carBrand: text("car_brand").notNull(),
    serviceType: text("service_type").notNull(),
    message: text("message"),
    status: leadStatus("status").notNull().default("new"),
    source: text("source").notNull().default("contact_form"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt.desc()),
    index("leads_user_id_idx").on(t.userId),
  ],
);

/** A lead row as read from the database. */
export type LeadRow = typeof leads.$inferSelect;
/** One of the three lead statuses. */
export type LeadStatus = (typeof leadStatus.enumValues)[number];

// ---------------------------------------------------------------- request rate limits (docs/product.md#security)

/**
 * Counters of the booking and quote rate limits, shared by every app instance
 * (rate-limiter-flexible's PostgreSQL store: key, points used, expiry in epoch
 * milliseconds).
 */
export const appRateLimits = pgTable("app_rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

// ---------------------------------------------------------------- admin audit (docs/decisions/0006 and docs/product.md#roles)

/** What an audit entry records. `admin_setup_failed` entries also count wrong setup codes. */
export const adminAuditAction = pgEnum("admin_audit_action", [
  "booking_status_changed",
  "booking_rescheduled",
  "lead_status_changed",
  "admin_granted",
  "admin_revoked",
  "admin_setup_failed",
]);

/** Where an audited change was made: the back office, /admin-setup, or `npm run admin`. */
export const adminAuditSource = pgEnum("admin_audit_source", [
  "admin_panel",
  "admin_setup",
  "operator_command",
  "customer",
]);

/**
 * Who changed what, from which value to which, and when (docs/product.md#route-admin-setup and
 * #roles). `target` is a booking id, lead id or user id according to `action`; the actor is null
 * for operator commands run from a shell, and becomes null if the account is deleted.
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: uuidKey(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    action: adminAuditAction("action").notNull(),
    source: adminAuditSource("source").notNull(),
    target: text("target").notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    /** The client IP of a wrong setup code, which limits are counted by (docs/decisions/0007). */
    clientIp: text("client_ip"),
    /**
     * Free text with the change, e.g. the customer's reason for cancelling
     * (docs/product.md#lifecycle-changes).
     */
    note: text("note"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("admin_audit_target_created_at_idx").on(t.target, t.createdAt.desc()),
    index("admin_audit_action_created_at_idx").on(t.action, t.createdAt.desc()),
    index("admin_audit_actor_action_created_at_idx").on(
      t.actorUserId,
      t.action,
      t.createdAt.desc(),
    ),
  ],
);

/** An audit row as read from the database. */
export type AdminAuditRow = typeof adminAudit.$inferSelect;
/** One of the audited actions. */
export type AdminAuditAction = (typeof adminAuditAction.enumValues)[number];

// ---------------------------------------------------------------- the job card (docs/decisions/0010)

/** What an estimate line is: a part (HSN code) or labour (SAC code). */
export const estimateLineKind = pgEnum("estimate_line_kind", ["part", "labour"]);

/** The customer's answer to an estimate line; null while they have not answered. */
export const lineDecision = pgEnum("line_decision", ["approved", "declined"]);

/**
 * Estimates of a booking, one row per version sent to the customer (docs/decisions/0010: a revised
 * estimate keeps the earlier versions). Lines of a sent version never change; a revision
 * is a new version, and only the newest one can be answered.
 */
export const estimates = pgTable(
  "estimates",
  {
    id: uuidKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    version: integer("version").notNull(),
    note: text("note"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", tz).notNull().defaultNow(),
    /** When the customer last sent their decisions on this version. */
    decidedAt: timestamp("decided_at", tz),
  },
  (t) => [uniqueIndex("estimates_booking_id_version_idx").on(t.bookingId, t.version)],
);

/**
 * The lines of an estimate version: amounts in integer paise, quantity in hundredths of a
 * unit, GST rate in percent (docs/decisions/0010). `decision`, `decided_at` and
 * `decided_by` record the customer's answer; an approved line stays approved.
 */
export const estimateLines = pgTable(
  "estimate_lines",
  {
    id: uuidKey(),
    estimateId: uuid("estimate_id")
      .notNull()
      .references(() => estimates.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: estimateLineKind("kind").notNull(),
    description: text("description").notNull(),
    /** HSN for a part, SAC for labour (998714: maintenance and repair of motor vehicles). */
    hsnSac: text("hsn_sac").notNull(),
    quantityHundredths: integer("quantity_hundredths").notNull(),
    unitPricePaise: bigint("unit_price_paise", { mode: "number" }).notNull(),
    gstRatePercent: integer("gst_rate_percent").notNull(),
    decision: lineDecision("decision"),
    decidedAt: timestamp("decided_at", tz),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("estimate_lines_estimate_id_position_idx").on(t.estimateId, t.position),
    check("estimate_lines_quantity_positive", sql`${t.quantityHundredths} > 0`),
    check("estimate_lines_price_not_negative", sql`${t.unitPricePaise} >= 0`),
  ],
);

/**
 * Inspection photos of a booking (docs/decisions/0010): WebP files kept by the
 * photo store under `storage_key`, served only to the booking's customer and admins.
 */
export const bookingPhotos = pgTable(
  "booking_photos",
  {
    id: uuidKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    storageKey: text("storage_key").notNull().unique(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
  },
  (t) => [index("booking_photos_booking_id_idx").on(t.bookingId, t.createdAt)],
);

/**
 * The last invoice number used in each financial year ("2026-27"). The issuing
 * transaction locks its year's row, so numbers are gapless and unique (docs/decisions/0010).
 */
export const invoiceCounters = pgTable("invoice_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull().default(0),
});

/** An invoice is issued, or cancelled with a reason (its number stays used). */
export const invoiceStatus = pgEnum("invoice_status", ["issued", "cancelled"]);

/** The workshop as printed on an invoice, copied at issue time. */
export interface InvoiceSeller {
  legalName: string;
  gstin: string;
  address: string;
  stateCode: string;
  stateName: string;
  phone: string;
  email: string;
}

/** One invoice line as issued: the estimate line's fields and its computed figures, in paise. */
export interface InvoiceLine {
  estimateLineId: string;
  kind: "part" | "labour";
  description: string;
  hsnSac: string;
  quantityHundredths: number;
  unitPricePaise: number;
  gstRatePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * GST tax invoices (docs/decisions/0010). Everything printed is copied into the row at issue time
 * (seller, customer, lines, totals), and a database trigger refuses any change other than
 * cancelling (status, time, reason, who) and any delete: an issued invoice never changes.
 * `issued_by` and `cancelled_by` are plain user ids, not foreign keys, so that deleting
 * an account never has to touch an invoice.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuidKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    estimateId: uuid("estimate_id")
      .notNull()
      .references(() => estimates.id, { onDelete: "restrict" }),
    number: text("number").notNull().unique(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: timestamp("issued_at", tz).notNull().defaultNow(),
    issuedBy: text("issued_by"),
    seller: jsonb("seller").$type<InvoiceSeller>().notNull(),
    customerName: text("customer_name").notNull(),
    customerAddress: text("customer_address").notNull(),
    customerGstin: text("customer_gstin"),
    customerStateCode: text("customer_state_code").notNull(),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    taxablePaise: bigint("taxable_paise", { mode: "number" }).notNull(),
    cgstPaise: bigint("cgst_paise", { mode: "number" }).notNull(),
    sgstPaise: bigint("sgst_paise", { mode: "number" }).notNull(),
    igstPaise: bigint("igst_paise", { mode: "number" }).notNull(),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    status: invoiceStatus("status").notNull().default("issued"),
    cancelledAt: timestamp("cancelled_at", tz),
    cancelReason: text("cancel_reason"),
    cancelledBy: text("cancelled_by"),
  },
  (t) => [
    uniqueIndex("invoices_financial_year_sequence_idx").on(t.financialYear, t.sequence),
    // At most one live invoice per booking; cancelled ones stay beside it.
    uniqueIndex("invoices_booking_id_issued_idx")
      .on(t.bookingId)
      .where(sql`${t.status} = 'issued'`),
    index("invoices_issued_at_idx").on(t.issuedAt),
  ],
);

/** How a payment was made (docs/decisions/0010). */
export const paymentMethod = pgEnum("payment_method", [
  "cash",
  "card",
  "upi",
  "bank_transfer",
  "cheque",
]);

/** Payments against an invoice; part payments allowed, never above the balance. */
export const payments = pgTable(
  "payments",
  {
    id: uuidKey(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    method: paymentMethod("method").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    reference: text("reference"),
    /** The day the money was received (Asia/Kolkata). */
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("payments_invoice_id_idx").on(t.invoiceId),
    check("payments_amount_positive", sql`${t.amountPaise} > 0`),
  ],
);

/** An estimate version as read from the database. */
export type EstimateRow = typeof estimates.$inferSelect;
/** An estimate line as read from the database. */
export type EstimateLineRow = typeof estimateLines.$inferSelect;
/** An inspection photo's record. */
export type BookingPhotoRow = typeof bookingPhotos.$inferSelect;
/** An invoice as read from the database. */
export type InvoiceRow = typeof invoices.$inferSelect;
/** A payment as read from the database. */
export type PaymentRow = typeof payments.$inferSelect;

// ---------------------------------------------------------------- outbox (docs/product.md#lifecycle-messages)

/** How a message goes out. */
export const messageChannel = pgEnum("message_channel", ["email", "whatsapp"]);

/**
 * Where a message stands: `pending` until delivered; `sent`; `failed` after the last retry;
 * `not_sent` when its channel is not configured; `skipped` when it no longer applies (a
 * reminder for a booking changed since).
 */
export const messageStatus = pgEnum("message_status", [
  "pending",
  "sent",
  "failed",
  "not_sent",
  "skipped",
]);

/**
 * Every message the product sends (docs/product.md#lifecycle-messages): written in the same
 * transaction as the change that causes it, rendered at that moment (what admins see is what was
 * sent), then delivered by the job queue with retries (docs/decisions/0009).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuidKey(),
    channel: messageChannel("channel").notNull(),
    /** What the message is about, e.g. `booking_confirmed`, `staff_new_booking`, `password_reset`. */
    kind: text("kind").notNull(),
    /** An email address or an E.164 phone number. */
    recipient: text("recipient").notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** An iCalendar file attached to the email, when the message carries one. */
    ics: text("ics"),
    /** WhatsApp template name and body parameters. */
    template: jsonb("template").$type<{ name: string; params: string[] }>(),
    /** The slot the message was about ("yyyy-MM-dd hh:mm AM"), so a stale reminder is skipped. */
    slot: text("slot"),
    status: messageStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    ...timestamps(),
    sentAt: timestamp("sent_at", tz),
  },
  (t) => [
    index("outbox_booking_id_created_at_idx").on(t.bookingId, t.createdAt.desc()),
    index("outbox_status_idx").on(t.status),
  ],
);

/** An outbox row as read from the database. */
export type OutboxRow = typeof outbox.$inferSelect;
/** One of the message statuses. */
export type MessageStatus = (typeof messageStatus.enumValues)[number];
