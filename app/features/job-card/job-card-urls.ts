/**
 * The addresses of a job card's files: its inspection photos and its invoice's PDF, served
 * by the booking's routes, which check who asks (docs/decisions/0010). Client-safe.
 */

/**
 * The URL of an inspection photo: served by the booking's photo route, which checks who asks.
 * @param bookingId the booking; `photoId` the photo
 * @returns "/booking/<bookingId>/photos/<photoId>"
 */
export function photoUrl(bookingId: string, photoId: string): string {
  return `/booking/${bookingId}/photos/${photoId}`;
}

/**
 * The invoice's PDF address (docs/decisions/0010).
 * @param bookingId the booking; the route serves its current invoice
 * @returns "/booking/<bookingId>/invoice.pdf"
 */
export function invoicePdfUrl(bookingId: string): string {
  return `/booking/${bookingId}/invoice.pdf`;
}
