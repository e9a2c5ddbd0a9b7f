import * as LabelPrimitive from "@radix-ui/react-label";
import { withSlot } from "./with-slot";

/** A form label (Radix Label). Takes the Radix Label props. */
export const Label = withSlot(
  LabelPrimitive.Root,
  "label",
  "flex items-center gap-2 text-sm font-medium leading-none select-none",
);
