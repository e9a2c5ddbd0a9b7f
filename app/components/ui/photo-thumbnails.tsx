import { cn } from "~/lib/utils";

/** One photo as the photo routes serve it: its id, its URL and its size in pixels. */
export interface ThumbnailPhoto {
  id: string;
  url: string;
  width: number;
  height: number;
}

/**
 * Photos as a grid of lazy-loaded 4:3 thumbnails, each a link to the full photo (the job card's
 * inspection photos, docs/decisions/0010; a health check point's photos,
 * docs/product.md#health-check). Plain links: works before any script.
 * @param photos the photos, in the order shown (sizes in pixels)
 * @param label the list's accessible name
 * @param alt the alternative text of the photo at a 1-based position
 * @param className the list's grid classes (columns, width)
 * @param linkClassName the corner of each thumbnail's frame, e.g. "rounded-md"
 * @param newTab open the full photo in a new tab
 * @returns the list, or nothing when there are no photos
 */
export function PhotoThumbnails({
  photos,
  label,
  alt,
  className,
  linkClassName,
  newTab = false,
}: {
  photos: readonly ThumbnailPhoto[];
  label: string;
  alt: (position: number) => string;
  className: string;
  linkClassName: string;
  newTab?: boolean;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className={cn("grid gap-2", className)} aria-label={label}>
      {photos.map((p, i) => (
        <li key={p.id}>
          <a
            href={p.url}
            target={newTab ? "_blank" : undefined}
            rel={newTab ? "noopener" : undefined}
            className={cn("block overflow-hidden border bg-muted", linkClassName)}
          >
            <img
              src={p.url}
              alt={alt(i + 1)}
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
