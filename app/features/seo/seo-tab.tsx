import { CheckCircle2, ExternalLink, RefreshCw, TriangleAlert, XCircle } from "lucide-react";
import { useSearchParams } from "react-router";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, TITLE_MIN } from "~/catalog/page-seo-schema";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { IconSprite, SpriteIcon } from "~/components/ui/icon-sprite";
import { Notice } from "~/components/back-office/notice";
import { PagePathLink } from "~/components/back-office/page-path-link";
import { SectionHeader } from "~/components/back-office/section-header";
import { StatCard } from "~/components/back-office/stat-card";
import { formatKolkataDateTime } from "~/lib/time";
import type { PageAudit, SeoAudit } from "~/features/seo/seo-audit";

/** The icons of the audit's rows, drawn once per page. */
const ROW_ICONS = [CheckCircle2, XCircle, TriangleAlert];

/** A figure that is green inside its range and red outside. */
function RangeFigure({
  label,
  value,
  min,
  max,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
}) {
  const ok = value >= min && value <= max;
  return (
    <span className={cn("tabular-nums", ok ? "text-green-800" : "font-semibold text-red-700")}>
      {label} {value}
      <span className="sr-only">{ok ? " (within range)" : " (out of range)"}</span>
    </span>
  );
}

/** Whether the main keyword is in one place (title, h1, description): a tick or a cross, and the word. */
function KeywordPlacement({
  where,
  found,
}: {
  where: "title" | "h1" | "description";
  found: boolean;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1",
        found ? "text-green-800" : "font-semibold text-red-700",
      )}
    >
      <SpriteIcon icon={found ? CheckCircle2 : XCircle} className="size-3.5" />
      {where === "h1" ? "h1" : where[0]!.toUpperCase() + where.slice(1)}
      <span className="sr-only">{found ? ": yes" : ": no"}</span>
    </span>
  );
}

/** A page's title, its figures, target keywords and structured data types. */
function PageFigures({ page }: { page: PageAudit }) {
  return (
    <>
      {page.title && <p className="break-words font-medium">{page.title}</p>}
      {page.status === 200 && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
          <RangeFigure label="Title" value={page.titleLength} min={TITLE_MIN} max={TITLE_MAX} />
          <RangeFigure
            label="Description"
            value={page.descriptionLength}
            min={DESCRIPTION_MIN}
            max={DESCRIPTION_MAX}
          />
          <RangeFigure label="h1" value={page.h1Count} min={1} max={1} />
          <span className={page.canonical ? "text-green-800" : "font-semibold text-red-700"}>
            {page.canonical ? "Canonical set" : "No canonical"}
          </span>
        </p>
      )}
      {page.keywords.length > 0 && (
        <div className="grid gap-1 text-xs">
          <p className="flex flex-wrap items-center gap-1.5">
            <span className="text-muted-foreground">Target keywords:</span>
            {page.keywords.map((k, i) => (
              <Badge
                key={k}
                variant="outline"
                className={i === 0 ? "border-primary/40 font-semibold" : undefined}
              >
                {k}
                {i === 0 && <span className="sr-only"> (main keyword)</span>}
              </Badge>
            ))}
          </p>
          {page.mainKeywordIn && (
            <p
              className="flex flex-wrap gap-x-4 gap-y-1"
              aria-label={`Main keyword "${page.keywords[0]}" in title, h1 and description`}
            >
              <span className="text-muted-foreground">Main keyword in:</span>
              {(["title", "h1", "description"] as const).map((where) => (
                <KeywordPlacement key={where} where={where} found={page.mainKeywordIn![where]} />
              ))}
            </p>
          )}
        </div>
      )}
      {page.jsonLdTypes.length > 0 && (
        <p className="flex flex-wrap items-center gap-1.5 text-xs">
          <span className="text-muted-foreground">JSON-LD:</span>
          {page.jsonLdTypes.map((t) => (
            <Badge key={t} variant="secondary">
              {t}
            </Badge>
          ))}
        </p>
      )}
    </>
  );
}

/** One audited page: its title, figures, structured data types and problems. */
function PageRow({ page }: { page: PageAudit }) {
  const bad = page.problems.length > 0;
  return (
    <li
      className={cn(
        "grid gap-2 rounded-xl border bg-card p-4 text-sm shadow-xs",
        bad && "border-red-300 bg-red-50/60",
      )}
      data-path={page.path}
      data-problems={page.problems.length}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span role="img" aria-label={bad ? "Has problems" : "No problems"} className="shrink-0">
          <SpriteIcon
            icon={bad ? TriangleAlert : CheckCircle2}
            className={cn("block size-4", bad ? "text-red-700" : "text-green-700")}
          />
        </span>
        <PagePathLink path={page.path} className="text-sm font-medium" />
        <Badge
          variant="outline"
          className={
            page.inSitemap ? "border-green-300 bg-green-50 text-green-900" : "text-muted-foreground"
          }
        >
          {page.inSitemap ? "In sitemap" : "Not in sitemap"}
        </Badge>
        {!page.indexable && page.status === 200 && <Badge variant="outline">noindex</Badge>}
      </div>
      {bad ? (
        <PageFigures page={page} />
      ) : (
        // A healthy page's figures are folded: the audit lists every page, and a page of
        // them stays light on a phone (docs/decisions/0020).
        <details className="group">
          <summary className="flex min-h-11 w-fit cursor-pointer items-center text-sm text-primary underline underline-offset-4">
            Title, figures and keywords
          </summary>
          <div className="grid gap-2">
            <PageFigures page={page} />
          </div>
        </details>
      )}
      {bad && (
        <ul className="grid gap-1 text-red-800" aria-label={`Problems on ${page.path}`}>
          {page.problems.map((p) => (
            <li key={p} className="flex gap-1.5">
              <span aria-hidden>•</span>
              <span className="break-words">{p}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The SEO Analytics tab (docs/product.md#route-admin): a live audit of every page in the sitemap
 * and of pages the site links to outside it, read as the public gets them: title and
 * description lengths, one h1, canonical URL, JSON-LD types, whether it is in the sitemap.
 * Pages with problems are highlighted and can be shown alone.
 * @param seo the audit, or null when it could not be run
 */
export function SeoTab({ seo }: { seo: SeoAudit | null }) {
  // `?problems=1` lists only the pages with problems: a link, no script.
  const [params] = useSearchParams();
  const onlyProblems = params.get("problems") === "1";
  if (!seo)
    return (
      <Notice kind="error">The SEO audit could not be run. Please try again in a moment.</Notice>
    );
  const { summary } = seo;
  const shown = onlyProblems ? seo.pages.filter((p) => p.problems.length > 0) : seo.pages;
  return (
    <div className="grid gap-6">
      <SectionHeader
        title="SEO Analytics"
        description={`Every public page as search engines read it · checked ${formatKolkataDateTime(seo.checkedAt)}`}
      >
        <Button asChild variant="outline" className="min-h-11">
          <a href="/admin?tab=seo&refresh=1">
            <RefreshCw aria-hidden />
            Check again
          </a>
        </Button>
      </SectionHeader>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        {[
          {
            label: "Pages audited",
            value: summary.audited,
            hint: `${summary.inSitemap} in the sitemap`,
          },
          { label: "Healthy sitemap pages", value: summary.healthy },
          {
            label: "Pages with problems",
            value: summary.withProblems,
            className: summary.withProblems > 0 ? "border-red-300" : undefined,
          },
          {
            label: "Average title",
            value: `${summary.averageTitleLength} chars`,
            hint: `Aim for ${TITLE_MIN}–${TITLE_MAX}`,
          },
          {
            label: "Average description",
            value: `${summary.averageDescriptionLength} chars`,
            hint: `Aim for ${DESCRIPTION_MIN}–${DESCRIPTION_MAX}`,
          },
        ].map((card) => (
          <StatCard key={card.label} {...card} />
        ))}
      </div>
      <Button asChild variant="outline" className="min-h-11 w-fit">
        <a href={onlyProblems ? "/admin?tab=seo" : "/admin?tab=seo&problems=1"}>
          {onlyProblems ? "Show every page" : "Show only pages with problems"}
        </a>
      </Button>
      {shown.length === 0 ? (
        <Notice kind="empty">No page has a problem.</Notice>
      ) : (
        <>
          {/* Each row's icons come from one sprite: the audit lists every page (docs/decisions/0020). */}
          <IconSprite icons={ROW_ICONS} />
          <ul className="grid gap-3" aria-label="Audited pages">
            {shown.map((p) => (
              <PageRow key={p.path} page={p} />
            ))}
          </ul>
        </>
      )}
      <p className="flex items-center gap-1 text-xs text-muted-foreground">
        <ExternalLink className="size-3" aria-hidden />
        Page links open the public page in a new tab.
      </p>
    </div>
  );
}
