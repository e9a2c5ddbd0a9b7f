/**
 * The workshop's own rules that the FAQ, the terms and the privacy policy all state
 * (docs/product.md#route-legal: pages that agree with each other and with the rest of the site).
 * Figures the business facts hold (warranty, radius, discount, response times, payment methods) are
 * not repeated here; only the rules the business facts do not cover. Client-safe.
 */
export const servicePolicies = {
  /** Cancelling or rescheduling is free until the car is collected (or, for a drop-off, until work starts). */
  freeCancellation: "until we collect your car, or, if you bring it to us, until work starts",
  /** A written estimate holds its prices for this many days. */
  estimateValidityDays: 7,
  /** A completed car not collected (or not accepted for delivery) within this many days may attract parking charges. */
  collectionGraceDays: 3,
} as const;

/** How long personal data is kept (privacy policy "How long we keep it"). */
export const retentionPeriods = {
  /** Sign-in sessions expire after this many days (the session cookie's lifetime). */
  sessionDays: 7,
  /** Quote requests that never became a booking are deleted after this many months. */
  unconvertedLeadMonths: 12,
  /** Invoices and the booking records behind them: the period Indian tax and accounting law asks for, in years. */
  accountingRecordYears: 8,
  /** Server logs (addresses and errors, no form contents) are kept this many days. */
  serverLogDays: 30,
} as const;

/** The date the privacy policy and terms were last changed, "yyyy-MM-dd". */
export const policiesUpdated = "2026-11-21";
