import { Link } from "react-router";
import type { Route } from "./+types/terms";
import { defaultBusinessFacts } from "~/catalog/business";
import { corePageSeo } from "~/features/marketing/page-content";
import { seoMeta } from "~/features/seo/seo-meta";
import { useRootData } from "~/root";
import { staticPageHandle } from "~/lib/route-handle";

/** Search fields of /terms. */
export function loader() {
  return { seo: corePageSeo("/terms") };
}

/** Title, description and canonical URL of /terms. */
export const meta: Route.MetaFunction = ({ matches, data }) => (data ? seoMeta(data.seo, matches) : []);

/** A static page: complete as HTML, ships no JavaScript (docs/decisions/0004). */
export const handle = staticPageHandle;

/** /terms (spec section 2: a linked page; its full content comes later). */
export default function TermsPage() {
  const business = useRootData()?.business ?? defaultBusinessFacts;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">Terms of Service</h1>
      <div className="mt-6 space-y-4 leading-relaxed">
        <p>
          A booking made online reserves a pickup or workshop slot; we confirm it by phone or message. After inspection we
          give you a written estimate, and no work starts until you approve it. Prices on this site are starting prices.
        </p>
        <p>
          You may cancel or reschedule a booking free of charge before your car is collected; once work has started, parts
          fitted and labour done are payable. Every job carries our {business.promises.warrantyMonths}-month service warranty
          on workmanship.
        </p>
        <p>
          The full terms will be published here soon. Questions?{" "}
          <Link to="/contact" className="text-primary underline underline-offset-4">
            Contact us
          </Link>
          .
        </p>
      </div>
    </article>
  );
}
