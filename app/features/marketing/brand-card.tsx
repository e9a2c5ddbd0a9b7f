import { Link } from "react-router";
import { useTranslator } from "~/components/site/translation";
import { CtaButton } from "~/components/site/cta-button";
import { TagList } from "./tag-list";

/** Props of {@link BrandCard}. */
export interface BrandCardProps {
  name: string;
  /** The brand page, /service/{brand}-service. */
  path: string;
  /** A short line: the luxury specialisation or the brand description. */
  description?: string;
  /** Models shown on the card (first 4 for luxury, first 3 for popular brands). */
  models: string[];
  /** Show a Book button (home page brand cards). Default true. */
  showBook?: boolean;
}

/**
 * A brand card: the brand name as a typographic wordmark linking to the brand page, a
 * line about it, its leading models and a Book button to /booking with nothing passed
 * (docs/product.md#route-home: brand cards that link to the brand route, each with a
 * Book button; "/services": popular brand cards show their first 3 models).
 */
export function BrandCard({ name, path, description, models, showBook = true }: BrandCardProps) {
  const { t } = useTranslator();
  return (
    <article className="flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm">
      <h3 className="text-xl font-bold tracking-tight text-primary">
        <Link to={path} className="underline-offset-4 hover:underline">
          {name}
          <span className="sr-only"> service</span>
        </Link>
      </h3>
      {description && <p className="mt-2 text-sm text-muted-foreground">{description}</p>}
      <TagList
        items={models}
        label={t("shell.brandModels", { name })}
        className="mt-3 flex flex-wrap gap-1.5"
        itemClassName="rounded-md bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground"
      />
      {showBook && (
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <CtaButton
            variant="section"
            action="book"
            label={`Book ${name}`}
            showUrgencyBadge={false}
            className="flex-1"
          />
        </div>
      )}
    </article>
  );
}
