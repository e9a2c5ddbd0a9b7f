import type * as React from "react";
import type { LucideIcon } from "lucide-react";
import { SpriteIcon, SpriteUse, symbolId } from "~/components/ui/icon-sprite";
import { FragmentElement, useFragmentRenderer } from "~/components/site/static-fragment";
import { cn } from "~/lib/utils";

/**
 * One fact of a description list shown as an icon and its value, the term's words read by
 * screen readers only (booking cards for customers and admins). Renders a `<div>` holding
 * `<dt>` and `<dd>`, so it goes inside a `<dl>`.
 * @param icon the decorative lucide icon
 * @param label the term, e.g. "Car" (visually hidden)
 * @param wide spans both columns of a two-column list from `sm`
 * @param className classes for the `<dd>`, merged last
 * @param sprite draw the icon from the page's `IconSprite` (lists of many cards)
 */
export function DetailRow({
  icon: Icon,
  label,
  wide = false,
  sprite = false,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  wide?: boolean;
  sprite?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const fragments = useFragmentRenderer();
  // A term drawn from the sprite is the same on every card: on a page without scripts it is
  // drawn once per icon and label (docs/decisions/0012).
  const termHtml =
    sprite && fragments
      ? fragments.html(termScope, { id: symbolId(Icon), label }, (term) => (
          <>
            <SpriteUse id={term.id} className={ICON_CLASS} />
            <span className="sr-only">{term.label}</span>
          </>
        ))
      : undefined;
  return (
    <div
      data-slot="detail-row"
      className={
        wide ? "flex min-w-0 items-start gap-2 sm:col-span-2" : "flex min-w-0 items-start gap-2"
      }
    >
      {/* The icon sits in the term, so the group holds only <dt> and <dd> as a list requires. */}
      {termHtml !== undefined ? (
        <FragmentElement as="dt" className={TERM_CLASS} html={termHtml} />
      ) : (
        <dt className={TERM_CLASS}>
          {sprite ? (
            <SpriteIcon icon={Icon} className={ICON_CLASS} />
          ) : (
            <Icon className={ICON_CLASS} aria-hidden />
          )}
          <span className="sr-only">{label}</span>
        </dt>
      )}
      <dd className={className ? cn("min-w-0", className) : "min-w-0"}>{children}</dd>
    </div>
  );
}

/** The term's element and icon classes. */
const TERM_CLASS = "mt-0.5 shrink-0";
const ICON_CLASS = "size-4 text-muted-foreground";

/** The scope of the terms' fragments: they depend on nothing but their props. */
const termScope = {};
