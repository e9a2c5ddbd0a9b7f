/**
 * A walk-round's facts as people read them (docs/product.md#check-in): the fuel level, the
 * belongings, and the rows the code's email lists, so the customer knows what reading the code
 * confirms (docs/decisions/0021 item 10). Pure and client-safe: the record on screen uses the same
 * words, in the reader's language (`staff.walkround` of the catalogue, docs/decisions/0026).
 */
import { belongings as belongingList, type WalkroundKind } from "~/catalog/pickup-legs";
import { formatKm } from "~/features/cars/workshop-car-schema";
import type { Translator } from "~/lib/i18n";

/**
 * The fuel level as people read it.
 * @param eighths 0 to 8
 * @param t the reader's translator
 * @returns e.g. "Empty", "3/8", "Full"
 */
export function fuelText(eighths: number, t: Translator): string {
  if (eighths <= 0) return t.t("staff.walkround.empty");
  if (eighths >= 8) return t.t("staff.walkround.full");
  return `${eighths}/8`;
}

/**
 * The belongings noted in the car, as one line.
 * @param ids the belongings' ids (`belongings` in `app/catalog/pickup-legs.ts`)
 * @param other what was typed for "other", if anything
 * @param t the reader's translator
 * @returns e.g. "Documents, Other: child seat", or "None noted"
 */
export function belongingsText(
  ids: readonly string[],
  other: string | null,
  t: Translator,
): string {
  const present = belongingList.filter((b) => ids.includes(b.id));
  if (present.length === 0) return t.t("staff.walkround.noneNoted");
  return present
    .map((b) =>
      b.id === "other" && other
        ? t.t("staff.walkround.otherValue", { what: other })
        : t.t(`staff.walkround.belonging.${b.id}`),
    )
    .join(", ");
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
 * @param t the customer's translator (their account's language)
 * @returns the rows, in the record's order (none left out but empty notes and readings)
 */
export function walkroundFactRows(w: WalkroundFacts, t: Translator): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  const say = (key: string) => t.t(`staff.walkround.${key}`);
  if (w.kind === "check_in") {
    if (w.odometerKm !== null) rows.push([say("odometer"), formatKm(w.odometerKm)]);
    if (w.fuelEighths !== null) rows.push([say("fuel"), fuelText(w.fuelEighths, t)]);
    rows.push([say("belongings"), belongingsText(w.belongings, w.belongingsOther, t)]);
    rows.push([say("photos"), w.photoCount === 0 ? say("none") : String(w.photoCount)]);
  } else {
    rows.push([say("yourCar"), say("returned")]);
  }
  if (w.notes) rows.push([say("notesShort"), w.notes]);
  return rows;
}
