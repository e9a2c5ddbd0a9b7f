import { describe, expect, it } from "vitest";
import { databaseErrorReason } from "./db.server";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("databaseErrorReason", () => {
  it("gives the driver's code and message, never the query's parameters", () => {
    const error = new Error("Failed query: insert into bookings values ($1)\nparams: Asha Rao", {
      cause: withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
    });
    expect(databaseErrorReason(error)).toBe("ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432");
  });
});
