import { withSlot } from "./with-slot";

/** A card container. Takes the native div props. */
export const Card = withSlot(
  "div",
  "card",
  "flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm",
);

/** The card's header area. */
export const CardHeader = withSlot("div", "card-header", "grid auto-rows-min gap-1.5 px-6");

/** The card's title; renders a div unless `asChild` markup is passed by the caller. */
export const CardTitle = withSlot("div", "card-title", "text-lg leading-tight font-semibold");

/** The card's supporting text. */
export const CardDescription = withSlot("div", "card-description", "text-sm text-muted-foreground");

/** The card's body. */
export const CardContent = withSlot("div", "card-content", "px-6");
