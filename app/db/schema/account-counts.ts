/**
 * The Overview tab's roll-up of accounts (docs/decisions/0025): how many accounts, profiles and
 * admins there are. Triggers on `user`, `profiles` and `user_roles` (migration
 * 0026_account_counts) keep it current in the statement of each insert, delete, role change or
 * truncate, so the tab reads three rows whatever the number of accounts, and its figures are
 * exact.
 */
import { integer, pgTable, text } from "drizzle-orm/pg-core";

/** One count per kind: `users` (better-auth accounts), `profiles`, `admins` (admin roles held). */
export const accountCounts = pgTable("account_counts", {
  kind: text("kind").primaryKey(),
  n: integer("n").notNull(),
});
