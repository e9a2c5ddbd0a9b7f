import { expect, it } from "vitest";
import { bookingCompletedEvent } from "./tracking";

it("describes booking_completed with service type, brand, INR and value 1000, nothing personal", () => {
  expect(bookingCompletedEvent("AC Service & Repair", "BMW")).toEqual({
    event: "booking_completed",
    service_type: "AC Service & Repair",
    car_brand: "BMW",
    currency: "INR",
    value: 1000,
  });
});
