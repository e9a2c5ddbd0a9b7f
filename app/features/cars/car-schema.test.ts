import { describe, expect, it } from "vitest";
import { fieldErrorsFrom } from "~/lib/form-values";
import { REGISTRATION_SHAPE_MESSAGE } from "~/lib/registration";
import { todayInKolkata } from "~/lib/time";
import { carForm } from "../../../tests/support/car-form";
import {
  CarPageActionSchema,
  VEHICLE_MESSAGES,
  VehicleFormSchema,
  vehicleYearRange,
  yearRangeMessage,
} from "./car-schema";

/** A valid form as typed, with `patch` over it. */
const form = (patch: Record<string, string> = {}) => carForm("ts09ea1234", patch);

/** The field errors of a form, or {} when it parses. */
function errorsOf(patch: Record<string, string>) {
  const parsed = VehicleFormSchema.safeParse(form(patch));
  return parsed.success ? {} : fieldErrorsFrom(parsed.error);
}

const nextYear = Number(todayInKolkata().slice(0, 4)) + 1;

describe("the car form's schema (docs/decisions/0014)", () => {
  it.each([
    ["ts09ea1234", "TS09EA1234"],
    ["TS 09 EA 1234", "TS09EA1234"],
    ["  ts-09-ea-1234 ", "TS09EA1234"],
    ["Ts.9.Ea.1234", "TS09EA1234"],
    ["TG 07 AB 0042", "TG07AB0042"],
    ["ap39bx77", "AP39BX0077"],
    ["DL 3C AB 1234", "DL03CAB1234"],
    ["22 BH 1234 AB", "22BH1234AB"],
    ["22-bh-1234-a", "22BH1234A"],
  ])("stores the registration typed as %j as %s", (typed, stored) => {
    const parsed = VehicleFormSchema.parse(form({ registration: typed }));
    expect(parsed.registration).toBe(stored);
  });

  it.each([
    ["XX 09 EA 1234", REGISTRATION_SHAPE_MESSAGE],
    ["TS 09 EA 12345", REGISTRATION_SHAPE_MESSAGE],
    ["22 BH 123 AB", REGISTRATION_SHAPE_MESSAGE],
    ["my car", REGISTRATION_SHAPE_MESSAGE],
    ["", VEHICLE_MESSAGES.registrationRequired],
    ["   ", VEHICLE_MESSAGES.registrationRequired],
  ])("refuses the registration %j with its message at the field", (typed, message) => {
    expect(errorsOf({ registration: typed })).toEqual({ registration: message });
  });

  it("accepts years from 1950 to next year in Asia/Kolkata and shows the range when refusing", () => {
    expect(vehicleYearRange()).toEqual({ first: 1950, last: nextYear });
    const message = `Enter a year from 1950 to ${nextYear}`;
    expect(yearRangeMessage()).toBe(message);
    expect(VehicleFormSchema.parse(form({ year: "1950" })).year).toBe(1950);
    expect(VehicleFormSchema.parse(form({ year: ` ${nextYear} ` })).year).toBe(nextYear);
    for (const year of ["1949", String(nextYear + 1), "", "20x1", "2021.5", "02021", "-2021"])
      expect(errorsOf({ year }), year).toEqual({ year: message });
  });

  it("reads next year from the Kolkata calendar: on 31 Dec 2026 at 20:00 UTC it is already 2027 there", () => {
    expect(vehicleYearRange(new Date("2026-12-31T20:00:00Z")).last).toBe(2028);
    expect(vehicleYearRange(new Date("2026-12-31T18:00:00Z")).last).toBe(2027);
  });

  it("puts each message at its field and keeps the others quiet", () => {
    expect(
      errorsOf({ make: "Tesla", model: "", fuel: "steam", vin: "123", nickname: "x".repeat(41) }),
    ).toEqual({
      make: VEHICLE_MESSAGES.make,
      model: VEHICLE_MESSAGES.modelRequired,
      fuel: VEHICLE_MESSAGES.fuel,
      vin: VEHICLE_MESSAGES.vin,
      nickname: VEHICLE_MESSAGES.nicknameMax,
    });
    expect(errorsOf({ model: "x".repeat(61) })).toEqual({ model: VEHICLE_MESSAGES.modelMax });
    expect(errorsOf({ model: "Creta\u0000" })).toEqual({
      model: "Please remove unsupported characters",
    });
  });

  it("offers the booking form's brands and the five fuels", () => {
    expect(VehicleFormSchema.parse(form({ make: "Land Rover", fuel: "cng" }))).toMatchObject({
      make: "Land Rover",
      fuel: "cng",
    });
    for (const fuel of ["petrol", "diesel", "cng", "electric", "hybrid"])
      expect(errorsOf({ fuel }), fuel).toEqual({});
  });

  it("keeps the VIN in upper case and the nickname trimmed; both may be left empty", () => {
    const parsed = VehicleFormSchema.parse(
      form({ vin: " wba3a5c5xdf123456 ", nickname: "  Amma's car " }),
    );
    expect(parsed).toMatchObject({ vin: "WBA3A5C5XDF123456", nickname: "Amma's car" });
    const empty = VehicleFormSchema.parse(form());
    expect(empty).toMatchObject({ vin: null, nickname: null });
    expect(errorsOf({ vin: "WBA3A5C5ODF123456" })).toEqual({ vin: VEHICLE_MESSAGES.vin });
  });

  it("reads the car page's two forms: remove, and the reminders switch", () => {
    expect(CarPageActionSchema.parse({ intent: "remove" })).toEqual({ intent: "remove" });
    expect(CarPageActionSchema.parse({ intent: "reminders", value: "off" })).toEqual({
      intent: "reminders",
      value: "off",
    });
    expect(CarPageActionSchema.safeParse({ intent: "reminders", value: "maybe" }).success).toBe(
      false,
    );
    expect(CarPageActionSchema.safeParse({ intent: "delete-everything" }).success).toBe(false);
  });

  it.each([
    ["42000", 42000],
    ["1,20,000", 120000],
    ["౪౨,౦౦౦", 42000],
    ["౧ ౨౦ ౦౦౦", 120000],
    ["४२०००", 42000],
    ["१,२०,०००", 120000],
    ["౪2౦००", 42000],
    ["", null],
    ["  ", null],
  ])(
    "stores the odometer typed as %j as %j, in ASCII digits (docs/decisions/0026)",
    (typed, km) => {
      expect(VehicleFormSchema.parse(form({ odometer: typed })).odometer).toBe(km);
    },
  );

  it.each(["42.5", "-10", "౨౦౦౦౦౦౧", "2,000,001", "forty", "౪౨ km"])(
    "refuses the odometer typed as %j at its field",
    (typed) => {
      expect(errorsOf({ odometer: typed })).toEqual({ odometer: VEHICLE_MESSAGES.odometer });
    },
  );
});
