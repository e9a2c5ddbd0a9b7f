import { afterEach, describe, expect, it, vi } from "vitest";
import { sharedDatabaseCheck } from "./app";

describe("sharedDatabaseCheck", () => {
  afterEach(() => vi.useRealTimers());

  it("makes one connection for a burst of failing requests, and asks again after a second", async () => {
    vi.useFakeTimers();
    const check = vi.fn(async () => false);
    const databaseUp = sharedDatabaseCheck("postgres://db", 1500, check);
    const answers = await Promise.all(Array.from({ length: 50 }, () => databaseUp()));
    expect(answers.every((a) => a === false)).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    check.mockResolvedValueOnce(true);
    expect(await databaseUp()).toBe(true);
    expect(check).toHaveBeenCalledTimes(2);
    expect(check).toHaveBeenLastCalledWith("postgres://db", 1500);
  });
});
