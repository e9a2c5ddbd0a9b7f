/**
 * Invoiced and collected revenue per month for the admin's Analytics tab (docs/decisions/0010):
 * invoiced is the total of invoices issued in the month and not cancelled, less the credit notes
 * issued in the month; collected is the payments received in the month, less the refunds paid
 * in it (docs/product.md#credit-notes). Months are calendar months in Asia/Kolkata; amounts in paise.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import { creditNotes, invoices, payments, refunds } from "~/db/schema";
import type { DbOrTx } from "~/lib/db.server";
import { getDb } from "~/lib/db.server";
import { BUSINESS_TIME_ZONE, todayInKolkata } from "~/lib/time";

/** Months shown, ending with the current one. */
const REVENUE_MONTHS = 6;

/** One month's figures. */
export interface MonthRevenue {
  /** "yyyy-MM" in Asia/Kolkata. */
  month: string;
  invoicedPaise: number;
  collectedPaise: number;
}

/**
 * The last {@link REVENUE_MONTHS} months, oldest first.
 * @param now the instant that decides the current month (Asia/Kolkata)
 * @returns "yyyy-MM" strings
 */
function revenueMonths(now: Date = new Date()): string[] {
  const [y, m] = todayInKolkata(now).split("-").map(Number) as [number, number];
  return Array.from({ length: REVENUE_MONTHS }, (_, i) => {
    const index = y * 12 + (m - 1) - (REVENUE_MONTHS - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}

/**
 * Invoiced and collected revenue per month.
 * @param now the instant that decides the current month; `db` the database or a transaction
 * @returns {@link REVENUE_MONTHS} months, oldest first, zero where nothing happened
 */
export async function loadRevenueByMonth(
  now: Date = new Date(),
  db: DbOrTx = getDb(),
): Promise<MonthRevenue[]> {
  const months = revenueMonths(now);
  const first = `${months[0]}-01`;
  const issuedMonth = sql<string>`to_char(${invoices.issuedAt} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM')`;
  const invoiced = await db
    .select({ month: issuedMonth, paise: sql<string>`sum(${invoices.totalPaise})` })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, "issued"),
        sql`${invoices.issuedAt} >= (${first}::date)::timestamp at time zone ${BUSINESS_TIME_ZONE}`,
      ),
    )
    .groupBy(sql`1`);
  const collected = await db
    .select({
      month: sql<string>`to_char(${payments.paidOn}, 'YYYY-MM')`,
      paise: sql<string>`sum(${payments.amountPaise})`,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(gte(payments.paidOn, first))
    .groupBy(sql`1`);
  // docs/product.md#credit-notes: credit notes come off the month they were issued in, refunds
  // off the month they were paid in.
  const creditMonth = sql<string>`to_char(${creditNotes.issuedAt} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM')`;
  const credited = await db
    .select({ month: creditMonth, paise: sql<string>`sum(${creditNotes.totalPaise})` })
    .from(creditNotes)
    .where(
      sql`${creditNotes.issuedAt} >= (${first}::date)::timestamp at time zone ${BUSINESS_TIME_ZONE}`,
    )
    .groupBy(sql`1`);
  const refunded = await db
    .select({
      month: sql<string>`to_char(${refunds.refundedOn}, 'YYYY-MM')`,
      paise: sql<string>`sum(${refunds.amountPaise})`,
    })
    .from(refunds)
    .where(gte(refunds.refundedOn, first))
    .groupBy(sql`1`);
  const sumOf = (rows: { month: string; paise: string }[], month: string) =>
    Number(rows.find((r) => r.month === month)?.paise ?? 0);
  return months.map((month) => ({
    month,
    invoicedPaise: sumOf(invoiced, month) - sumOf(credited, month),
    collectedPaise: sumOf(collected, month) - sumOf(refunded, month),
  }));
}
