import type * as React from "react";
import { proseClasses } from "~/features/blog/prose";
import { formatPostDate } from "~/features/blog/post-date";
import { ContentsNav } from "~/components/site/contents-nav";
import { useTranslator } from "~/components/site/translation";

/** One numbered section of a legal page. */
export interface LegalSection {
  /** Unique on the page; the section's anchor. */
  id: string;
  title: string;
  content: React.ReactNode;
}

/** Props of {@link LegalDocument}. */
export interface LegalDocumentProps {
  /** The page's one h1. */
  title: string;
  /** Last change, "yyyy-MM-dd". */
  updated: string;
  /** The opening paragraph(s). */
  intro: React.ReactNode;
  sections: LegalSection[];
}

/**
 * A long policy page (privacy policy, terms of service): h1, last-updated date, a short
 * introduction, a list of contents linking to each section, and the numbered sections as
 * readable prose (docs/product.md#route-legal). Its own words and the date in the page's
 * language (docs/decisions/0026).
 */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  const { t, locale } = useTranslator();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        {`${t("legal.lastUpdated")} `}
        <time dateTime={updated}>{formatPostDate(updated, locale)}</time>
      </p>
      <div className={`mt-6 ${proseClasses}`}>{intro}</div>
      <ContentsNav
        label={t("legal.contents")}
        entries={sections}
        ordered
        className="mt-8"
        listClassName="mt-3 list-decimal space-y-1.5 pl-5 text-sm marker:text-muted-foreground sm:columns-2 sm:gap-8"
        itemClassName="break-inside-avoid"
      />
      <div className={`mt-4 ${proseClasses}`}>
        {sections.map((s, i) => (
          <section
            key={s.id}
            id={s.id}
            aria-labelledby={`${s.id}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${s.id}-heading`}>
              {i + 1}. {s.title}
            </h2>
            {s.content}
          </section>
        ))}
      </div>
    </article>
  );
}
