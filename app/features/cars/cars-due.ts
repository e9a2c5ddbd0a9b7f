/**
 * The back office's list of cars to call (docs/product.md#admin-figures): how far ahead it looks
 * and what it says when it cannot be read. Client-safe: the list and its loader read the same.
 */

/** How far ahead the list of cars to call looks, in days from today (Asia/Kolkata). */
export const CARS_DUE_DAYS = 30;

/** What the list says when the database cannot be read. */
export const CARS_DUE_FAILED = "Failed to load the cars due.";
