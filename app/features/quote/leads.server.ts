/**
 * Lead data access (docs/product.md#leads: the contact page's quote requests are stored
 * and shown to admins). Visitors need no account; a request sent while signed in carries the
 * sender's user id (docs/decisions/0007). Status, source and user id are set here, never
 * taken from the browser.
 */
import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { leads, type LeadRow, type LeadStatus } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { QuoteFormValues } from "./quote-schema";
import { newLeadAlert } from "~/features/messages/staff-alerts.server";
import { queueMessages } from "~/features/messages/outbox.server";

/** Where a lead came from; the contact page's form is the only source so far. */
const CONTACT_FORM_SOURCE = "contact_form";

/**
 * Stores a quote request as a new lead.
 * @param values values already validated with `QuoteFormSchema`; an empty email or
 *   message is stored as null
 * @param senderUserId the session's user id when the request was sent signed in, else null
 * @returns the stored row (status `new`, source `contact_form`); the workshop's alert is
 *   queued in the same transaction (docs/product.md#lifecycle-staff)
 */
export async function createLead(
  values: QuoteFormValues,
  senderUserId: string | null = null,
): Promise<LeadRow> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        name: values.name,
        phone: values.phone,
        email: values.email ? values.email : null,
        carBrand: values.carBrand,
        serviceType: values.serviceType,
        message: values.message ? values.message : null,
        status: "new",
        source: CONTACT_FORM_SOURCE,
        userId: senderUserId,
      })
      .returning();
    const details: Array<[string, string]> = [
      ["Name", row!.name],
      ["Phone", row!.phone],
      ["Email", row!.email ?? "not given"],
      ["Car", row!.carBrand],
      ["Service", row!.serviceType],
    ];
    if (row!.message) details.push(["Message", row!.message]);
    await queueMessages(tx, newLeadAlert(details));
    return row!;
  });
}

/**
 * Which quote requests are a customer's own (docs/decisions/0007): those sent while signed
 * in to the account, and those sent with the account's email once that email is verified.
 * An unverified email proves nothing: anyone can sign up with someone else's address.
 * @param account the account's id, email and whether the email is verified
 * @returns a condition on the `leads` table
 */
export function customersOwnLeads(account: {
  id: string;
  email: string;
  emailVerified: boolean;
}): SQL {
  const sentSignedIn = eq(leads.userId, account.id);
  if (!account.emailVerified) return sentSignedIn;
  return or(
    sentSignedIn,
    and(sql`${leads.email} is not null`, sql`lower(${leads.email}) = lower(${account.email})`),
  )!;
}

/** A lead as the back office and the customer's data export show it (time as an ISO string). */
export interface LeadView {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  carBrand: string;
  serviceType: string;
  message: string | null;
  status: LeadStatus;
  createdAt: string;
}

/**
 * The shown form of a stored lead (docs/product.md#leads).
 * @param row the lead's row
 * @returns its fields, the time as an ISO string; internal columns (source, user id) left out
 */
export function toLeadView(row: LeadRow): LeadView {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    carBrand: row.carBrand,
    serviceType: row.serviceType,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The largest page `listLeads` returns. */
const MAX_LEADS_PAGE = 200;

/**
 * Leads, newest first, a page at a time (for the admin back office). The caller checks
 * the admin role first (`requireAdmin`): leads hold visitors' phone numbers.
 * @param options `limit` (1 to {@link MAX_LEADS_PAGE}, default 50) and `offset` (default 0)
 * @returns the page of rows
 */
export async function listLeads({
  limit = 50,
  offset = 0,
}: { limit?: number; offset?: number } = {}): Promise<LeadRow[]> {
  const safeLimit = Math.min(Math.max(1, Math.trunc(limit) || 1), MAX_LEADS_PAGE);
  const safeOffset = Math.max(0, Math.trunc(offset) || 0);
  return getDb()
    .select()
    .from(leads)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(safeLimit)
    .offset(safeOffset);
}
