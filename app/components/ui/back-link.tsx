import type * as React from "react";
import { ArrowLeft } from "lucide-react";
import { cn } from "~/lib/utils";

/**
 * The link back to the page a page belongs to ("← My Garage" on a car's page, "← Bookings" on a
 * job card): a plain link with a left arrow, so it works before any script
 * (docs/decisions/0011).
 * @param href where it leads; `children` what it names
 * @param className extra classes, e.g. "min-h-11" for the back office's big targets
 * @returns the link
 */
export function BackLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <a
      href={href}
      className={cn(
        "inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline",
        className,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </a>
  );
}
