/**
 * Pure helpers for the marketing pages' links and button labels
 * (docs/product.md#route-service-pages and #route-about). Client-safe: no catalogue imports.
 */

/**
 * The label of a brand page offering's button (docs/product.md#route-service-pages: 'Book This …
 * Service').
 * @param title the offering's title, e.g. "Brake Service" or "Oil Change"
 * @returns "Book This Brake Service", "Book This Oil Change Service"; a title that already
 *   names a service is not doubled ("Book This AC Service & Repair")
 */
export function bookThisLabel(title: string): string {
  return /\bservice\b/i.test(title)
    ? `Book This ${title.trim()}`
    : `Book This ${title.trim()} Service`;
}
