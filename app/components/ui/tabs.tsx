import * as TabsPrimitive from "@radix-ui/react-tabs";
import { withSlot } from "./with-slot";

/** Tabs root (Radix Tabs). */
export const Tabs = withSlot(TabsPrimitive.Root, "tabs", "flex flex-col gap-4");

/** The row of tab triggers. */
export const TabsList = withSlot(
  TabsPrimitive.List,
  "tabs-list",
  "inline-flex h-11 w-full items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground",
);

/** One tab trigger. */
export const TabsTrigger = withSlot(
  TabsPrimitive.Trigger,
  "tabs-trigger",
  "inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors",
  "focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
  "data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
);

/** One tab's panel. */
export const TabsContent = withSlot(TabsPrimitive.Content, "tabs-content", "flex-1 outline-none");
