import type { Route } from "./+types/contact";
import { corePageSeo, translatedPageSeo } from "~/features/marketing/page-content";
import { useTranslator } from "~/components/site/translation";
import { requestTranslator } from "~/lib/i18n.server";
import { localizedPath } from "~/catalog/languages";
import { seoMeta } from "~/features/seo/seo-meta";
import { ContactDetails } from "~/features/quote/contact-details";
import { handleQuoteAction } from "~/features/quote/quote-page.server";
import { QuoteForm } from "~/features/quote/quote-form";
import { staticPageHandle } from "~/lib/route-handle";
import { useBusinessFacts } from "~/components/site/root-data";

/** No scripts: the quote form is an HTML form the server answers (docs/decisions/0011). */
export const handle = staticPageHandle;

/** Search fields of /contact from the catalogue's core page entry, read on the server. */
export function loader({ request }: Route.LoaderArgs) {
  // /te/contact and /hi/contact (docs/decisions/0026).
  const t = requestTranslator(request);
  if (t.locale !== "en") return { seo: translatedPageSeo("/contact", t) };
  const seo = corePageSeo("/contact");
  return {
    seo: {
      ...seo,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "ContactPage",
          name: "Contact Us",
          description: seo.description,
        },
      ],
    },
  };
}

/** Title, description, canonical URL and ContactPage JSON-LD. */
export const meta: Route.MetaFunction = ({ matches, data }) =>
  data ? seoMeta(data.seo, matches) : [];

/** Stores a quote request as a lead; see `handleQuoteAction`. */
export async function action({ request }: Route.ActionArgs) {
  return handleQuoteAction(request, requestTranslator(request));
}

/**
 * /contact (docs/product.md#route-contact): the workshop's contact
 * details and the quote form. Phone, WhatsApp, address and hours are the effective
 * business facts from the root loader.
 */
export default function ContactPage({ actionData }: Route.ComponentProps) {
  const business = useBusinessFacts();
  const { t, locale } = useTranslator();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">{t("contact.heading")}</h1>
        <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">
          {t("contact.intro", { hours: business.promises.quoteContactHours })}
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-5 lg:gap-8">
        <div className="lg:col-span-3 lg:order-2">
          <QuoteForm
            phone={business.phone}
            businessName={business.name}
            result={actionData}
            action={localizedPath("/contact", locale)}
          />
        </div>
        <div className="lg:col-span-2 lg:order-1">
          <ContactDetails business={business} />
        </div>
      </div>
    </div>
  );
}
