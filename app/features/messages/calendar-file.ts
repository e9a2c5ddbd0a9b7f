/**
 * A visit's iCalendar file (RFC 5545), written directly (docs/decisions/0028): the same bytes the
 * `ics` package wrote for the fields the booking emails use (its `createEvent` with a UID,
 * sequence, product id, title, description, location, URL and UTC start and end), without the
 * schema validation it ran twice per file, which cost more than the rest of composing the email.
 * The fields are the product's own (`booking-emails.server.ts`), never unchecked input.
 */
import { runes, substring } from "runes2";

/** The event of a visit's calendar file. */
export interface CalendarEvent {
  /** Stable per booking, so each change replaces the earlier event. */
  uid: string;
  /** Grows with each change of the visit (seconds since the epoch). */
  sequence: number;
  /** PRODID: the workshop's name. */
  productId: string;
  title: string;
  description: string;
  location: string;
  url: string;
  start: Date;
  end: Date;
  /** DTSTAMP: when the file was written. */
  stamp: Date;
}

/** A property value's text escaped as RFC 5545 TEXT: backslash, newline, semicolon, comma. */
function escapeText(text: string): string {
  return text
    .replace(/\\/gm, "\\\\")
    .replace(/\r?\n/gm, "\\n")
    .replace(/;/gm, "\\;")
    .replace(/,/gm, "\\,");
}

/** Newlines written as `\n` (the properties that are not TEXT: UID, PRODID, URL). */
function encodeNewLines(text: string): string {
  return text.replace(/\r?\n/gm, "\\n");
}

/**
 * One content line folded as RFC 5545 asks: 75 characters (user-perceived, not UTF-16 units) on
 * the first line, 74 after each CRLF and tab.
 */
function foldLine(line: string): string {
  const parts: string[] = [];
  let rest = line;
  let length = 75;
  while (runes(rest).length > length) {
    parts.push(substring(rest, 0, length));
    rest = substring(rest, length);
    length = 74;
  }
  parts.push(rest);
  return parts.join("\r\n\t");
}

/** Two digits. */
const pad = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** An instant as iCalendar's UTC form: "20261126T083000Z". */
function utcDate(d: Date): string {
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/**
 * The calendar file of one event, published (METHOD:PUBLISH), lines ending in CRLF.
 * @param event the visit's fields (times as instants, written in UTC)
 * @returns the file's text
 */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    foldLine(`PRODID:${encodeNewLines(event.productId)}`),
    "METHOD:PUBLISH",
    "X-PUBLISHED-TTL:PT1H",
    "BEGIN:VEVENT",
    foldLine(`UID:${encodeNewLines(event.uid)}`),
    foldLine(`SUMMARY:${escapeText(event.title)}`),
    `DTSTAMP:${utcDate(event.stamp)}`,
    `DTSTART:${utcDate(event.start)}`,
    `DTEND:${utcDate(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    foldLine(`DESCRIPTION:${escapeText(event.description)}`),
    foldLine(`URL:${encodeNewLines(event.url)}`),
    foldLine(`LOCATION:${escapeText(event.location)}`),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}
