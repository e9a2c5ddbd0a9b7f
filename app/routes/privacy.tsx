import type { Route } from "./+types/privacy";
import { PrivacyPolicy, TranslatedPrivacyPolicy } from "~/features/legal/privacy-policy";
import { corePageSeo, translatedPageSeo } from "~/features/marketing/page-content";
import { useTranslator } from "~/components/site/translation";
import { requestTranslator } from "~/lib/i18n.server";
import { seoMeta } from "~/features/seo/seo-meta";
import { useBusinessFacts } from "~/components/site/root-data";
import { staticPageHandle } from "~/lib/route-handle";

/** Search fields of /privacy, in the URL's language (/te/privacy, /hi/privacy: docs/decisions/0026). */
export function loader({ request }: Route.LoaderArgs) {
  const t = requestTranslator(request);
  return { seo: t.locale === "en" ? corePageSeo("/privacy") : translatedPageSeo("/privacy", t) };
}

/** Title, description and canonical URL of /privacy. */
export const meta: Route.MetaFunction = ({ matches, data }) =>
  data ? seoMeta(data.seo, matches) : [];

/** A static page: complete as HTML, ships no JavaScript (docs/decisions/0004). */
export const handle = staticPageHandle;

/**
 * /privacy (docs/product.md#routes; docs/product.md#route-legal): the privacy policy, with the
 * business facts from the root loader; in Telugu or Hindi under /te and /hi.
 */
export default function PrivacyPage() {
  const business = useBusinessFacts();
  const { locale } = useTranslator();
  return locale === "en" ? (
    <PrivacyPolicy business={business} />
  ) : (
    <TranslatedPrivacyPolicy business={business} />
  );
}
