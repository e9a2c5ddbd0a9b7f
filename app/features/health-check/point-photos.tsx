/**
 * A point's photos as thumbnails, each opening the full photo (docs/product.md#health-check:
 * served through the app to the booking's customer, admins and the technician assigned).
 */
import type { HealthPointView } from "./health-check.server";

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
  if (photos.length === 0) return null;
  return (
    <ul className="grid max-w-md grid-cols-3 gap-2" aria-label={`Photos: ${label}`}>
      {photos.map((p, i) => (
        <li key={p.id}>
          <a href={p.url} className="block overflow-hidden rounded-md border bg-muted">
            <img
              src={p.url}
              alt={`${label}, photo ${i + 1}`}
              width={p.width}
              height={p.height}
              loading="lazy"
              className="aspect-[4/3] h-auto w-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
