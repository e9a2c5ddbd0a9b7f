import { Toaster as Sonner } from "sonner";

/** The toast host: 4 s per toast, at most 3 visible (docs/product.md#messages). */
export function Toaster() {
  return <Sonner position="top-center" duration={4000} visibleToasts={3} richColors closeButton />;
}
