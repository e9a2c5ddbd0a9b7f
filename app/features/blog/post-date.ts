/** Date wording for posts and policy pages. Client-safe and tiny: no catalogue imports. */
/**
 * A publish date for people.
 * @param date "yyyy-MM-dd"
 * @returns e.g. "14 March 2026" (the calendar date as written; no time zone shift)
 */
export function formatPostDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const months = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  return `${d} ${months[(m ?? 1) - 1]} ${y}`;
}
