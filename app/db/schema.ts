/**
 * The database schema (Drizzle, PostgreSQL).
 *
 * The spec's tables keep their names and columns (`bookings`,
 * `profiles`, `user_roles`); better-auth's own tables (`user`, `session`, `account`,
 * `verification`, `rate_limit`) sit beside them. All timestamps are `with time zone`.
 * Migrations are generated from this file by `npm run db:generate` into `drizzle/`.
 */
// The tables by area; drizzle-kit reads them all through this one module. Relative paths:
// drizzle-kit loads the schema without the app's `~` alias.
export * from "./schema/auth";
export * from "./schema/bookings";
export * from "./schema/booking-counts";
export * from "./schema/account-counts";
export * from "./schema/vehicles";
export * from "./schema/garage";
export * from "./schema/vehicle-due";
export * from "./schema/leads";
export * from "./schema/rate-limits";
export * from "./schema/audit";
export * from "./schema/job-card";
export * from "./schema/outbox";
export * from "./schema/staff";
export * from "./schema/reviews";
export * from "./schema/health-check";
export * from "./schema/offers";
export * from "./schema/credit-notes";
export * from "./schema/emergency";
