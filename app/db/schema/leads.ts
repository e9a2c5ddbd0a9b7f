/** Quote requests kept as leads (docs/decisions/0003). */

import { index, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps, uuidKey } from "./columns";
import { leadStatuses } from "../../catalog/lead-status";
import { user } from "./auth";

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
