/**
 * A booking's inspection photos as thumbnails, on the admin's job card and the customer's
 * estimate (docs/decisions/0010: only the booking's customer and admins are served them).
 */
import { PhotoThumbnails } from "~/components/ui/photo-thumbnails";
import type { JobCardView } from "./job-card-loader.server";

/**
 * The inspection photos as a grid of thumbnails, each opening the full photo.
 * @param photos the booking's photos (URLs served by the photo route; sizes in pixels)
 * @returns the list, or nothing when there are no photos
 */
export function PhotoGallery({ photos }: { photos: JobCardView["photos"] }) {
  return (
    <PhotoThumbnails
      photos={photos}
      label="Inspection photos"
      alt={(n) => `Inspection photo ${n}`}
      className="grid-cols-2 sm:grid-cols-4"
      linkClassName="rounded-lg"
      newTab
    />
  );
}
