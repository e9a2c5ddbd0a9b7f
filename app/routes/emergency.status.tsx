import type { Route } from "./+types/emergency.status";
import { useBusinessFacts, useRootData } from "~/components/site/root-data";
import { EmergencyStatus } from "~/features/emergency/emergency-status";
import { loadEmergencyStatus } from "~/features/emergency/emergency-page.server";
import { requestTranslator } from "~/lib/i18n.server";
import { seoMeta } from "~/features/seo/seo-meta";
import { localeOfPath, localizedPath } from "~/catalog/languages";
import { useTranslator } from "~/components/site/translation";
import { keepLoaderCacheControl, privateData, staticPageHandle } from "~/lib/route-handle";

/** How often the status page reloads itself, in seconds: the ETA arrives without a script. */
const REFRESH_SECONDS = 30;

/**
 * Kept out of search results; the token is in the path, so the canonical path names none. Its
 * title and description in the page's language (the loader's, docs/decisions/0026).
 */
export const meta: Route.MetaFunction = ({ matches, data }) => [
  ...seoMeta(
    {
      title: data?.title ?? "Your Emergency Request",
      description: data?.description ?? "Where your roadside emergency request stands.",
      path: localizedPath("/emergency", localeOfPath(data?.path ?? "/")),
      noindex: true,
    },
    matches,
  ),
  { httpEquiv: "refresh", content: String(REFRESH_SECONDS) },
];

/** No framework scripts (docs/decisions/0011). */
export const handle = staticPageHandle;

/**
 * The request the link names, and the page's title and description in its URL's language
 * (/te/emergency/status/{token}, /hi/…); 404 for any other token. See `loadEmergencyStatus`.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { t } = requestTranslator(request);
  return privateData({
    ...(await loadEmergencyStatus(params.token, request)),
    title: t("emergency.status.title"),
    description: t("emergency.status.description"),
  });
}

/** Keeps the loader's Cache-Control ("no-store"). */
export const headers = keepLoaderCacheControl;

/** /emergency/status/{token} (docs/product.md#emergency-status). */
export default function EmergencyStatusPage({ loaderData }: Route.ComponentProps) {
  const business = useBusinessFacts();
  const siteUrl = useRootData()?.siteUrl ?? "";
  const { t } = useTranslator();
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("emergency.status.heading")}</h1>
      <EmergencyStatus
        data={loaderData}
        phone={business.phone}
        radiusKm={business.serviceRadiusKm}
        siteUrl={siteUrl}
      />
    </div>
  );
}
