/**
 * A toast drawn by the server into the page, for pages that ship no JavaScript
 * (docs/decisions/0011): the same place, look and 4-second life as the hydrated pages'
 * toasts (docs/product.md#messages), hidden afterwards by CSS alone (`.page-toast` in
 * app.css), so it works before and without scripts.
 */
import type * as React from "react";
import { CircleCheck, CircleX } from "lucide-react";
import { cn } from "~/lib/utils";

/**
 * One toast at the top centre of the page.
 * @param title the toast's title, e.g. "Authentication Error"
 * @param description the line below it
 * @param tone "success" (green, announced politely) or "error" (red, announced at once)
 * @param delaySeconds seconds after the page loads before it shows (default 0)
 */
export function PageToast({
  title,
  description,
  tone,
  delaySeconds = 0,
}: {
  title: string;
  description?: string;
  tone: "success" | "error";
  delaySeconds?: number;
}) {
  const Icon = tone === "error" ? CircleX : CircleCheck;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-page-toast={tone}
      style={
        delaySeconds
          ? ({ "--page-toast-delay": `${delaySeconds}s` } as React.CSSProperties)
          : undefined
      }
      className={cn(
        "page-toast fixed top-4 left-1/2 z-50 flex w-[min(22rem,calc(100vw-2rem))] -translate-x-1/2 items-start gap-2 rounded-lg border p-4 text-sm shadow-lg",
        tone === "error"
          ? "border-red-200 bg-red-50 text-red-800"
          : "border-green-200 bg-green-50 text-green-800",
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{title}</p>
        {description && <p>{description}</p>}
      </div>
    </div>
  );
}
