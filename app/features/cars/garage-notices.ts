/**
 * What My Garage's pages say after a saved form (docs/product.md#garage): each redirect names a
 * notice (`?saved=`), and the next page shows it in a toast. Client-safe.
 */

/** The notices a redirect after a saved form asks the next page to show (`?saved=`). */
export const GARAGE_NOTICES = {
  added: { title: "Car added", description: "It is in My Garage now." },
  restored: {
    title: "Car added back",
    description: "It is in My Garage again, with its service history.",
  },
  edited: { title: "Changes saved", description: undefined },
  removed: {
    title: "Car removed",
    description: "Its service history stays with us; add the car again to see it.",
  },
  "reminders-on": { title: "Reminders are on for this car", description: undefined },
  "reminders-off": { title: "Reminders are off for this car", description: undefined },
} as const;

/** One of the notices. */
export type GarageNotice = keyof typeof GARAGE_NOTICES;

/**
 * The notice a page's `?saved=` asks for.
 * @returns the notice's key, or null for none or an unknown one
 */
export function garageNoticeOf(params: URLSearchParams): GarageNotice | null {
  const saved = params.get("saved");
  return saved && saved in GARAGE_NOTICES ? (saved as GarageNotice) : null;
}

/**
 * A page of My Garage with a notice to show.
 * @param path e.g. "/garage" or "/garage/<id>"
 * @param notice the notice's key
 * @returns e.g. "/garage/<id>?saved=added"
 */
export function withNotice(path: string, notice: GarageNotice): string {
  return `${path}?saved=${notice}`;
}
