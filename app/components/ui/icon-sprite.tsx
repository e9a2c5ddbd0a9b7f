/**
 * Icons drawn once per page and referenced with `<use>`: a list of many cards repeats the
 * same few icons, and each inline lucide SVG costs about 400 bytes of HTML and a dozen
 * elements to render on the server (My Bookings: docs/decisions/0011).
 */
import type { LucideIcon } from "lucide-react";
import { FragmentElement, useFragmentRenderer } from "~/components/site/static-fragment";

/**
 * The id of an icon's symbol in the page's sprite.
 * @returns e.g. "icon-Car"
 */
export function symbolId(icon: LucideIcon): string {
  return `icon-${icon.displayName ?? "unknown"}`;
}

/**
 * The sprite: one hidden SVG holding a `<symbol>` per icon. Render it once, before or after
 * the `SpriteIcon`s that use it, on the same page.
 * @param icons the lucide icons the page's `SpriteIcon`s name
 */
export function IconSprite({ icons }: { icons: readonly LucideIcon[] }) {
  const fragments = useFragmentRenderer();
  // On a page without scripts the symbols are drawn once per set of icons (an icon's id is
  // its name, so the names are the key: docs/decisions/0012).
  const symbols = fragments?.html(spriteScope, { ids: icons.map(symbolId) }, () => (
    <SpriteSymbols icons={icons} />
  ));
  if (symbols !== undefined)
    return <FragmentElement as="svg" {...SPRITE_ATTRIBUTES} html={symbols} />;
  return (
    <svg {...SPRITE_ATTRIBUTES}>
      <SpriteSymbols icons={icons} />
    </svg>
  );
}

/** The sprite's own element: hidden, taking no room. */
const SPRITE_ATTRIBUTES = {
  "aria-hidden": true,
  focusable: "false",
  width: "0",
  height: "0",
  className: "absolute size-0 overflow-hidden",
} as const;

/** The scope of the sprites' fragments: they depend on nothing but their icons. */
const spriteScope = {};

/** One `<symbol>` per icon. */
function SpriteSymbols({ icons }: { icons: readonly LucideIcon[] }) {
  return icons.map((Icon) => (
    <symbol key={symbolId(Icon)} id={symbolId(Icon)} viewBox="0 0 24 24">
      <Icon />
    </symbol>
  ));
}

/**
 * A decorative icon drawn from the page's `IconSprite` (which must hold it).
 * @param icon the lucide icon; `className` sizes and colours it like the icon itself
 */
export function SpriteIcon({ icon, className }: { icon: LucideIcon; className?: string }) {
  return <SpriteUse id={symbolId(icon)} className={className} />;
}

/**
 * {@link SpriteIcon} by its symbol's id, for fragments, whose props are plain data.
 * @param id the symbol's id ({@link symbolId})
 */
export function SpriteUse({ id, className }: { id: string; className?: string }) {
  return (
    <svg aria-hidden focusable="false" className={className}>
      <use href={`#${id}`} />
    </svg>
  );
}
