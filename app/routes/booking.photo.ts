import type { Route } from "./+types/booking.photo";
import { requireBookingReader } from "~/features/job-card/booking-access.server";
import { readBookingPhoto } from "~/features/job-card/photos.server";

/**
 * /booking/{id}/photos/{photoId} (docs/decisions/0010): an inspection photo,
 * served to the booking's customer and admins only, never as a static file; anyone else gets 404.
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
  return new Response(new Uint8Array(photo), {
    headers: { "Content-Type": "image/webp", "Cache-Control": "private, max-age=3600" },
  });
}
