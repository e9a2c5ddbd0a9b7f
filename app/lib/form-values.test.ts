import { describe, expect, it } from "vitest";
import { typedValues } from "./form-values";

describe("typedValues", () => {
  it("keeps strings cut to their bound and empties everything else", () => {
    expect(
      typedValues(
        { name: "Ravi Kumar", phone: 98765, extra: "x" },
        { name: 4, phone: 15, email: 254 },
      ),
    ).toEqual({ name: "Ravi", phone: "", email: "" });
    expect(typedValues(null, { name: 10 })).toEqual({ name: "" });
  });
});
