import { expect, it } from "vitest";
import { trackBookingCompleted } from "./tracking";

it("pushes booking_completed with service type, brand, INR and value 1000, nothing personal", () => {
  const layer: Array<Record<string, unknown>> = [];
  trackBookingCompleted("AC Service & Repair", "BMW", layer);
  expect(layer).toEqual([
    { event: "booking_completed", service_type: "AC Service & Repair", car_brand: "BMW", currency: "INR", value: 1000 },
  ]);
});
