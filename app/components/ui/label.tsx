import * as LabelPrimitive from "@radix-ui/react-label";
import type * as React from "react";
import { cn } from "~/lib/utils";

/** A form label (Radix Label). Takes the Radix Label props. */
export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm font-medium leading-none select-none",
        className,
      )}
      {...props}
    />
  );
}
