/**
 * Gapless serial numbers per financial year, for tax invoices and credit notes
 * (docs/decisions/0010, 0023): the year's counter row is created if needed and locked with
 * SELECT … FOR UPDATE in the issuing transaction, so concurrent issuers queue and a failed
 * issue rolls its number back with it.
 */
import { eq } from "drizzle-orm";
import type { creditNoteCounters, invoiceCounters } from "~/db/schema";
import type { DbOrTx } from "~/lib/db.server";

/** The counter tables: one row per financial year with the last number used. */
type CounterTable = typeof invoiceCounters | typeof creditNoteCounters;

/**
 * Takes the next number of a financial year's series, in the caller's transaction.
 * @param tx the issuing transaction (the counter row stays locked until it ends)
 * @param counters the series' counter table
 * @param fy the financial year, "2026-27"
 * @returns the number within the year, from 1
 */
export async function nextSerial(tx: DbOrTx, counters: CounterTable, fy: string): Promise<number> {
  await tx.insert(counters).values({ financialYear: fy, lastNumber: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .select()
    .from(counters)
    .where(eq(counters.financialYear, fy))
    .for("update");
  const sequence = counter!.lastNumber + 1;
  await tx.update(counters).set({ lastNumber: sequence }).where(eq(counters.financialYear, fy));
  return sequence;
}
