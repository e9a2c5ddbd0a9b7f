/**
 * A booking's inspection photos as thumbnails, on the admin's job card and the customer's
 * estimate (docs/decisions/0010: only the booking's customer and admins are served them).
 */
import type { JobCardView } from "./job-card-loader.server";

/**
 * The inspection photos as a grid of thumbnails, each opening the full photo.
 * @param photos the booking's photos (URLs served by the photo route; sizes in pixels)
 * @returns the list, or nothing when there are no photos
 */
export function PhotoGallery({ photos }: { photos: JobCardView["photos"] }) {
  if (photos.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Inspection photos">
      {photos.map((p, i) => (
        <li key={p.id}>
          <a
            href={p.url}
            target="_blank"
            rel="noopener"
            className="block overflow-hidden rounded-lg border bg-muted"
          >
            <img
              src={p.url}
              alt={`Inspection photo ${i + 1}`}
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
