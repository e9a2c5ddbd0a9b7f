/**
 * Pure helpers for the marketing pages' links and button labels (spec section 2 "Brand
 * pages" and "About page"). Client-safe: no catalogue imports.
 */

/**
 * The label of a brand page offering's button (spec section 2: 'Book This … Service').
 * @param title the offering's title, e.g. "Brake Service" or "Oil Change"
 * @returns "Book This Brake Service", "Book This Oil Change Service"; a title that already
 *   names a service is not doubled ("Book This AC Service & Repair")
 */
export function bookThisLabel(title: string): string {
  return /\bservice\b/i.test(title)
    ? `Book This ${title.trim()}`
    : `Book This ${title.trim()} Service`;
}

/**
 * The WhatsApp message of the /services 'Need help choosing' free-consultation button.
 * @param businessName the business name from the business facts
 * @returns a greeting naming the business and asking for a free consultation
 */
export function freeConsultationMessage(businessName: string): string {
  return `Hi ${businessName}! I need premium car service assistance and would like a free consultation to choose the right service for my car.`;
}
