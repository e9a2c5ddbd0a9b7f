/**
 * What the staff screens say about themselves (docs/decisions/0016: the driver's day and legs, the
 * technician's job cards, docs/product.md#health-check): each one's title, description and
 * address, side by side; none is for search engines.
 */
import { STAFF_JOBS_PATH, STAFF_PATH, staffJobPath, staffLegPath } from "~/catalog/navigation";
import type { Translator } from "~/lib/i18n";

/** Each staff screen's title and description, and its address (for the leg's or booking's id). */
const STAFF_PAGES = {
  day: {
    title: "My Pickups and Drops | Driver",
    description: "Today's pickup and drop legs assigned to you.",
    path: () => STAFF_PATH,
  },
  leg: {
    title: "Pickup or Drop | Driver",
    description: "One pickup or drop leg and its walk-round.",
    path: staffLegPath,
  },
  jobs: {
    title: "My Job Cards | Technician",
    description: "The job cards assigned to you: each car's check-in and 25-point health check.",
    path: () => STAFF_JOBS_PATH,
  },
  job: {
    title: "Job Card | Technician",
    description: "A car's check-in and its 25-point health check.",
    path: staffJobPath,
  },
} satisfies Record<string, { title: string; description: string; path: (id: string) => string }>;

/**
 * The search fields of a staff screen, for `seoMeta`: never indexed.
 * @param page which screen: the driver's `day` or `leg`, the technician's `jobs` or `job`
 * @param id the leg's id (`leg`) or the booking's (`job`); none for the lists
 * @returns the title, description, path and `noindex`
 */
export function staffPageSeo(page: keyof typeof STAFF_PAGES, id = "") {
  const { title, description, path } = STAFF_PAGES[page];
  return { title, description, path: path(id), noindex: true };
}

/**
 * A staff screen's title and description in the account's language (docs/decisions/0026), for
 * its loader to hand to `meta` over the English ones of {@link staffPageSeo}.
 * @param t the translator of the signed-in account's language
 * @param page which screen
 * @returns the title and description, or null in English (the English ones stand)
 */
export function translatedStaffHead(
  t: Translator,
  page: keyof typeof STAFF_PAGES,
): { title: string; description: string } | null {
  if (t.locale === "en") return null;
  return {
    title: t.t(`staff.head.${page}.title`),
    description: t.t(`staff.head.${page}.description`),
  };
}
