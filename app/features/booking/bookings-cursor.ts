/**
 * Where a page of the Bookings tab starts (docs/decisions/0018): the Next link carries the last
 * booking shown (`after`), the Previous link the first (`before`), each as its created_at (UTC,
 * to the microsecond, as PostgreSQL stores it) and id, so the next page is read from the index
 * at that place instead of counting past every earlier booking (OFFSET). `page` stays in the
 * links as the number shown ("Page 3 of 40"). Safe for the browser.
 */
import { z } from "zod";

/** The place's text: `2026-11-20T04:30:00.123456Z_<booking id>`. */
const PLACE_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A booking's place in the list, newest first. */
interface BookingPlace {
  /** created_at, ISO 8601 in UTC with microseconds. */
  createdAt: string;
  id: string;
}

/** The page asked for: the first, the one after a place, or the one before it. */
export type BookingsPageAt =
  { at: "first" } | { at: "after"; place: BookingPlace } | { at: "before"; place: BookingPlace };

/**
 * A place as the links carry it.
 * @param createdAt the booking's created_at, "yyyy-MM-ddTHH:mm:ss.SSSSSSZ" (UTC)
 * @param id the booking's id
 * @returns the text of the `after` or `before` parameter
 */
export function bookingCursorText(createdAt: string, id: string): string {
  return `${createdAt}_${id}`;
}

const PlaceSchema = z
  .string()
  .regex(PLACE_PATTERN)
  .transform((text): BookingPlace => {
    const [, createdAt, id] = PLACE_PATTERN.exec(text)!;
    return { createdAt: createdAt!, id: id! };
  });

/**
 * Reads the page asked for from the URL's `after` or `before` (`after` wins when both are there).
 * @param params the page's search parameters
 * @returns the place; the first page for no place or a malformed one (the URL is the user's to
 *   edit: never an error)
 */
export function parseBookingsPageAt(params: URLSearchParams): BookingsPageAt {
  for (const at of ["after", "before"] as const) {
    const parsed = PlaceSchema.safeParse(params.get(at));
    if (parsed.success) return { at, place: parsed.data };
  }
  return { at: "first" };
}

/** The URL parameters that hold a place; links to another page or filter drop them. */
export const PLACE_PARAMS = ["after", "before"] as const;
