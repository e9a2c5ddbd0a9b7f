/**
 * The rules of pickup and drop legs (docs/product.md#pickups), pure and client-safe: which state
 * may follow which (their windows: `app/features/booking/pickup-window.ts`).
 */
import { statesOf, type LegKind, type LegState } from "~/catalog/pickup-legs";

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
