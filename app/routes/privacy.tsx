import type { Route } from "./+types/privacy";
import { PrivacyPolicy } from "~/features/legal/privacy-policy";
import { corePageSeo } from "~/features/marketing/page-content";
import { seoMeta } from "~/features/seo/seo-meta";
import { useBusinessFacts } from "~/components/site/root-data";
import { staticPageHandle } from "~/lib/route-handle";

/** Search fields of /privacy. */
export function loader() {
  return { seo: corePageSeo("/privacy") };
}

/** Title, description and canonical URL of /privacy. */
export const meta: Route.MetaFunction = ({ matches, data }) =>
  data ? seoMeta(data.seo, matches) : [];

/** A static page: complete as HTML, ships no JavaScript (docs/decisions/0004). */
export const handle = staticPageHandle;

/**
 * /privacy (docs/product.md#routes; docs/product.md#route-legal): the privacy policy, with the
 * business facts from the root loader.
 */
export default function PrivacyPage() {
  const business = useBusinessFacts();
  return <PrivacyPolicy business={business} />;
}
