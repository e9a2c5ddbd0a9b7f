import type { Route } from "./+types/emergency";
import { formatPhone, telHref } from "~/catalog/business";
import { useBusinessFacts } from "~/components/site/root-data";
import { EmergencyForm } from "~/features/emergency/emergency-form";
import { handleEmergencyAction } from "~/features/emergency/emergency-page.server";
import { corePageSeo, translatedPageSeo } from "~/features/marketing/page-content";
import { useTranslator } from "~/components/site/translation";
import { requestTranslator } from "~/lib/i18n.server";
import { seoMeta } from "~/features/seo/seo-meta";
import { staticPageHandle } from "~/lib/route-handle";

/** No framework scripts: the form is an HTML form the server answers (docs/decisions/0011). */
export const handle = staticPageHandle;

/**
 * Search fields of /emergency from the catalogue's core page entry (/te/emergency and
 * /hi/emergency: the language's, docs/decisions/0026), and this response's CSP nonce for the
 * location button's small script.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const nonce = (context as { cspNonce?: string } | undefined)?.cspNonce;
  const t = requestTranslator(request);
  if (t.locale !== "en") return { seo: translatedPageSeo("/emergency", t), nonce };
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
    nonce,
  };
}

/** Title, description, canonical URL and JSON-LD. */
export const meta: Route.MetaFunction = ({ matches, data }) =>
  data ? seoMeta(data.seo, matches) : [];

/** Records the request and moves to its status page; see `handleEmergencyAction`. */
export async function action({ request }: Route.ActionArgs) {
  return handleEmergencyAction(request, requestTranslator(request));
}

/**
 * /emergency (docs/product.md#emergency-form): the emergency line's number first, then the
 * request form for a stranded driver, without an account; in Telugu or Hindi under /te and /hi.
 */
export default function EmergencyPage({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusinessFacts();
  const { t } = useTranslator();
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:py-12">
      <div className="grid gap-3 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">{t("emergency.title")}</h1>
        <p className="text-muted-foreground">
          {t("emergency.lead", {
            hours: business.promises.emergencyResponseHours,
            km: business.serviceRadiusKm,
          })}
        </p>
        <a
          href={telHref(business.phone)}
          className="mx-auto inline-flex min-h-12 items-center justify-center rounded-md bg-red-700 px-6 font-bold text-white hover:bg-red-800"
        >
          <span className="text-center">
            {`${t("emergency.callLine")} `}
            <span className="whitespace-nowrap">{formatPhone(business.phone)}</span>
          </span>
        </a>
      </div>
      <EmergencyForm phone={business.phone} result={actionData} nonce={loaderData.nonce} />
    </div>
  );
}
