/**
 * The back office's notice in place of a list: a failure to load it, or an empty state
 * (docs/product.md#messages-admin texts).
 */
import { TriangleAlert } from "lucide-react";
import type * as React from "react";

/** The spec's text when a back-office list or tab could not be read. */
export const LOAD_FAILED_TEXT = "Failed to load admin data.";

/**
 * A failure or empty-state message in place of a list (docs/product.md#messages-admin texts).
 * @param kind "error" draws a red alert (role alert); "empty" a quiet note
 * @param children the message
 * @returns the paragraph
 */
export function Notice({ kind, children }: { kind: "error" | "empty"; children: React.ReactNode }) {
  return kind === "error" ? (
    <p
      role="alert"
      className="flex items-center gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm font-medium text-destructive"
    >
      <TriangleAlert className="size-4 shrink-0" aria-hidden />
      {children}
    </p>
  ) : (
    <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
