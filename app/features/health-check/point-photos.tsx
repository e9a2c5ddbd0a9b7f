/**
 * A point's photos as thumbnails, each opening the full photo (docs/product.md#health-check:
 * served through the app to the booking's customer, admins and the technician assigned).
 */
import { PhotoThumbnails } from "~/components/ui/photo-thumbnails";
import type { HealthPointView } from "./health-check.server";
import { useTranslator } from "~/components/site/translation";

/**
 * The thumbnails of one point's photos.
 * @param label the point's name, for the images' alternative text
 * @param photos the point's photos (URLs of the photo route; sizes in pixels)
 * @returns the list, or nothing when the point has none
 */
export function PointPhotos({
  label,
  photos,
}: {
  label: string;
  photos: HealthPointView["photos"];
}) {
  // In the page's language (docs/decisions/0026); the technician's screen is English.
  const { t, locale } = useTranslator();
  const english = locale === "en";
  return (
    <PhotoThumbnails
      photos={photos}
      label={english ? `Photos: ${label}` : t("booking.health.photos", { label })}
      alt={(n) => (english ? `${label}, photo ${n}` : t("booking.health.photo", { label, n }))}
      className="max-w-md grid-cols-3"
      linkClassName="rounded-md"
    />
  );
}
