import { data } from "react-router";
import type { Route } from "./+types/service";
import { BrandPageTemplate } from "~/features/marketing/brand-page-template";
import { LocalityPageTemplate } from "~/features/marketing/locality-page-template";
import { ModelPageTemplate } from "~/features/marketing/model-page-template";
import { resolveServicePage } from "~/features/marketing/resolve-service-page";
import { ServicePageTemplate } from "~/features/marketing/service-page-template";
import { postsNaming } from "~/features/blog/posts.server";
import { serviceJsonLd } from "~/features/seo/json-ld";
import { seoContextFrom, seoMeta } from "~/features/seo/seo-meta";
import { staticPageHandle } from "~/lib/route-handle";
import { pageReviewCards } from "~/features/reviews/site-reviews.server";
import { translatedServicePage } from "~/features/marketing/translated-service-page";
import { translatedModelPage } from "~/features/marketing/translated-model-page";
import { translatedLocalityPage } from "~/features/marketing/translated-locality-page";
import { translatedBrandPage } from "~/features/marketing/translated-brand-page";
import { requestTranslator } from "~/lib/i18n.server";
import { getBusinessFacts } from "~/lib/env.server";
import { translatedPaths } from "~/catalog/languages";
import { servicePath } from "~/catalog/service-slugs";

/**
 * Resolves the slug to its page and returns only that page's content (the catalogue
 * stays on the server), plus the blog posts that name the page
 * (docs/product.md#route-service-pages: related pages link back to the posts). An unknown slug
 * answers 404; the root error boundary shows it. Under /te and /hi (docs/decisions/0026) only
 * the translated pages exist (service and brand pages), in their language, without the English
 * blog's links and the customers' own (English) reviews.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const t = requestTranslator(request);
  if (t.locale !== "en") {
    const facts = { warrantyMonths: getBusinessFacts().promises.warrantyMonths };
    const translated = translatedPaths.includes(servicePath(params.slug))
      ? (translatedServicePage(params.slug, t, facts) ??
        // The brand, model and locality pages (docs/decisions/0026).
        translatedBrandPage(params.slug, t) ??
        translatedModelPage(params.slug, t) ??
        translatedLocalityPage(params.slug, t, facts))
      : undefined;
    if (!translated) throw data(null, { status: 404 });
    return { page: translated, blogPosts: [], reviews: [] };
  }
  const page = resolveServicePage(params.slug);
  if (!page) throw data(null, { status: 404 });
  // docs/product.md#reviews-shown: brand and locality pages show their published reviews.
  const shows = page.template !== "model" && page.template !== "service";
  const reviews = shows ? await pageReviewCards(params.slug) : [];
  return { page, blogPosts: postsNaming(params.slug), reviews };
}

/** Title, description, canonical URL and a Service JSON-LD block from the page's own fields. */
export const meta: Route.MetaFunction = ({ matches, data }) => {
  if (!data) return [{ title: "Page Not Found" }];
  const { seo } = data.page;
  const ctx = seoContextFrom(matches);
  const jsonLd = ctx ? [serviceJsonLd(seo.service, ctx.business, ctx.siteUrl, seo.areaServed)] : [];
  return seoMeta(
    {
      title: seo.title,
      description: seo.description,
      path: seo.path,
      keywords: seo.keywords,
      jsonLd,
    },
    matches,
  );
};

/** A static page: complete as HTML, ships no JavaScript (docs/decisions/0004). */
export const handle = staticPageHandle;

/**
 * /service/{slug} (docs/product.md#route-service-pages): one route, the template chosen by what the
 * slug is — brand or generic brand page, model page, service page or locality page.
 */
export default function ServiceSlugPage({ loaderData }: Route.ComponentProps) {
  const { page, blogPosts, reviews } = loaderData;
  switch (page.template) {
    case "brand":
    case "generic":
      return <BrandPageTemplate page={page} blogPosts={blogPosts} reviews={reviews} />;
    case "model":
      return <ModelPageTemplate page={page} blogPosts={blogPosts} />;
    case "service":
      return <ServicePageTemplate page={page} blogPosts={blogPosts} />;
    case "locality":
      return <LocalityPageTemplate page={page} blogPosts={blogPosts} reviews={reviews} />;
  }
}
