/**
 * A booking's inspection photos as thumbnails, on the admin's job card and the customer's
 * estimate (docs/decisions/0010: only the booking's customer and admins are served them).
 */
import { PhotoThumbnails } from "~/components/ui/photo-thumbnails";
import type { JobCardView } from "./job-card-loader.server";
import { useTranslator } from "~/components/site/translation";

/**
 * The inspection photos as a grid of thumbnails, each opening the full photo.
 * @param photos the booking's photos (URLs served by the photo route; sizes in pixels)
 * @returns the list, or nothing when there are no photos
 */
export function PhotoGallery({ photos }: { photos: JobCardView["photos"] }) {
  // In the page's language (docs/decisions/0026); the back office's is English.
  const { t, locale } = useTranslator();
  const english = locale === "en";
  return (
    <PhotoThumbnails
      photos={photos}
      label={english ? "Inspection photos" : t("booking.billing.photos")}
      alt={(n) => (english ? `Inspection photo ${n}` : t("booking.billing.photo", { n }))}
      className="grid-cols-2 sm:grid-cols-4"
      linkClassName="rounded-lg"
      newTab
    />
  );
}
