import { describe, expect, it } from "vitest";
import { statusChangedText } from "./booking-status-schema";

describe("the status change's toast", () => {
  it("words the status toast as the spec does", () => {
    expect(statusChangedText("In Progress")).toBe("Booking status changed to In Progress.");
  });
});
