import { Link } from "react-router";
import type { Route } from "./+types/privacy";
import { defaultBusinessFacts } from "~/catalog/business";
import { corePageSeo } from "~/features/marketing/page-content";
import { seoMeta } from "~/features/seo/seo-meta";
import { useRootData } from "~/root";
import { staticPageHandle } from "~/lib/route-handle";

/** Search fields of /privacy. */
export function loader() {
  return { seo: corePageSeo("/privacy") };
}

/** Title, description and canonical URL of /privacy. */
export const meta: Route.MetaFunction = ({ matches, data }) => (data ? seoMeta(data.seo, matches) : []);

/** A static page: complete as HTML, ships no JavaScript (docs/decisions/0004). */
export const handle = staticPageHandle;

/** /privacy (spec section 2: a linked page; its full content comes later). */
export default function PrivacyPage() {
  const business = useRootData()?.business ?? defaultBusinessFacts;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">Privacy Policy</h1>
      <div className="mt-6 space-y-4 leading-relaxed">
        <p>
          When you book a service, request a quote or create an account, we collect your name, email address, phone number,
          car details, pickup address and preferred date and time. We use them only to arrange and carry out your service,
          to contact you about it, and to keep your service history. We do not sell your data.
        </p>
        <p>
          To see, correct or delete the data we hold about you, write to our grievance officer at{" "}
          <a href={`mailto:${business.grievanceOfficer.email}`} className="font-semibold text-primary underline underline-offset-4 break-all">
            {business.grievanceOfficer.email}
          </a>{" "}
          or to{" "}
          <a href={`mailto:${business.email}`} className="font-semibold text-primary underline underline-offset-4 break-all">
            {business.email}
          </a>
          . A full policy will be published here soon.
        </p>
        <p>
          <Link to="/contact" className="text-primary underline underline-offset-4">
            Contact us
          </Link>{" "}
          with any question about your data.
        </p>
      </div>
    </article>
  );
}
