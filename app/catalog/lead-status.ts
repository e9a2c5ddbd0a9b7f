/**
 * The statuses of a lead (a stored quote request, docs/decisions/0003; docs/product.md#lead-statuses), listed once here and
 * used by the database's `lead_status` enum and the back office. Client-safe, with no
 * imports of its own, so `app/db/schema.ts` (and drizzle-kit) can import it.
 */

/** Lead statuses: a quote request is new until someone calls back, then closed. */
export const leadStatuses = ["new", "contacted", "closed"] as const;
