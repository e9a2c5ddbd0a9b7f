/**
 * What the customer sees of their booking's health check (docs/product.md#health-check): nothing
 * until the technician marks the report done, neither the points' notes in the page's data nor
 * the photos (docs/decisions/0021 item 10). Admins and the assigned technician read it as it is
 * recorded.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { healthChecks } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { loadHealthCheck, type HealthCheckView } from "./health-check.server";

/**
 * Whether a booking's health check has been marked done by the technician.
 * @param bookingId the booking
 * @returns false while it is being recorded or when there is none
 */
export async function isHealthReportDone(bookingId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: healthChecks.id })
    .from(healthChecks)
    .where(and(eq(healthChecks.bookingId, bookingId), isNotNull(healthChecks.completedAt)));
  return row !== undefined;
}

/**
 * A booking's health check for its customer's page. The caller has checked the booking is the
 * customer's.
 * @param bookingId the booking
 * @returns the finished report, or null while there is none or it is still being recorded
 */
export async function healthReportForCustomer(bookingId: string): Promise<HealthCheckView | null> {
  const report = await loadHealthCheck(bookingId);
  return report?.completedAt ? report : null;
}
