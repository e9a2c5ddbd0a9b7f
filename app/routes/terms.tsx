import type { Route } from "./+types/terms";
import { getCoreService } from "~/catalog/services";
import { TermsOfService, TranslatedTermsOfService } from "~/features/legal/terms-of-service";
import { corePageSeo, translatedPageSeo } from "~/features/marketing/page-content";
import { useTranslator } from "~/components/site/translation";
import { requestTranslator } from "~/lib/i18n.server";
import { seoMeta } from "~/features/seo/seo-meta";
import { useBusinessFacts } from "~/components/site/root-data";
import { staticPageHandle } from "~/lib/route-handle";

/**
 * Search fields of /terms and the battery warranty (months) the terms quote from the catalogue,
 * in the URL's language (/te/terms, /hi/terms: docs/decisions/0026).
 */
export function loader({ request }: Route.LoaderArgs) {
  const battery = getCoreService("battery-replacement");
  if (!battery?.warrantyMonths)
    throw new Error("The terms quote the battery warranty; the catalogue lacks it");
  const t = requestTranslator(request);
  return {
    seo: t.locale === "en" ? corePageSeo("/terms") : translatedPageSeo("/terms", t),
    batteryWarrantyMonths: battery.warrantyMonths,
  };
}

/** Title, description and canonical URL of /terms. */
export const meta: Route.MetaFunction = ({ matches, data }) =>
  data ? seoMeta(data.seo, matches) : [];

/** A static page: complete as HTML, ships no JavaScript (docs/decisions/0004). */
export const handle = staticPageHandle;

/**
 * /terms (docs/product.md#routes; docs/product.md#route-legal): the terms of service, with the
 * business facts from the root loader; in Telugu or Hindi under /te and /hi.
 */
export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const business = useBusinessFacts();
  const { locale } = useTranslator();
  const Terms = locale === "en" ? TermsOfService : TranslatedTermsOfService;
  return <Terms business={business} batteryWarrantyMonths={loaderData.batteryWarrantyMonths} />;
}
