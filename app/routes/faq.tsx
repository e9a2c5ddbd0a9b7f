import { Link } from "react-router";
import type { Route } from "./+types/faq";
import { siteFaqGroups } from "~/features/faq/site-faqs";
import { ContactPrompt } from "~/features/marketing/contact-prompt";
import { corePageSeo, translatedPageSeo } from "~/features/marketing/page-content";
import { PageHero } from "~/features/marketing/page-hero";
import { faqPageJsonLd } from "~/features/seo/content-json-ld";
import { seoMeta } from "~/features/seo/seo-meta";
import { staticPageHandle } from "~/lib/route-handle";
import { getBusinessFacts } from "~/lib/env.server";
import { ContentsNav } from "~/components/site/contents-nav";
import { useTranslator } from "~/components/site/translation";
import { requestTranslator } from "~/lib/i18n.server";

/**
 * Search fields of /faq and its questions, answered from the effective business facts, in the
 * URL's language (/te/faq, /hi/faq: docs/decisions/0026).
 */
export function loader({ request }: Route.LoaderArgs) {
  const t = requestTranslator(request);
  const { title, description, path, keywords } =
    t.locale === "en" ? corePageSeo("/faq") : translatedPageSeo("/faq", t);
  return {
    seo: { title, description, path, keywords },
    groups: siteFaqGroups(getBusinessFacts(), t),
  };
}

/**
 * Title, description, canonical URL and FAQPage JSON-LD with exactly the questions shown, in the
 * page's language (its `inLanguage` from the path, `seoMeta`).
 */
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
  const { t } = useTranslator();
  return (
    <>
      <PageHero eyebrow={t("faq.eyebrow")} title={t("faq.title")} lead={t("faq.lead")} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <ContentsNav
          label={t("faq.topics")}
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
      <ContactPrompt id="contact-faq" title={t("faq.promptTitle")} text={t("faq.promptText")} />
    </>
  );
}
