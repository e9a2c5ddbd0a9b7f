import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type * as React from "react";
import { DayPicker, getDefaultClassNames } from "react-day-picker";
import { cn } from "~/lib/utils";

/** A month calendar (react-day-picker v9) styled like the other primitives. Takes DayPicker props. */
export function Calendar({ className, classNames, showOutsideDays = true, ...props }: React.ComponentProps<typeof DayPicker>) {
  const d = getDefaultClassNames();
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn("p-3", className)}
      classNames={{
        root: cn("w-fit", d.root),
        months: cn("relative flex flex-col gap-4", d.months),
        month: cn("flex w-full flex-col gap-4", d.month),
        nav: cn("absolute inset-x-0 top-0 flex w-full items-center justify-between", d.nav),
        button_previous: "inline-flex size-8 items-center justify-center rounded-md hover:bg-accent disabled:opacity-40",
        button_next: "inline-flex size-8 items-center justify-center rounded-md hover:bg-accent disabled:opacity-40",
        month_caption: cn("flex h-8 items-center justify-center text-sm font-medium", d.month_caption),
        weekdays: cn("flex", d.weekdays),
        weekday: cn("w-9 text-[0.8rem] font-normal text-muted-foreground", d.weekday),
        week: cn("mt-1 flex w-full", d.week),
        day: cn("size-9 p-0 text-center text-sm", d.day),
        day_button: "inline-flex size-9 items-center justify-center rounded-md hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none",
        selected: "[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary",
        today: "[&>button]:font-bold [&>button]:underline",
        outside: "text-muted-foreground opacity-50",
        disabled: "text-muted-foreground opacity-40 [&>button]:cursor-not-allowed [&>button]:hover:bg-transparent",
        hidden: "invisible",
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === "left" ? <ChevronLeftIcon className="size-4" aria-hidden /> : <ChevronRightIcon className="size-4" aria-hidden />,
      }}
      {...props}
    />
  );
}
