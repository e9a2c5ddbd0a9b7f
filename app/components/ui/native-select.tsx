import type * as React from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "~/lib/utils";

/**
 * The browser's own select, styled like the other fields, with a chevron (shadcn/ui
 * "native select"). Phones show their own picker; it needs no JavaScript and costs the
 * page nothing to load (docs/decisions/0004 budgets). Takes the native select props; `className` is
 * merged last onto the select; invalid through `aria-invalid`.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div data-slot="native-select-wrapper" className="relative w-full">
      <select
        data-slot="native-select"
        className={cn(
          "flex h-10 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent py-2 pr-9 pl-3 text-base shadow-xs outline-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-50"
      />
    </div>
  );
}
