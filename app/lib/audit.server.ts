/**
 * The audit trail (docs/decisions/0006 and docs/product.md#roles): every status change, role change
 * and customer change (back office, /admin-setup, `npm run admin`, the customer's own booking page)
 * is written in the same transaction as the change itself, and wrong setup codes are recorded for
 * the rate limit. Shared by the features that change bookings, leads and roles, so it lives in lib.
 */
import { desc, eq, sql } from "drizzle-orm";
import { adminAudit, user, type AdminAuditAction } from "~/db/schema";
import { getDb, type DbOrTx } from "~/lib/db.server";

/** One audit entry to write. */
export interface AuditEntry {
  /** The acting user's id; null for an operator command run from a shell. */
  actorUserId: string | null;
  action: AdminAuditAction;
  source: "admin_panel" | "admin_setup" | "operator_command" | "customer" | "staff";
  /** The booking id, lead id or user id the action was about. */
  target: string;
  fromValue?: string | null;
  toValue?: string | null;
  /** The client IP, recorded for wrong setup codes (the limits count by it). */
  clientIp?: string | null;
  /** Free text, e.g. the customer's reason for cancelling. */
  note?: string | null;
}

/**
 * Writes one audit entry (created_at is the database's clock).
 * @param db the transaction that makes the change, so both commit or neither does
 * @param entry who did what to which target, from which value to which
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  // A value left out is stored as null: none of these columns has a default.
  await db.insert(adminAudit).values(entry);
}

/** An audit entry as the back office shows it (time as an ISO string). */
export interface AuditView {
  id: string;
  action: AdminAuditAction;
  source: AuditEntry["source"];
  /** The actor's email; null for operator commands and deleted accounts. */
  actorEmail: string | null;
  fromValue: string | null;
  toValue: string | null;
  note: string | null;
  createdAt: string;
}

/** The most entries {@link auditForTarget} returns. */
const MAX_HISTORY = 100;

/**
 * The history of one booking, lead or user, newest first.
 * @param target the booking, lead or user id
 * @returns up to {@link MAX_HISTORY} entries with the actor's email
 */
export async function auditForTarget(target: string): Promise<AuditView[]> {
  const rows = await getDb()
    .select({
      id: adminAudit.id,
      action: adminAudit.action,
      source: adminAudit.source,
      actorEmail: user.email,
      fromValue: adminAudit.fromValue,
      toValue: adminAudit.toValue,
      note: adminAudit.note,
      createdAt: adminAudit.createdAt,
    })
    .from(adminAudit)
    .leftJoin(user, eq(user.id, adminAudit.actorUserId))
    .where(eq(adminAudit.target, target))
    .orderBy(desc(adminAudit.createdAt), desc(sql`${adminAudit.id}`))
    .limit(MAX_HISTORY);
  return rows.map((r) => ({
    ...r,
    actorEmail: r.actorEmail ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
