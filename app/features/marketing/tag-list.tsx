import type { LucideIcon } from "lucide-react";

/**
 * A list of short texts, one item each: the chips, models, variants and highlights of the
 * marketing pages (docs/product.md#route-service-pages).
 * @param items the texts, each its own key (they are distinct)
 * @param className the list's classes; `itemClassName` each item's
 * @param label the list's accessible name, if it needs one
 */
export function TagList({
  items,
  className,
  itemClassName,
  label,
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * A list of short texts, each after the same icon: what a service includes, a model's common
 * issues (docs/product.md#route-service-pages), the landmarks a locality page covers.
 * @param items the texts, each its own key
 * @param icon the icon before each; `iconClassName` its classes (it is decorative)
 * @param className the list's classes; `itemClassName` each item's; `textClassName` each text's
 */
export function IconList({
  items,
  icon: Icon,
  iconClassName,
  className,
  itemClassName,
  textClassName,
}: {
  items: readonly string[];
  icon: LucideIcon;
  iconClassName: string;
  className: string;
  itemClassName: string;
  textClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon className={iconClassName} aria-hidden />
          <span className={textClassName}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
