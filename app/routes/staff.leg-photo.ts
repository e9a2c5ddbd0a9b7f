import type { Route } from "./+types/staff.leg-photo";
import { legPhotoForStaff } from "~/features/pickups/walkrounds.server";
import { requireStaff } from "~/lib/auth.server";
import { privatePhotoResponse } from "~/lib/file-store.server";

/**
 * /staff/leg/{id}/photos/{photoId} (docs/product.md#check-in): a damage photo of the leg's
 * booking, to the leg's driver (and admins) only; anyone else's leg or photo: 404. Streamed from
 * the file store after the check.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "driver");
  return privatePhotoResponse(await legPhotoForStaff(staff, params.id, params.photoId));
}
