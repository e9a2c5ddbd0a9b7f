import { Link } from "react-router";
import type { Route } from "./+types/faq";
import { siteFaqGroups } from "~/features/faq/site-faqs";
import { ContactPrompt } from "~/features/marketing/contact-prompt";
import { corePageSeo } from "~/features/marketing/page-content";
import { PageHero } from "~/features/marketing/page-hero";
import { faqPageJsonLd } from "~/features/seo/content-json-ld";
import { seoMeta } from "~/features/seo/seo-meta";
import { staticPageHandle } from "~/lib/route-handle";
import { getBusinessFacts } from "~/lib/env.server";
import { ContentsNav } from "~/components/site/contents-nav";

/** Search fields of /faq and its questions, answered from the effective business facts. */
export function loader() {
  return { seo: corePageSeo("/faq"), groups: siteFaqGroups(getBusinessFacts()) };
}

/** Title, description, canonical URL and FAQPage JSON-LD with exactly the questions shown. */
export const meta: Route.MetaFunction = ({ matches, data }) =>
  data
    ? seoMeta({ ...data.seo, jsonLd: [faqPageJsonLd(data.groups.flatMap((g) => g.faqs))] }, matches)
    : [];

/** A static page: complete as HTML, ships no JavaScript (docs/decisions/0004). */
export const handle = staticPageHandle;

/**
 * /faq (docs/product.md#route-faq; the breadcrumb names it "FAQ"): the questions customers ask,
 * grouped by topic.
 */
export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Help centre"
        title="Frequently Asked Questions"
        lead="Straight answers to what Hyderabad car owners ask us most: pickup and booking, prices and payment, warranty, breakdowns and your data."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <ContentsNav
          label="Topics"
          entries={groups}
          listClassName="mt-3 flex flex-wrap gap-x-5 gap-y-2"
        />
        {groups.map((g) => (
          <section
            key={g.id}
            id={g.id}
            aria-labelledby={`${g.id}-heading`}
            className="mt-12 scroll-mt-24"
          >
            <h2 id={`${g.id}-heading`} className="text-2xl font-bold tracking-tight">
              {g.title}
            </h2>
            <div className="mt-5 divide-y rounded-xl border bg-card">
              {g.faqs.map((f) => (
                <div key={f.question} className="px-5 py-5">
                  <h3 className="font-semibold text-balance">{f.question}</h3>
                  <p className="mt-2 leading-relaxed text-muted-foreground">{f.answer}</p>
                  {f.link && (
                    <p className="mt-2 text-sm">
                      <Link
                        to={f.link.path}
                        className="font-semibold text-primary underline underline-offset-4"
                      >
                        {f.link.name}
                      </Link>
                    </p>
                  )}
                </div>
              ))}
            </div>
          </section>
        ))}
      </div>
      <ContactPrompt
        id="contact-faq"
        title="Still Have a Question?"
        text="Call or message us and our customer care team will answer it, or book online and we will take it from there."
      />
    </>
  );
}
