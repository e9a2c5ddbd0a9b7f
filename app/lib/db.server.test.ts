import { describe, expect, it } from "vitest";
import { expectConsoleError } from "../../tests/support/console-error";
import { databaseErrorReason, orFallback } from "./db.server";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("databaseErrorReason", () => {
  it("gives the driver's code and message, never the query's parameters", () => {
    const error = new Error("Failed query: insert into bookings values ($1)\nparams: Asha Rao", {
      cause: withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
    });
    expect(databaseErrorReason(error)).toBe("ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432");
  });
});

describe("orFallback", () => {
  it("gives what the work gave", async () => {
    expect(await orFallback("Slots could not be loaded", async () => ["02:00 PM"], [])).toEqual([
      "02:00 PM",
    ]);
  });

  it("logs a failure with the database's reason only, and gives the fallback", async () => {
    expectConsoleError(/^Slots could not be loaded ECONNREFUSED connect refused$/);
    const failing = async () => {
      throw new Error("Failed query\nparams: Asha Rao", {
        cause: withCode("connect refused", "ECONNREFUSED"),
      });
    };
    expect(await orFallback("Slots could not be loaded", failing, null)).toBeNull();
  });
});
