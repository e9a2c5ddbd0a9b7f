/**
 * better-auth's own tables (docs/decisions/0001): accounts, sessions, credentials, verification
 * links, its rate limits.
 */

import { bigint, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { flagColumn, requiredTextRef, timestampColumn, timestamps } from "./columns";

// ---------------------------------------------------------------- better-auth tables

/** `id`, the text key better-auth gives each row of its tables. */
const textKey = () => text("id").primaryKey();

/** Accounts holders (better-auth `user`). `name` holds the full name given at sign-up. */
export const user = pgTable(
  "user",
  {
    id: textKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: flagColumn("email_verified", false),
    image: text("image"),
    ...timestamps(),
  },
  // The back office's Users list, newest first, read from the index (docs/decisions/0025); nulls
  // first as `order by … desc` puts them, or the planner would not use it.
  (t) => [
    index("user_created_at_id_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * `user_id`, the account a row belongs to, required: the row is deleted with the account
 * (docs/product.md#privacy).
 */
export const userIdColumn = () => requiredTextRef("user_id", () => user.id, "cascade");

/** Sign-in sessions (better-auth `session`); the cookie carries the token. */
export const session = pgTable(
  "session",
  {
    id: textKey(),
    expiresAt: timestampColumn("expires_at").notNull(),
    token: text("token").notNull().unique(),
    ...timestamps(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: userIdColumn(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

/** Credentials (better-auth `account`); `password` is better-auth's scrypt hash. */
export const account = pgTable(
  "account",
  {
    id: textKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: userIdColumn(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestampColumn("access_token_expires_at"),
    refreshTokenExpiresAt: timestampColumn("refresh_token_expires_at"),
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
    id: textKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestampColumn("expires_at").notNull(),
    ...timestamps(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's rate-limit counters, kept in the database so they hold across instances. */
export const rateLimit = pgTable("rate_limit", {
  id: textKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});
