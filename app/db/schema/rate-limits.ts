/** The counters of the app's own rate limits (docs/product.md#security). */

import { bigint, integer, pgTable, varchar } from "drizzle-orm/pg-core";

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
