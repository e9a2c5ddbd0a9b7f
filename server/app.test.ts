import { afterEach, describe, expect, it, vi } from "vitest";
import { clientErrorStatus, sharedDatabaseCheck } from "./app";

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

describe("clientErrorStatus", () => {
  it("keeps the 4xx status express gives a path that does not decode, and none for server failures", () => {
    expect(
      clientErrorStatus(Object.assign(new URIError("Failed to decode param '%'"), { status: 400 })),
    ).toBe(400);
    expect(
      clientErrorStatus(Object.assign(new Error("request aborted"), { statusCode: 400 })),
    ).toBe(400);
    expect(clientErrorStatus(new Error("connection refused"))).toBeUndefined();
    expect(clientErrorStatus(Object.assign(new Error("boom"), { status: 500 }))).toBeUndefined();
    expect(clientErrorStatus(null)).toBeUndefined();
  });
});
