import { describe, expect, it } from "vitest";
import {
  BookingFormSchema,
  bookingTimingErrors,
  brandOfCarModel,
  formatCarModel,
} from "./booking-schema";
import {
  errorsFor,
  errorsOfPatched,
  itShowsFieldMessages,
} from "../../../tests/support/schema-errors";

const valid = {
  serviceType: "Engine Oil Change",
  customerName: "Ravi Kumar",
  customerEmail: "ravi@example.com",
  customerPhone: "9876543210",
  carBrand: "Hyundai",
  carModel: "Creta",
  carYear: "2020",
  preferredDate: "2026-11-25",
  preferredTime: "10:00 AM",
  address: "Plot 5, Ayyappa Society, near Inorbit Mall",
  specialRequests: "",
};

const errorsWith = errorsOfPatched(BookingFormSchema, valid);

describe("BookingFormSchema: the spec's messages (docs/product.md#booking-fields)", () => {
  it("accepts a complete booking", () => {
    expect(BookingFormSchema.safeParse(valid).success).toBe(true);
  });

  itShowsFieldMessages(BookingFormSchema, valid, [
    ["serviceType", "", "Please select a service"],
    ["serviceType", "Car Wash Deluxe", "Please select a service"],
    ["customerName", "R", "Name must be at least 2 characters"],
    ["customerEmail", "not-an-email", "Please enter a valid email address"],
    ["customerPhone", "98765", "Phone number must be at least 10 digits"],
    ["customerPhone", "9876543210123456", "Phone number is too long"],
    ["carBrand", "", "Please select your car brand"],
    ["carModel", "", "Car model is required"],
    ["carYear", "20", "Please enter the car year"],
    ["preferredDate", "", "Please select a preferred date"],
    ["preferredDate", "2026-02-30", "Please select a preferred date"],
    ["preferredTime", "", "Please select a preferred time"],
    ["preferredTime", "08:00 PM", "Please select a preferred time"],
    ["address", "Madhapur", "Please provide a complete address with landmark"],
  ]);

  it("reports a missing date with the spec's message, not a type error", () => {
    const { preferredDate: _omit, ...rest } = valid;
    expect(errorsFor(BookingFormSchema, rest)).toMatchObject({
      preferredDate: "Please select a preferred date",
    });
  });

  it("says 'at least 10 digits' by length, as the spec's form does, and wants 10 to 15 digits in it", () => {
    expect(errorsWith({ customerPhone: "98765 432" }).customerPhone).toBe(
      "Phone number must be at least 10 digits",
    );
    expect(errorsWith({ customerPhone: "+91 98765 43210" }).customerPhone).toBeUndefined();
    expect(errorsWith({ customerPhone: "+91 98765 43" }).customerPhone).toBe(
      "Please enter a valid phone number",
    );
    expect(errorsWith({ customerPhone: "(---------1)" }).customerPhone).toBe(
      "Please enter a valid phone number",
    );
    expect(errorsWith({ customerPhone: "98490\n98490" }).customerPhone).toBe(
      "Please remove unsupported characters",
    );
  });

  it("keeps special requests optional", () => {
    const { specialRequests: _omit, ...rest } = valid;
    expect(BookingFormSchema.safeParse(rest).success).toBe(true);
  });

  it("refuses fields the browser must not set, naming them", () => {
    const parsed = BookingFormSchema.safeParse({
      ...valid,
      user_id: "someone-else",
      status: "completed",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toContainEqual(
      expect.objectContaining({ code: "unrecognized_keys", keys: ["user_id", "status"] }),
    );
  });

  it("refuses control characters but keeps Telugu, Hindi and emoji", () => {
    expect(errorsWith({ customerName: "Ravi\u0000" }).customerName).toBeDefined();
    const parsed = BookingFormSchema.parse({ ...valid, customerName: "రవి कुमार 🚗" });
    expect(parsed.customerName).toBe("రవి कुमार 🚗");
  });
});

describe("bookingTimingErrors (Asia/Kolkata)", () => {
  // 2026-11-21 10:15 in Kolkata is 04:45 UTC.
  const now = new Date("2026-11-21T04:45:00Z");
  const timing = (preferredDate: string, preferredTime: string, at = now) =>
    bookingTimingErrors({ preferredDate, preferredTime }, at);

  it("refuses a date before today", () => {
    expect(timing("2026-11-20", "10:00 AM").preferredDate).toBe(
      "Please choose today or a later date",
    );
  });

  it("refuses a slot of today that has passed, allows a later one", () => {
    expect(timing("2026-11-21", "10:00 AM").preferredTime).toBeDefined();
    expect(timing("2026-11-21", "10:30 AM")).toEqual({});
  });

  it("uses the Kolkata date, not UTC: 00:30 IST is already the next day", () => {
    const lateUtc = new Date("2026-11-21T19:00:00Z"); // 00:30 on 22 Nov in Kolkata
    expect(timing("2026-11-21", "05:30 PM", lateUtc).preferredDate).toBeDefined();
    expect(timing("2026-11-22", "09:00 AM", lateUtc)).toEqual({});
  });

  it("refuses dates more than 90 days ahead", () => {
    expect(timing("2027-02-19", "09:00 AM")).toEqual({});
    expect(timing("2027-02-20", "09:00 AM").preferredDate).toMatch(/90 days/);
  });
});

describe("car_model formatting (docs/product.md#booking-fields)", () => {
  it("stores 'Brand Model (Year)'", () => {
    expect(formatCarModel("Hyundai", " Creta ", "2020")).toBe("Hyundai Creta (2020)");
  });
  it("reads the brand back, preferring the longest brand name", () => {
    expect(brandOfCarModel("Land Rover Defender (2023)")).toBe("Land Rover");
    expect(brandOfCarModel("Mercedes-Benz C-Class (2019)")).toBe("Mercedes-Benz");
    expect(brandOfCarModel("Unknown Car (2010)")).toBe("Other");
  });
});

describe("BookingFormSchema hands on the stored forms, converted once (docs/decisions/0013, 0014)", () => {
  it.each([["98765 43210"], ["098765-43210"], ["+91 98765 43210"], ["919876543210"]])(
    "the phone %j as +919876543210",
    (customerPhone) => {
      expect(BookingFormSchema.parse({ ...valid, customerPhone }).customerPhone).toBe(
        "+919876543210",
      );
    },
  );

  it("another car's registration as stored (TS09EA1234), or empty without one", () => {
    const parse = (registration: string) =>
      BookingFormSchema.parse({ ...valid, vehicleId: "new", registration }).registration;
    expect(parse("ts 9 ea-1234")).toBe("TS09EA1234");
    expect(parse("22 bh 1234 ab")).toBe("22BH1234AB");
    expect(parse("")).toBe("");
    expect(
      BookingFormSchema.safeParse({ ...valid, vehicleId: "new", registration: "XX" }).success,
    ).toBe(false);
  });
});
