/**
 * Paged lists: the page number read from a URL and the window of rows it shows. Used by
 * My Bookings and the back office's lists alike.
 */

/** The highest page number a URL may ask for; anything above is read as page 1. */
const MAX_PAGE = 100_000;

/**
 * Reads a page number from a URL parameter.
 * @param value the parameter's text, or null/undefined when absent
 * @returns the page (1 or more); 1 for anything malformed
 */
export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

/** Where a page falls in a list: the page shown (clamped), how many there are, and the rows to skip. */
export interface PageWindow {
  page: number;
  pageCount: number;
  offset: number;
}

/**
 * The window of one page over `total` rows.
 * @param total how many rows the list holds
 * @param page the page asked for, from 1; past the end gives the last page
 * @param pageSize rows per page (1 or more)
 * @returns the page shown, the page count (at least 1, so an empty list has page 1 of 1)
 *   and the offset of its first row
 */
export function pageWindow(total: number, page: number, pageSize: number): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { page: current, pageCount, offset: (current - 1) * pageSize };
}

/** Rows per page in the back office's lists: bookings, leads and users. */
export const BACK_OFFICE_PAGE_SIZE = 20;
