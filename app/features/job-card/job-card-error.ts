/**
 * The job card's refusal: an action the rules of docs/decisions/0010 do not allow, with the
 * message to show and the field it belongs to. The page's actions answer it as 409 with the
 * message at its field.
 */

/** A refused job-card action: the message to show, and the field it belongs to when there is one. */
export class JobCardError extends Error {
  /**
   * @param message the text shown to the admin or the customer (from `JOB_CARD_MESSAGES`)
   * @param field the form field it belongs to (e.g. "amount"), or none for the whole form
   */
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
