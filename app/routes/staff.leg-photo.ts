import type { Route } from "./+types/staff.leg-photo";
import { legPhotoForStaff } from "~/features/staff/walkrounds.server";
import { requireStaff } from "~/lib/auth.server";

/**
 * /staff/leg/{id}/photos/{photoId} (docs/product.md#check-in): a damage photo of the leg's
 * booking, to the leg's driver (and admins) only; anyone else's leg or photo: 404. Streamed from
 * the file store after the check.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "driver");
  const photo = await legPhotoForStaff(staff, params.id, params.photoId);
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
