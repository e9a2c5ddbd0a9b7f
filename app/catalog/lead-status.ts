/**
 * The statuses of a lead (a stored quote request, docs/decisions/0003; docs/product.md#lead-statuses),
 * listed once with their labels in `app/catalog/data/labels.json` and used by the database's
 * `lead_status` enum and the back office. Client-safe, importing only the catalogue's data, so
 * `app/db/schema.ts` (and drizzle-kit) can import it.
 */
import labels from "./data/labels.json";
import { vocabulary } from "./vocabulary";

/** Lead statuses: a quote request is new until someone calls back, then closed. */
const leadStatus = vocabulary(labels.leadStatus);

/** The lead statuses in that order, as stored. */
export const leadStatuses = leadStatus.values;

/** Labels of the lead statuses, as the back office shows them. */
export const leadStatusLabels = leadStatus.labels;
