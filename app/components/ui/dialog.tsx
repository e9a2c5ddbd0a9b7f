import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/utils";
import { withSlot } from "./with-slot";

/** Dialog root (Radix Dialog): focus trapped inside, Escape and the close button close it. */
export const Dialog = DialogPrimitive.Root;
/** The element that opens the dialog. */
export const DialogTrigger = DialogPrimitive.Trigger;

/** The dialog's panel over a dimmed page, centred; full width on phones. */
export function DialogContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-black/50"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-background p-6 shadow-lg",
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 rounded-sm opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label="Close"
        >
          <X className="size-4" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The dialog's title and description block. */
export const DialogHeader = withSlot("div", "dialog-header", "grid gap-1.5 pr-6");

/** The dialog's buttons, stacked on phones. */
export const DialogFooter = withSlot(
  "div",
  "dialog-footer",
  "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
);

/** The dialog's title (its accessible name). */
export const DialogTitle = withSlot(DialogPrimitive.Title, "dialog-title", "text-lg font-semibold");

/** The dialog's description (its accessible description). */
export const DialogDescription = withSlot(
  DialogPrimitive.Description,
  "dialog-description",
  "text-sm text-muted-foreground",
);
