import type { Route } from "./+types/booking.photo";
import { requireBookingReader } from "~/features/job-card/booking-access.server";
import { readBookingPhoto } from "~/features/photos/photos.server";
import { privatePhotoResponse } from "~/lib/file-store.server";

/**
 * /booking/{id}/photos/{photoId} (docs/decisions/0010): an inspection photo,
 * served to the booking's customer and admins only, never as a static file; anyone else gets 404.
 * The file is streamed from the file store after the check (docs/decisions/0015).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireBookingReader(request, params.id);
  const photo = /^[0-9a-f-]{36}$/i.test(params.photoId)
    ? await readBookingPhoto(params.id, params.photoId)
    : null;
  return privatePhotoResponse(photo);
}
