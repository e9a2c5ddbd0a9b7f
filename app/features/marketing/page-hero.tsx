import type * as React from "react";
import { TagList } from "./tag-list";
import { useTranslator } from "~/components/site/translation";

/** Props of {@link PageHero}. */
export interface PageHeroProps {
  /** A short line above the heading (e.g. "Luxury brand specialists"). */
  eyebrow?: string;
  /** A smaller line under the eyebrow (e.g. a promotion's terms and end date). */
  eyebrowNote?: string;
  /** The page's one h1. */
  title: string;
  /** The paragraph under the heading. */
  lead: React.ReactNode;
  /** Small facts shown as chips under the lead (e.g. "Free pickup"). */
  chips?: string[];
  /** The hero's buttons. */
  children?: React.ReactNode;
}

/**
 * The navy hero at the top of every marketing page: eyebrow, h1, lead, chips and buttons
 * (docs/product.md#routes: home hero, brand page hero, locality "location" block). Typographic
 * only: no images. Gold is used on navy only (never gold text on white).
 */
export function PageHero({ eyebrow, eyebrowNote, title, lead, chips, children }: PageHeroProps) {
  const { t } = useTranslator();
  return (
    <div className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-20">
        {eyebrow && (
          <p className="mb-3 text-sm font-semibold tracking-wider text-gold uppercase">{eyebrow}</p>
        )}
        {eyebrowNote && (
          <p className="-mt-2 mb-4 max-w-3xl text-sm text-primary-foreground/85">{eyebrowNote}</p>
        )}
        <h1 className="max-w-4xl text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-3xl text-base leading-relaxed text-primary-foreground/85 sm:text-lg">
          {lead}
        </p>
        {chips && chips.length > 0 && (
          <TagList
            items={chips}
            label={t("shell.highlights")}
            className="mt-6 flex flex-wrap gap-2"
            itemClassName="rounded-full border border-gold/60 px-3 py-1 text-sm text-primary-foreground"
          />
        )}
        {children && (
          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap">{children}</div>
        )}
      </div>
    </div>
  );
}
