import type { ReactNode } from "react";
import { marketingGrid } from "./marketing-grid";

/**
 * Cards in a grid, one list item each: brand, service and testimonial cards of the marketing
 * pages (docs/product.md#route-home, #route-services).
 * @param items what the cards show; `itemKey` each one's key (its path, say)
 * @param className the grid's classes (default {@link marketingGrid})
 * @param children draws one item's card
 */
export function CardGrid<Items extends readonly unknown[]>({
  items,
  itemKey,
  className = marketingGrid,
  children,
}: {
  items: Items;
  itemKey: (item: Items[number], index: number) => string;
  className?: string;
  children: (item: Items[number]) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <li key={itemKey(item, i)}>{children(item)}</li>
      ))}
    </ul>
  );
}
