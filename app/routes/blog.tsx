import type { Route } from "./+types/blog";
import { LinkList } from "~/features/marketing/link-list";
import { blogPageContent } from "~/features/marketing/page-content";
import { seoMeta } from "~/features/seo/seo-meta";
import { staticPageHandle } from "~/lib/route-handle";

/** Search fields of /blog and the service pages it links to. */
export function loader() {
  return blogPageContent();
}

/** Title, description and canonical URL of /blog. */
export const meta: Route.MetaFunction = ({ matches, data }) => (data ? seoMeta(data.seo, matches) : []);

/** A static page: complete as HTML, ships no JavaScript (docs/decisions/0004). */
export const handle = staticPageHandle;

/** /blog (spec section 2: a linked page; articles come later). */
export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">Car Care Blog</h1>
      <p className="mt-6 leading-relaxed">
        Articles are coming soon: practical advice on service intervals, AC and battery care in the Hyderabad summer,
        monsoon checks and looking after a luxury car. Meanwhile, our service pages explain what each service includes and
        what it costs.
      </p>
      <section aria-labelledby="blog-services-heading" className="mt-10">
        <h2 id="blog-services-heading" className="mb-3 text-xl font-semibold">
          Our services
        </h2>
        <LinkList links={loaderData.serviceLinks} />
      </section>
    </article>
  );
}
