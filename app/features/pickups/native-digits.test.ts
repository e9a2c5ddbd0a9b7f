import { describe, expect, it } from "vitest";
import { RecordOdometerSchema } from "~/features/cars/workshop-car-schema";
import { EmergencyStepSchema } from "~/features/emergency/emergency-schema";
import { RecordPointSchema } from "~/features/health-check/health-check-schema";
import { StaffLegActionSchema } from "./pickup-schema";

describe("the staff screens' number fields read Telugu and Devanagari digits as ASCII (docs/decisions/0026)", () => {
  it("the odometer, at check-in and on the job card", () => {
    const checkIn = (km: string) =>
      StaffLegActionSchema.parse({ intent: "save-check-in", km, fuelEighths: "4" });
    expect(checkIn("౪౫,౬౭౮")).toMatchObject({ km: 45678 });
    expect(checkIn("४५ ६७८")).toMatchObject({ km: 45678 });
    expect(checkIn("45,678")).toMatchObject({ km: 45678 });
    expect(RecordOdometerSchema.parse({ intent: "record-odometer", km: "१,२०,०००" })).toMatchObject(
      { km: 120000 },
    );
    // Still bounded: too many digits in any script is refused.
    expect(
      StaffLegActionSchema.safeParse({ intent: "save-check-in", km: "౯౯౯౯౯౯౯౯", fuelEighths: "4" })
        .success,
    ).toBe(false);
  });

  it("the walk-round code, a measurement and an emergency's ETA", () => {
    expect(
      StaffLegActionSchema.parse({ intent: "confirm-code", kind: "check_in", code: "౧౨౩౪౫౬" }),
    ).toMatchObject({ code: "123456" });
    expect(
      StaffLegActionSchema.safeParse({ intent: "confirm-code", kind: "check_in", code: "౧౨౩" })
        .success,
    ).toBe(false);
    expect(
      RecordPointSchema.parse({
        intent: "record-point",
        pointId: "tyre-tread",
        finding: "watch",
        measurement: "३.५",
      }),
    ).toMatchObject({ measurementTenths: 35 });
    expect(EmergencyStepSchema.parse({ intent: "take", eta: "౨౦" })).toEqual({
      intent: "take",
      eta: 20,
    });
  });
});
