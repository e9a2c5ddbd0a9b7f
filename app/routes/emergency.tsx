import type { Route } from "./+types/emergency";
import { formatPhone, telHref } from "~/catalog/business";
import { useBusinessFacts } from "~/components/site/root-data";
import { EmergencyForm } from "~/features/emergency/emergency-form";
import { handleEmergencyAction } from "~/features/emergency/emergency-page.server";
import { corePageSeo } from "~/features/marketing/page-content";
import { seoMeta } from "~/features/seo/seo-meta";
import { staticPageHandle } from "~/lib/route-handle";

/** No framework scripts: the form is an HTML form the server answers (docs/decisions/0011). */
export const handle = staticPageHandle;

/**
 * Search fields of /emergency from the catalogue's core page entry, and this response's CSP nonce
 * for the location button's small script.
 */
export function loader({ context }: Route.LoaderArgs) {
  const seo = corePageSeo("/emergency");
  return {
    seo: {
      ...seo,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "WebPage",
          name: "24/7 Roadside Emergency Help",
          description: seo.description,
        },
      ],
    },
    nonce: (context as { cspNonce?: string } | undefined)?.cspNonce,
  };
}

/** Title, description, canonical URL and JSON-LD. */
export const meta: Route.MetaFunction = ({ matches, data }) =>
  data ? seoMeta(data.seo, matches) : [];

/** Records the request and moves to its status page; see `handleEmergencyAction`. */
export async function action({ request }: Route.ActionArgs) {
  return handleEmergencyAction(request);
}

/**
 * /emergency (docs/product.md#emergency-form): the emergency line's number first, then the
 * request form for a stranded driver, without an account.
 */
export default function EmergencyPage({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusinessFacts();
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:py-12">
      <div className="grid gap-3 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Roadside Emergency Help, 24/7</h1>
        <p className="text-muted-foreground">
          Broken down, a flat tyre or an accident? Call us, or send where you are and the on-call
          team calls you back. We aim to reach you within {business.promises.emergencyResponseHours}{" "}
          hours anywhere within {business.serviceRadiusKm} km of our Madhapur workshop.
        </p>
        <a
          href={telHref(business.phone)}
          className="mx-auto inline-flex min-h-12 items-center justify-center rounded-md bg-red-700 px-6 font-bold text-white hover:bg-red-800"
        >
          Call the emergency line: {formatPhone(business.phone)}
        </a>
      </div>
      <EmergencyForm phone={business.phone} result={actionData} nonce={loaderData.nonce} />
    </div>
  );
}
