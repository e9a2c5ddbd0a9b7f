/**
 * Billing's refusal: an estimate, invoice or payment action the rules of docs/decisions/0010 do
 * not allow (or a booking that is not there), with the message to show and the field it belongs
 * to. The job card's actions answer it as 409 with the message at its field.
 */

/** A refused billing action: the message to show, and the field it belongs to when there is one. */
export class BillingError extends Error {
  /**
   * @param message the text shown to the admin or the customer (from `BILLING_MESSAGES`)
   * @param field the form field it belongs to (e.g. "amount"), or none for the whole form
   */
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
