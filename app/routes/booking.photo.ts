import type { Route } from "./+types/booking.photo";
import { requireBookingReader } from "~/features/job-card/booking-access.server";
import { readBookingPhoto } from "~/features/job-card/photos.server";

/**
 * /booking/{id}/photos/{photoId} (docs/decisions/0010): an inspection photo,
 * served to the booking's customer and admins only, never as a static file; anyone else gets 404.
 * The file is streamed from the file store after the check.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireBookingReader(request, params.id);
  const photo = /^[0-9a-f-]{36}$/i.test(params.photoId)
    ? await readBookingPhoto(params.id, params.photoId)
    : null;
  if (!photo)
    throw new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
    });
  // Streamed from the store (the uploads folder or the bucket: docs/decisions/0015).
  const headers = new Headers({
    "Content-Type": "image/webp",
    "Cache-Control": "private, max-age=3600",
  });
  if (photo.bytes !== undefined) headers.set("Content-Length", String(photo.bytes));
  return new Response(photo.body, { headers });
}
