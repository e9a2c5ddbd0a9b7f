/**
 * Icons drawn once per page and referenced with `<use>`: a list of many cards repeats the
 * same few icons, and each inline lucide SVG costs about 400 bytes of HTML and a dozen
 * elements to render on the server (My Bookings: docs/decisions/0011).
 */
import type { LucideIcon } from "lucide-react";

/** The id of an icon's symbol in the page's sprite ("icon-Car"). */
function symbolId(icon: LucideIcon): string {
  return `icon-${icon.displayName ?? "unknown"}`;
}

/**
 * The sprite: one hidden SVG holding a `<symbol>` per icon. Render it once, before or after
 * the `SpriteIcon`s that use it, on the same page.
 * @param icons the lucide icons the page's `SpriteIcon`s name
 */
export function IconSprite({ icons }: { icons: readonly LucideIcon[] }) {
  return (
    <svg
      aria-hidden
      focusable="false"
      width="0"
      height="0"
      className="absolute size-0 overflow-hidden"
    >
      {icons.map((Icon) => (
        <symbol key={symbolId(Icon)} id={symbolId(Icon)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/**
 * A decorative icon drawn from the page's `IconSprite` (which must hold it).
 * @param icon the lucide icon; `className` sizes and colours it like the icon itself
 */
export function SpriteIcon({ icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <svg aria-hidden focusable="false" className={className}>
      <use href={`#${symbolId(icon)}`} />
    </svg>
  );
}
