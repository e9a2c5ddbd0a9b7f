/**
 * The rules of pickup and drop legs (docs/product.md#pickups), pure and client-safe: which state
 * may follow which, and what a drop waits for before it leaves (their windows:
 * `app/features/pickups/pickup-window.ts`).
 */
import type { bookingStatuses } from "~/catalog/booking-status";
import { dropStates, statesOf, type LegKind, type LegState } from "~/catalog/pickup-legs";

/**
 * The state a driver moves a leg to next: the pickup from assigned to on the way, picked up and
 * at the workshop; the drop from assigned to out for delivery and delivered.
 * @returns the next state, or null when the leg is not assigned yet or is finished
 */
export function nextDriverState(kind: LegKind, state: LegState): LegState | null {
  const order = statesOf(kind);
  const at = order.indexOf(state);
  if (at < 1 || at >= order.length - 1) return null;
  return order[at + 1]!;
}

/**
 * Whether a leg may move from one state to another (docs/product.md#pickups): its driver one
 * step forward only (never back, never to "assigned", which assigning does); an admin to any
 * state of the kind, back included (audited by the caller).
 * @param byAdmin true for an admin
 * @returns true when allowed; false for the same state or a state of the other kind
 */
export function canMoveLeg(kind: LegKind, from: LegState, to: LegState, byAdmin: boolean): boolean {
  const order = statesOf(kind);
  if (!order.includes(to) || from === to) return false;
  if (byAdmin) return true;
  return nextDriverState(kind, from) === to;
}

/**
 * Whether a move goes backwards along the kind's states.
 * @returns true when `to` comes before `from`
 */
export function isBackwards(kind: LegKind, from: LegState, to: LegState): boolean {
  const order = statesOf(kind);
  return order.indexOf(to) < order.indexOf(from);
}

/**
 * Why a drop may not go past assigned yet (docs/product.md#pickups-legs): the pickup has not
 * reached the workshop, the job is not completed, or the drop's window is not set.
 */
export type DropHold = "drop-pickup-open" | "drop-job-open" | "drop-no-window";

/** What the drop's rule reads of the leg's booking. */
export interface DropFacts {
  /** The booking's pickup leg's state; null when the booking has no pickup leg. */
  pickupState: LegState | null;
  /** The booking's status. */
  bookingStatus: (typeof bookingStatuses)[number];
  /** Whether the drop's window is set. */
  windowSet: boolean;
}

/**
 * What holds a leg back from a state (docs/product.md#pickups-legs): a drop moves past assigned
 * (out for delivery, delivered) only once the pickup reached the workshop (or there was no
 * pickup), the job is completed and the drop's window is set; a pickup, and a drop moved to
 * scheduled or assigned, are never held. For the driver's step and an admin's move alike.
 * @param kind the leg's kind; `to` the state asked for
 * @param facts the booking's pickup state, status and whether the drop's window is set
 * @returns the first reason that holds the move, or null when nothing does
 */
export function legMoveHold(kind: LegKind, to: LegState, facts: DropFacts): DropHold | null {
  if (kind !== "drop" || dropStates.indexOf(to as (typeof dropStates)[number]) <= 1) return null;
  if (facts.pickupState !== null && facts.pickupState !== "at_workshop") return "drop-pickup-open";
  if (facts.bookingStatus !== "completed") return "drop-job-open";
  if (!facts.windowSet) return "drop-no-window";
  return null;
}
