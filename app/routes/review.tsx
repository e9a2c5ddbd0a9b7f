import type { Route } from "./+types/review";
import { formatPhone } from "~/catalog/business";
import { useBusinessFacts } from "~/components/site/root-data";
import { useTranslator } from "~/components/site/translation";
import { serviceTypeWords } from "~/lib/i18n";
import { handleReviewPost, loadReviewPage } from "~/features/reviews/review-page.server";
import { ReviewPageBody } from "~/features/reviews/review-form";
import { seoMeta } from "~/features/seo/seo-meta";
import { requestTranslator } from "~/lib/i18n.server";
import { noStoreHeaders, staticPageHandle } from "~/lib/route-handle";

/**
 * Kept out of search results; the token is in the path, so the canonical path names none. On
 * /te/review/… and /hi/review/… the title and description in the language, from the response's
 * `seo` (docs/decisions/0026).
 */
export const meta: Route.MetaFunction = ({ matches, data: loaded }) => {
  const seo = loaded?.seo;
  return seoMeta(
    {
      title: seo?.title ?? "Review Your Car Service",
      description: seo?.description ?? "Tell us how your car service went.",
      path: seo?.path ?? "/review",
      noindex: true,
    },
    matches,
  );
};

/** No framework scripts: the form is plain HTML the server answers (docs/decisions/0011). */
export const handle = staticPageHandle;

/**
 * The review form for a link that works; 410 for a used, expired or withdrawn link, 404 for an unknown
 * one, 429 past the limit; see `loadReviewPage`. In the language of the link's path.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadReviewPage(request, params.token, requestTranslator(request));
}

/** Saves the review once; see `handleReviewPost`. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleReviewPost(request, params.token, requestTranslator(request));
}

/** The page is personal: never stored by browsers or proxies. */
export const headers = noStoreHeaders;

/**
 * /review/{token} (docs/product.md#reviews-page): a customer's review of one completed visit,
 * without signing in; /te/review/{token} and /hi/review/{token} in Telugu and Hindi.
 */
export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const phone = formatPhone(useBusinessFacts().phone);
  const translator = useTranslator();
  const page = actionData ?? loaderData;
  const service = "link" in page ? serviceTypeWords(translator, page.link.service) : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <ReviewPageBody page={page} phone={phone} serviceName={service} />
    </div>
  );
}
