import { marketingGrid } from "./marketing-grid";
import { OfferingCard, type OfferingCardProps } from "./offering-card";

/** One card of an {@link OfferingGrid}: the card's own props; the grid supplies the rest. */
type OfferingGridItem = Omit<OfferingCardProps, "priceLabel" | "bookLabel">;

/** Props of {@link OfferingGrid}. */
export interface OfferingGridProps {
  /** The cards, in display order; titles are unique on a page. */
  offerings: OfferingGridItem[];
  /** The label before every price, e.g. "Starting" or "From"; none by default. */
  priceLabel?: string;
  /** Every Book button's label, or a function of the card's title ('Book This … Service'). */
  bookLabel: string | ((title: string) => string);
  /** The list's grid classes; defaults to {@link marketingGrid}. */
  className?: string;
}

/**
 * A list of {@link OfferingCard}s in the marketing card grid, as the home, /services, brand
 * and model pages show their services (docs/product.md#routes: each card has a Book button
 * that preselects its service on /booking).
 */
export function OfferingGrid({
  offerings,
  priceLabel,
  bookLabel,
  className = marketingGrid,
}: OfferingGridProps) {
  return (
    <ul className={className}>
      {offerings.map((o) => (
        <li key={o.title}>
          <OfferingCard
            {...o}
            priceLabel={priceLabel}
            bookLabel={typeof bookLabel === "string" ? bookLabel : bookLabel(o.title)}
          />
        </li>
      ))}
    </ul>
  );
}
