/**
 * A walk-round's facts as people read them (docs/product.md#check-in): the fuel level, the
 * belongings, and the rows the code's email lists, so the customer knows what reading the code
 * confirms (docs/decisions/0021 item 10). Pure and client-safe: the record on screen uses the same
 * words.
 */
import { belongings as belongingList, type WalkroundKind } from "~/catalog/pickup-legs";
import { formatKm } from "~/features/cars/workshop-car-schema";

/**
 * The fuel level as people read it.
 * @param eighths 0 to 8
 * @returns e.g. "Empty", "3/8", "Full"
 */
export function fuelText(eighths: number): string {
  if (eighths <= 0) return "Empty";
  if (eighths >= 8) return "Full";
  return `${eighths}/8`;
}

/**
 * The belongings noted in the car, as one line.
 * @param ids the belongings' ids (`belongings` in `app/catalog/pickup-legs.ts`)
 * @param other what was typed for "other", if anything
 * @returns e.g. "Documents, Other: child seat", or "None noted"
 */
export function belongingsText(ids: readonly string[], other: string | null): string {
  const present = belongingList.filter((b) => ids.includes(b.id));
  if (present.length === 0) return "None noted";
  return present.map((b) => (b.id === "other" && other ? `Other: ${other}` : b.label)).join(", ");
}

/** What the code's email lists of a walk-round. */
export interface WalkroundFacts {
  kind: WalkroundKind;
  odometerKm: number | null;
  fuelEighths: number | null;
  belongings: readonly string[];
  belongingsOther: string | null;
  notes: string | null;
  /** How many damage photos the check-in holds. */
  photoCount: number;
}

/**
 * The label and value rows of a walk-round, as the code's email shows what the customer confirms:
 * the check-in's odometer, fuel, belongings, damage photos and notes; the return's notes.
 * @param w the record as it stands when the code is sent
 * @returns the rows, in the record's order (none left out but empty notes and readings)
 */
export function walkroundFactRows(w: WalkroundFacts): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (w.kind === "check_in") {
    if (w.odometerKm !== null) rows.push(["Odometer", formatKm(w.odometerKm)]);
    if (w.fuelEighths !== null) rows.push(["Fuel", fuelText(w.fuelEighths)]);
    rows.push(["Belongings in the car", belongingsText(w.belongings, w.belongingsOther)]);
    rows.push(["Existing damage photos", w.photoCount === 0 ? "None" : String(w.photoCount)]);
  } else {
    rows.push(["Your car", "Returned as received"]);
  }
  if (w.notes) rows.push(["Notes", w.notes]);
  return rows;
}
