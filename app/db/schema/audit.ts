/** The audit trail (docs/decisions/0006). */

import { index, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, uuidKey } from "./columns";
import { byUserColumn } from "./references";

// ---------------------------------------------------------------- admin audit (docs/decisions/0006 and docs/product.md#roles)

/**
 * What an audit entry records. `admin_setup_failed` entries also count wrong setup codes;
 * `booking_vehicle_attached` is a car of the customer's garage attached to a booking made
 * without one (docs/product.md#job-card-car; `to_value` is the car's id).
 */
export const adminAuditAction = pgEnum("admin_audit_action", [
  "booking_status_changed",
  "booking_rescheduled",
  "lead_status_changed",
  "admin_granted",
  "admin_revoked",
  "admin_setup_failed",
  "booking_vehicle_attached",
  // Staff (docs/decisions/0016): a staff role granted or revoked (`to_value`/`from_value` the
  // role), a job card's technician set (`to_value` the user id, null when cleared), a leg's
  // driver set, a leg's state moved (by its driver or an admin; backwards only by an admin).
  "staff_role_granted",
  "staff_role_revoked",
  "technician_assigned",
  "leg_driver_assigned",
  "leg_state_changed",
  // Reviews (docs/product.md#reviews-moderation): published, hidden (`to_value` the reason),
  // replied to; `target` is the review's id.
  "review_published",
  "review_hidden",
  "review_replied",
  // Money (docs/decisions/0023): an offer's discount removed from a job card (`from_value` the
  // offer's id, `note` the reason; `target` the booking), a credit note issued (`to_value` its
  // number, `note` the reason).
  "booking_discount_removed",
  "credit_note_issued",
]);

/**
 * Where an audited change was made: the back office, /admin-setup, `npm run admin`, the
 * customer's own pages, or a staff screen (/staff).
 */
export const adminAuditSource = pgEnum("admin_audit_source", [
  "admin_panel",
  "admin_setup",
  "operator_command",
  "customer",
  "staff",
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
    actorUserId: byUserColumn("actor_user_id"),
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
