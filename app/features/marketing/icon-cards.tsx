import { cn } from "~/lib/utils";
import { CatalogueIcon } from "./catalogue-icon";

/**
 * Cards of a reason to choose the workshop, each with its catalogue icon on a navy square, a
 * heading and a line (the home page's "Why Choose Us", the about page's six reasons;
 * docs/product.md#catalogue).
 * @param items the cards: `title` (also the key), `text`, `icon` (a catalogue icon name)
 * @param className the list's grid columns, e.g. "md:grid-cols-3"
 * @param large the home page's larger icon square (48 px instead of 44 px)
 * @returns the list
 */
export function IconCards({
  items,
  className,
  large = false,
}: {
  items: readonly { title: string; text: string; icon: string }[];
  className: string;
  large?: boolean;
}) {
  return (
    <ul className={cn("grid gap-5", className)}>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border bg-card p-6 shadow-sm">
          <span
            className={cn(
              "flex items-center justify-center rounded-lg bg-primary text-gold",
              large ? "size-12" : "size-11",
            )}
          >
            <CatalogueIcon name={item.icon} className={large ? "size-6" : "size-5"} />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
