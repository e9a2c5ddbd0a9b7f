/**
 * Doorstep pickup and drop (docs/product.md#pickups): the two legs of a booking with pickup, the
 * states each moves through, and their labels. The `leg_kind` and `leg_state` enums in
 * `app/db/schema/staff.ts` read these lists.
 */

/** The two legs of a booking with pickup: to the workshop, and back. */
export const legKinds = ["pickup", "drop"] as const;

/** A leg's kind. */
export type LegKind = (typeof legKinds)[number];

/** The pickup leg's states, in order (docs/product.md#pickups). */
export const pickupStates = [
  "scheduled",
  "assigned",
  "on_the_way",
  "picked_up",
  "at_workshop",
] as const;

/** The drop leg's states, in order (docs/product.md#pickups). */
export const dropStates = ["scheduled", "assigned", "out_for_delivery", "delivered"] as const;

/** Every leg state, as the database stores them. */
export const legStates = [
  "scheduled",
  "assigned",
  "on_the_way",
  "picked_up",
  "at_workshop",
  "out_for_delivery",
  "delivered",
] as const;

/** A leg's state. */
export type LegState = (typeof legStates)[number];

/** How each state reads on screen. */
export const LEG_STATE_LABELS: Record<LegState, string> = {
  scheduled: "Scheduled",
  assigned: "Driver assigned",
  on_the_way: "Driver on the way",
  picked_up: "Picked up",
  at_workshop: "At the workshop",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
};

/** How each kind reads on screen. */
export const LEG_KIND_LABELS: Record<LegKind, string> = { pickup: "Pickup", drop: "Drop" };

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
export const belongings = [
  { id: "spare_wheel", label: "Spare wheel" },
  { id: "jack_and_tools", label: "Jack and tools" },
  { id: "documents", label: "Documents" },
  { id: "music_system", label: "Music system" },
  { id: "floor_mats", label: "Floor mats" },
  { id: "other", label: "Other" },
] as const;

/** A belonging's id. */
export type BelongingId = (typeof belongings)[number]["id"];

/** The belongings' ids, for schemas and enums. */
export const belongingIds = belongings.map((b) => b.id) as [BelongingId, ...BelongingId[]];
