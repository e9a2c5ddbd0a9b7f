import { describe, expect, it, vi } from "vitest";
import { oncePer } from "./once-per";

describe("oncePer", () => {
  it("runs once per object and returns the first answer after", () => {
    const make = vi.fn((key: { n: number }) => ({ double: key.n * 2 }));
    const get = oncePer(make);
    const a = { n: 1 };
    const b = { n: 2 };
    const first = get(a);
    expect(first).toEqual({ double: 2 });
    expect(get(a)).toBe(first);
    expect(get(b)).toEqual({ double: 4 });
    expect(make).toHaveBeenCalledTimes(2);
  });
});
