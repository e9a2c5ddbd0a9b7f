import type { Route } from "./+types/booking.health-photo";
import { readHealthCheckPhoto } from "~/features/health-check/health-check.server";
import { requireHealthCheckReader } from "~/features/health-check/job-access.server";
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
  if (!photo)
    throw new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
    });
  const headers = new Headers({
    "Content-Type": "image/webp",
    "Cache-Control": "private, max-age=3600",
  });
  if (photo.bytes !== undefined) headers.set("Content-Length", String(photo.bytes));
  return new Response(photo.body, { headers });
}
