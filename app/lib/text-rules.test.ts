import { describe, expect, it } from "vitest";
import {
  isPhoneNumber,
  isPlainLine,
  isUuid,
  isPlainText,
  personNameProblem,
  UNSUPPORTED_CHARACTERS_MESSAGE,
} from "./text-rules";

describe("text a person may type", () => {
  it("keeps Telugu, Hindi, emoji and line breaks in free text", () => {
    expect(isPlainText("కారు శబ్దం చేస్తోంది\nकृपया देखें 🙏🏽")).toBe(true);
  });

  it("refuses NUL, terminal escapes, C1 controls and bidirectional overrides", () => {
    for (const bad of [
      "a\u0000b",
      "\u001b[31mred",
      "x\u0085y",
      "evil\u202Egnp.exe",
      "iso\u2066late",
    ]) {
      expect(isPlainText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("refuses a line break in one-line fields", () => {
    expect(isPlainLine("Venkat\nRao")).toBe(false);
    expect(isPlainLine("Venkat Rao")).toBe(true);
  });
});

describe("a person's name", () => {
  it("accepts 2 to 100 characters", () => {
    expect(personNameProblem("Ravi")).toBeNull();
    expect(personNameProblem("R")).toMatch(/at least 2/);
    expect(personNameProblem("N".repeat(101))).toMatch(/at most 100/);
  });

  it("refuses a 60 KB name with ANSI escapes and right-to-left overrides, and anything not text", () => {
    expect(personNameProblem("\u001b[2J\u202E" + "x".repeat(60_000))).toMatch(/at most 100/);
    expect(personNameProblem("\u001b[2J\u202Eadmin")).toBe(UNSUPPORTED_CHARACTERS_MESSAGE);
    expect(personNameProblem(42)).toBe("Please enter your name");
  });
});

describe("a phone number", () => {
  it.each([
    ["9849098490", true],
    ["98490 98490", true],
    ["+91 98490 98490", true],
    ["+91 (984) 909-8490", true],
    ["040-2311-2345", true],
    // Punctuation with a single digit, a line break, a + inside, too many and too few digits.
    ["(---------1)", false],
    ["98490\n98490", false],
    ["98490+98490", false],
    ["1234567890123456", false],
    ["123456789", false],
  ])("reads %j as a phone number: %s", (typed, ok) => {
    expect(isPhoneNumber(typed)).toBe(ok);
  });
});

describe("ids in addresses and forms", () => {
  it("takes a UUID in either case and refuses anything else", () => {
    expect(isUuid("0242d716-94f1-41dc-813c-c65fa29b2d79")).toBe(true);
    expect(isUuid("0242D716-94F1-41DC-813C-C65FA29B2D79")).toBe(true);
    for (const bad of ["", "0242d716", "0242d716-94f1-41dc-813c-c65fa29b2d7g", "../etc", 42, null])
      expect(isUuid(bad), String(bad)).toBe(false);
  });
});
