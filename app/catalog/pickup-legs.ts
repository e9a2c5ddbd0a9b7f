/**
 * Doorstep pickup and drop (docs/product.md#pickups): the two legs of a booking with pickup, the
 * states each moves through, and their labels (`app/catalog/data/labels.json`). The `leg_kind`
 * and `leg_state` enums in `app/db/schema/staff.ts` read these lists.
 */
import labels from "./data/labels.json";
import { vocabulary, type ValueOf } from "./vocabulary";

/** The two legs of a booking with pickup, to the workshop and back, with their names on screen. */
const legKind = vocabulary(labels.legKind);

/** A leg's kind. */
export type LegKind = ValueOf<typeof legKind>;

/** `legKinds`, the two legs in order (to the workshop, and back); `LEG_KIND_LABELS`, their names. */
export const { values: legKinds, labels: LEG_KIND_LABELS } = legKind;

/** Every leg state, as the database stores them, with how each reads on screen. */
const legState = vocabulary(labels.legState);

/** A leg's state. */
export type LegState = ValueOf<typeof legState>;

/** `legStates`, every leg state as the database stores them; `LEG_STATE_LABELS`, how each reads. */
export const { values: legStates, labels: LEG_STATE_LABELS } = legState;

/** The pickup leg's states, in order (docs/product.md#pickups). */
export const pickupStates = [
  "scheduled",
  "assigned",
  "on_the_way",
  "picked_up",
  "at_workshop",
] as const satisfies readonly LegState[];

/** The drop leg's states, in order (docs/product.md#pickups). */
export const dropStates = [
  "scheduled",
  "assigned",
  "out_for_delivery",
  "delivered",
] as const satisfies readonly LegState[];

/**
 * The states of a kind of leg, in order.
 * @returns {@link pickupStates} or {@link dropStates}
 */
export function statesOf(kind: LegKind): readonly LegState[] {
  return kind === "pickup" ? pickupStates : dropStates;
}

/** The walk-rounds: the check-in at pickup (or the counter), and "returned as received" at drop. */
export const walkroundKinds = ["check_in", "return"] as const;

/** A walk-round's kind. */
export type WalkroundKind = (typeof walkroundKinds)[number];

/** The belongings checklist of the check-in walk-round (docs/product.md#check-in). */
const belonging = vocabulary(labels.belonging);

/** The checklist in order, each belonging with its label. */
export const belongings = belonging.options;

/** The belongings' ids, for schemas and enums. */
export const belongingIds = belonging.values;
