import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("environment (DESIGN.md Contract)", () => {
  it("applies the defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("derives SITE_URL from PORT and strips a trailing slash", () => {
    expect(parseEnv({ PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    expect(parseEnv({ SITE_URL: "https://example.in/" }).SITE_URL).toBe("https://example.in");
  });

  it("stops on a bad value with one line naming the variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/^Invalid environment: PORT:/);
    expect(() => parseEnv({ BUSINESS_PHONE: "98765" })).toThrow(/BUSINESS_PHONE/);
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("checks the invoice facts: a Telangana GSTIN with its check character, a UPI id", () => {
    expect(parseEnv({ BUSINESS_GSTIN: "36aabcm1234c1z4" }).BUSINESS_GSTIN).toBe("36AABCM1234C1Z4");
    expect(() => parseEnv({ BUSINESS_GSTIN: "36AABCM1234C1Z5" })).toThrow(/BUSINESS_GSTIN: BUSINESS_GSTIN must be a valid/);
    expect(() => parseEnv({ BUSINESS_GSTIN: "27AAPFU0939F1ZV" })).toThrow(/Telangana/);
    expect(parseEnv({ BUSINESS_UPI_ID: "workshop@icici" }).BUSINESS_UPI_ID).toBe("workshop@icici");
    expect(() => parseEnv({ BUSINESS_UPI_ID: "workshop" })).toThrow(/BUSINESS_UPI_ID/);
  });
});
