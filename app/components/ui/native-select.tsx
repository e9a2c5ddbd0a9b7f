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

/**
 * A select's options drawn from a list, after an optional empty prompt (`value=""`), so every
 * select in the app lists its choices the same way. Goes inside {@link NativeSelect} or a
 * plain `select`; the select's `defaultValue` still picks the chosen one.
 * @param options the choices, in the order shown
 * @param toValue the submitted value of a choice (default: the choice itself as text)
 * @param toLabel what the choice reads as (default: the choice itself)
 * @param prompt the text of a first, empty choice ("Select fuel"); none when absent
 * @returns the option elements
 */
export function SelectOptions<T>({
  options,
  toValue = (option) => String(option),
  toLabel = (option) => String(option),
  prompt,
}: {
  options: readonly T[];
  toValue?: (option: T) => string;
  toLabel?: (option: T) => React.ReactNode;
  prompt?: string;
}) {
  return (
    <>
      {prompt !== undefined && <option value="">{prompt}</option>}
      {options.map((option) => (
        <option key={toValue(option)} value={toValue(option)}>
          {toLabel(option)}
        </option>
      ))}
    </>
  );
}
