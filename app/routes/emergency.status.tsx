import type { Route } from "./+types/emergency.status";
import { useBusinessFacts, useRootData } from "~/components/site/root-data";
import { EmergencyStatus } from "~/features/emergency/emergency-status";
import { loadEmergencyStatus } from "~/features/emergency/emergency-page.server";
import { seoMeta } from "~/features/seo/seo-meta";
import { keepLoaderCacheControl, privateData, staticPageHandle } from "~/lib/route-handle";

/** How often the status page reloads itself, in seconds: the ETA arrives without a script. */
const REFRESH_SECONDS = 30;

/** Kept out of search results; the token is in the path, so the canonical path names none. */
export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(
    {
      title: "Your Emergency Request",
      description: "Where your roadside emergency request stands.",
      path: "/emergency",
      noindex: true,
    },
    matches,
  ),
  { httpEquiv: "refresh", content: String(REFRESH_SECONDS) },
];

/** No framework scripts (docs/decisions/0011). */
export const handle = staticPageHandle;

/** The request the link names; 404 for any other token. See `loadEmergencyStatus`. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return privateData(await loadEmergencyStatus(params.token, request));
}

/** Keeps the loader's Cache-Control ("no-store"). */
export const headers = keepLoaderCacheControl;

/** /emergency/status/{token} (docs/product.md#emergency-status). */
export default function EmergencyStatusPage({ loaderData }: Route.ComponentProps) {
  const business = useBusinessFacts();
  const siteUrl = useRootData()?.siteUrl ?? "";
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Your emergency request</h1>
      <EmergencyStatus
        data={loaderData}
        phone={business.phone}
        radiusKm={business.serviceRadiusKm}
        siteUrl={siteUrl}
      />
    </div>
  );
}
