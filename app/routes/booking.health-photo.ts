import type { Route } from "./+types/booking.health-photo";
import { readHealthCheckPhoto } from "~/features/health-check/health-check.server";
import { requireHealthCheckReader } from "~/features/health-check/health-check-access.server";
import { privatePhotoResponse } from "~/lib/file-store.server";
import { isUuid } from "~/lib/text-rules";

/**
 * /booking/{id}/health-check/photos/{photoId} (docs/product.md#health-check): a photo of the
 * booking's health check, served to its customer, admins and the technician its job card is
 * assigned to, never as a static file; anyone else gets 404. Streamed from the file store.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireHealthCheckReader(request, params.id);
  const photo = isUuid(params.photoId)
    ? await readHealthCheckPhoto(params.id, params.photoId)
    : null;
  return privatePhotoResponse(photo);
}
