import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * Makes a styled primitive in the shadcn/ui manner: the given element or Radix part
 * rendered with a `data-slot` attribute and base classes, the caller's `className` merged
 * last with `cn()` so it wins. For the wrappers that add nothing else (card parts, labels,
 * tab parts, dialog text blocks).
 * @param Component an element name such as "div" or "textarea", or a Radix part
 * @param slot the `data-slot` value, e.g. "card-header"
 * @param classes the base classes; several strings are joined
 * @returns a component that takes the same props as `Component`
 */
export function withSlot<T extends React.ElementType>(
  Component: T,
  slot: string,
  ...classes: string[]
) {
  const Element: React.ElementType = Component;
  function Slotted({ className, ...props }: React.ComponentProps<T> & { className?: string }) {
    return <Element data-slot={slot} className={cn(...classes, className)} {...props} />;
  }
  Slotted.displayName = slot;
  return Slotted;
}
