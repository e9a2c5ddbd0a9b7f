import type { Route } from "./+types/terms";
import { getCoreService } from "~/catalog/services";
import { TermsOfService } from "~/features/legal/terms-of-service";
import { corePageSeo } from "~/features/marketing/page-content";
import { seoMeta } from "~/features/seo/seo-meta";
import { useBusinessFacts } from "~/components/site/root-data";
import { staticPageHandle } from "~/lib/route-handle";

/** Search fields of /terms and the battery warranty (months) the terms quote from the catalogue. */
export function loader() {
  const battery = getCoreService("battery-replacement");
  if (!battery?.warrantyMonths)
    throw new Error("The terms quote the battery warranty; the catalogue lacks it");
  return { seo: corePageSeo("/terms"), batteryWarrantyMonths: battery.warrantyMonths };
}

/** Title, description and canonical URL of /terms. */
export const meta: Route.MetaFunction = ({ matches, data }) =>
  data ? seoMeta(data.seo, matches) : [];

/** A static page: complete as HTML, ships no JavaScript (docs/decisions/0004). */
export const handle = staticPageHandle;

/**
 * /terms (docs/product.md#routes; docs/product.md#route-legal): the terms of service, with the
 * business facts from the root loader.
 */
export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const business = useBusinessFacts();
  return (
    <TermsOfService business={business} batteryWarrantyMonths={loaderData.batteryWarrantyMonths} />
  );
}
