import { describe, expect, it } from "vitest";
import { isPhoneNumber } from "./text-rules";
import {
  isStoredPhone,
  phoneCallHref,
  phoneE164,
  phoneForDisplay,
  phoneSearchDigits,
} from "./phone";

describe("a phone number as people type it, in E.164 (docs/decisions/0013)", () => {
  it.each([
    ["098765 43210", "+919876543210"],
    ["+91-98765-43210", "+919876543210"],
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["91 98765 43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    [" +91 98765 43210 ", "+919876543210"],
    // A Hyderabad landline, with and without its trunk 0.
    ["040 2345 6789", "+914023456789"],
    ["040-2311-2345", "+914023112345"],
    // Foreign mobiles keep their own country code.
    ["+44 7911 123456", "+447911123456"],
    ["+971 50 123 4567", "+971501234567"],
  ])("reads %j as %s", (typed, e164) => {
    expect(phoneE164(typed)).toBe(e164);
    // What the booking and quote forms accept is exactly what can be converted.
    expect(isPhoneNumber(typed.trim())).toBe(true);
  });

  it.each([
    ["12345"],
    ["98765 4321"],
    ["98765 432100"],
    ["0000000000"],
    ["1234567890123456"],
    ["98490+98490"],
    ["98490\n98490"],
    ["(---------1)"],
    ["call me"],
    ["call me on 9876543210"],
  ])("refuses %j", (typed) => {
    expect(phoneE164(typed)).toBeNull();
    expect(isPhoneNumber(typed)).toBe(false);
  });
});

describe("a stored phone (E.164) for display, for a call, and for a search (docs/decisions/0013)", () => {
  it.each([
    ["+919876543210", "+91 98765 43210"],
    ["+914023456789", "+91 40234 56789"],
    ["+447911123456", "+44 7911 123456"],
    ["+971501234567", "+971 50 123 4567"],
  ])("shows %s as %s and calls it as stored", (stored, shown) => {
    expect(isStoredPhone(stored)).toBe(true);
    expect(phoneForDisplay(stored)).toBe(shown);
    expect(phoneCallHref(stored)).toBe(`tel:${stored}`);
  });

  it.each([["0000000000"], ["98765 43210"], ["call me"], ["+0123456789"]])(
    "shows %j, which is not E.164 (an erased booking, an old row), as stored, without a call link",
    (stored) => {
      expect(isStoredPhone(stored)).toBe(false);
      expect(phoneForDisplay(stored)).toBe(stored);
      expect(phoneCallHref(stored)).toBeNull();
    },
  );

  it.each([
    ["98765 43210", "919876543210"],
    ["098765-43210", "919876543210"],
    ["+91 98765 43210", "919876543210"],
    ["919876543210", "919876543210"],
    ["0091 98765 43210", "919876543210"],
    ["43210", "43210"],
    ["098765", "98765"],
    ["(987) 65", "98765"],
  ])("searches %j as the digits %s", (typed, digits) => {
    expect(phoneSearchDigits(typed)).toBe(digits);
    // A whole number's digits are found in its stored form, however it was typed.
    if (digits.length > 10) expect(phoneE164(typed)!.slice(1)).toContain(digits);
  });
});
