/**
 * The odometer readings the workshop accepts, in whole kilometres (docs/decisions/0014,
 * "Odometer"): the forms' limits and the database's check constraints both read these.
 * Plain data, no imports: `app/db/schema` (and drizzle-kit) may read it.
 */
export const ODOMETER_KM_RANGE = { min: 0, max: 2_000_000 } as const;
