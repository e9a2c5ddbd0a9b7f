/** POST /admin/reviews: the Reviews tab's forms (publish, hide, reply; admins only). */
import type { Route } from "./+types/admin.reviews";
import { handleReviewModeration, reviewsTabPath } from "~/features/reviews/reviews-tab-page.server";
import { requireAdmin } from "~/lib/auth.server";
import { redirect } from "react-router";

/** A GET of the address opens the Reviews tab. */
export function loader() {
  return redirect(reviewsTabPath("new"));
}

/**
 * One review action, then back to the Reviews tab with its outcome; see
 * `handleReviewModeration` (docs/product.md#reviews-moderation).
 * @throws see `requireAdmin`: 401 when signed out, 403 without the admin role
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return handleReviewModeration(admin, request, context.refreshPrerendered);
}
