import type * as React from "react";
import type { LucideIcon } from "lucide-react";
import { CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";

/** A block headed by an icon and a title: the icon, the title's text and the block's content. */
export interface IconTitledProps {
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
}

/**
 * A card's header whose title starts with an icon, with the description under it.
 * @param icon the decorative lucide icon (size 5)
 * @param iconClassName the icon's colour, merged after its size
 * @param title the title's text, or the heading element that holds it
 * @param children the description
 * @returns the header
 */
export function IconCardHeader({
  icon: Icon,
  iconClassName,
  title,
  children,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  title: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <Icon className={cn("size-5", iconClassName)} aria-hidden />
        {title}
      </CardTitle>
      <CardDescription>{children}</CardDescription>
    </CardHeader>
  );
}
