import { ExternalLink } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/back-office/notice";
import { PagePathLink } from "~/components/back-office/page-path-link";
import { SectionHeader } from "~/components/back-office/section-header";
import { StatCard } from "~/components/back-office/stat-card";
import {
  HIGH_PRIORITY,
  sitemapSections,
  type SitemapSummary,
} from "~/features/seo/sitemap-summary";

/**
 * The Sitemap tab (docs/product.md#route-feeds), counted from the same pages as
 * /sitemap.xml: total URLs, high-priority URLs (priority 0.8 or more), counts by section
 * and change frequency, and every URL by section with its priority, change frequency and
 * last change.
 * @param sitemap the summary, or null when the sitemap could not be generated
 */
export function SitemapTab({ sitemap }: { sitemap: SitemapSummary | null }) {
  if (!sitemap)
    return (
      <Notice kind="error">
        The sitemap could not be generated. Please try again in a moment.
      </Notice>
    );
  return (
    <div className="grid gap-6">
      <SectionHeader
        title="Sitemap"
        description="The URLs search engines are given, from the same source as /sitemap.xml."
      >
        <Button asChild variant="outline" size="sm">
          <a href="/sitemap.xml" target="_blank" rel="noopener">
            <ExternalLink aria-hidden />
            Open sitemap.xml
          </a>
        </Button>
      </SectionHeader>
      <div className="grid grid-cols-2 gap-3">
        <StatCard label="Total URLs" value={sitemap.total} />
        <StatCard
          label="High-priority URLs"
          value={sitemap.highPriority}
          hint={`Priority ${HIGH_PRIORITY.toFixed(1)} or more`}
        />
      </div>
      <section className="grid gap-3" aria-labelledby="sections-heading">
        <h3 id="sections-heading" className="font-semibold">
          URLs by section
        </h3>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {sitemapSections.map((s) => (
            <li key={s.id}>
              <StatCard label={s.label} value={sitemap.bySection[s.id]} />
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Change frequency:{" "}
          {Object.entries(sitemap.byChangefreq)
            .map(([freq, n]) => `${freq} ${n}`)
            .join(" · ")}
        </p>
      </section>
      <section className="grid gap-3" aria-labelledby="urls-heading">
        <h3 id="urls-heading" className="font-semibold">
          Every URL
        </h3>
        {sitemapSections.map((s) => {
          const entries = sitemap.entries.filter((e) => e.section === s.id);
          if (entries.length === 0) return null;
          return (
            <details key={s.id} className="group rounded-xl border bg-card shadow-xs">
              <summary className="cursor-pointer list-none px-4 py-3 font-medium marker:hidden">
                <span
                  className="mr-2 inline-block transition-transform group-open:rotate-90"
                  aria-hidden
                >
                  ›
                </span>
                {s.label} ({entries.length})
              </summary>
              <ul className="grid divide-y border-t text-sm">
                {entries.map((e) => (
                  <li
                    key={e.path}
                    className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2"
                  >
                    <PagePathLink path={e.path} />
                    <span className="text-xs text-muted-foreground tabular-nums">
                      priority {e.priority.toFixed(1)} · {e.changefreq}
                      {e.lastmod ? ` · ${e.lastmod}` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          );
        })}
      </section>
    </div>
  );
}
