/**
 * Leads in the back office (docs/product.md#leads): the contact page's quote requests,
 * newest first, with their status (new, contacted, closed) changed by admins with an audit
 * entry in the same transaction. Callers check the admin role first (`requireAdmin`).
 */
import { count, eq, sql } from "drizzle-orm";
import { leads, type LeadStatus } from "~/db/schema";
import { listLeads, toLeadView, type LeadView } from "~/features/quote/leads.server";
import { getDb } from "~/lib/db.server";
import { pageWindow, BACK_OFFICE_PAGE_SIZE } from "~/lib/paging";
import { recordAudit } from "~/lib/audit.server";

/** One page of leads and the number still new. */
export interface LeadsPage {
  leads: LeadView[];
  total: number;
  /** Leads nobody has contacted yet, over all pages. */
  newCount: number;
  page: number;
  pageCount: number;
}

/**
 * Leads newest first, one page.
 * @param page from 1; past the end gives the last page
 * @param pageSize leads per page (default {@link BACK_OFFICE_PAGE_SIZE})
 */
export async function listAdminLeads(
  page = 1,
  pageSize = BACK_OFFICE_PAGE_SIZE,
): Promise<LeadsPage> {
  const [counted] = await getDb()
    .select({
      total: count(),
      fresh: sql<number>`count(*) filter (where ${leads.status} = 'new')::int`,
    })
    .from(leads);
  const total = counted?.total ?? 0;
  const { page: current, pageCount, offset } = pageWindow(total, page, pageSize);
  const rows = await listLeads({ limit: pageSize, offset });
  return {
    leads: rows.map(toLeadView),
    total,
    newCount: counted?.fresh ?? 0,
    page: current,
    pageCount,
  };
}

/** The outcome of a lead status change. */
export type LeadStatusOutcome = { ok: true; changed: boolean } | { ok: false; reason: "not-found" };

/**
 * Sets a lead's status and updated_at with an audit entry, in one transaction. Setting the
 * status it already has changes and records nothing.
 * @param actorUserId the admin's id, from the session
 * @param leadId the lead
 * @param status new, contacted or closed
 * @throws when the database fails (nothing is written)
 */
export async function setLeadStatus(
  actorUserId: string,
  leadId: string,
  status: LeadStatus,
): Promise<LeadStatusOutcome> {
  return getDb().transaction(async (tx) => {
    const [current] = await tx
      .select({ status: leads.status })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (current.status === status) return { ok: true, changed: false } as const;
    await tx
      .update(leads)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(leads.id, leadId));
    await recordAudit(tx, {
      actorUserId,
      action: "lead_status_changed",
      source: "admin_panel",
      target: leadId,
      fromValue: current.status,
      toValue: status,
    });
    return { ok: true, changed: true } as const;
  });
}
