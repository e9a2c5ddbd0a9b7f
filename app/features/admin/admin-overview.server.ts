/**
 * The Overview tab's head figures (docs/product.md#route-admin: the profile and user counts),
 * counted in SQL; the bookings from the roll-up `booking_counts`, exact and a few hundred rows
 * whatever the number of bookings (docs/decisions/0018), the accounts, profiles and admins from
 * the roll-up `account_counts`, three rows whatever the number of accounts
 * (docs/decisions/0025). Callers check the admin role first
 * (`requireAdmin`).
 */
import { sql } from "drizzle-orm";
import { getDb } from "~/lib/db.server";

/** Counts shown at the top of the Overview tab. */
export interface OverviewCounts {
  bookings: number;
  pendingBookings: number;
  /** Rows in `profiles` (docs/product.md#route-admin). */
  profiles: number;
  /** Accounts (better-auth `user`). */
  users: number;
  admins: number;
  newLeads: number;
}

/**
 * Counts bookings, pending bookings, profiles, accounts, admins and new leads in one query.
 * @returns the counts
 * @throws when the database fails (the tab shows 'Failed to load admin data.')
 */
export async function loadOverviewCounts(): Promise<OverviewCounts> {
  const result = await getDb().execute<{ [K in keyof OverviewCounts]: number }>(sql`
    select
      (select coalesce(sum(n), 0)::int from booking_counts) as "bookings",
      (select coalesce(sum(n), 0)::int from booking_counts where status = 'pending') as "pendingBookings",
      (select coalesce(sum(n), 0)::int from account_counts where kind = 'profiles') as "profiles",
      (select coalesce(sum(n), 0)::int from account_counts where kind = 'users') as "users",
      (select coalesce(sum(n), 0)::int from account_counts where kind = 'admins') as "admins",
      (select count(*)::int from leads where status = 'new') as "newLeads"
  `);
  const row = result.rows[0]!;
  return {
    bookings: row.bookings,
    pendingBookings: row.pendingBookings,
    profiles: row.profiles,
    users: row.users,
    admins: row.admins,
    newLeads: row.newLeads,
  };
}
