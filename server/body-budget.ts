/**
 * The bytes of request bodies one process holds at once (README.md#configuration,
 * `REQUEST_BODY_BUDGET_MB`): a request takes its declared length from the budget before a byte
 * of its body is read (`readBodyFirst`, server/security.ts) and gives it back when its response
 * has closed. A request that does not fit is answered 503 with Retry-After at once, its body
 * unread: waiting would hold its connection (and, behind nginx, an upstream connection) for an
 * unknown time, while the budget fills only under a burst of photos or an attack, and its holders
 * finish within a body timeout (30 s at most).
 */

/** How long a client refused for want of room is asked to wait before sending again, in seconds. */
export const BODY_BUDGET_RETRY_AFTER_SECONDS = 10;

/** The answer to a body that does not fit in the budget (503). */
export const BODY_BUDGET_MESSAGE =
  "The server is busy receiving other uploads. Please try again in a few seconds.";

/** A process-wide budget of request body bytes. */
export class BodyBudget {
  #held = 0;

  /**
   * @param limitBytes the most bytes of bodies held at once (REQUEST_BODY_BUDGET_MB × 1 MB)
   */
  constructor(readonly limitBytes: number) {}

  /** The bytes taken now. */
  get heldBytes(): number {
    return this.#held;
  }

  /**
   * Takes `bytes` from the budget when they fit.
   * @param bytes a body's declared length
   * @returns true when taken (give them back with {@link giveBack}), false when they do not fit
   */
  take(bytes: number): boolean {
    if (this.#held + bytes > this.limitBytes) return false;
    this.#held += bytes;
    return true;
  }

  /**
   * Gives back bytes taken with {@link take}.
   * @param bytes the same number as taken
   */
  giveBack(bytes: number): void {
    this.#held = Math.max(0, this.#held - bytes);
  }
}
