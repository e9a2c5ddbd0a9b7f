import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { EnvError, EnvSchema, getEnv, parseEnv, resetEnvCache, startSettings } from "./env.server";

describe("environment (README.md#configuration)", () => {
  it("applies the defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("takes the log level and the build's prerender flag from the same schema", () => {
    expect(parseEnv({}).LOG_LEVEL).toBe("info");
    expect(parseEnv({ LOG_LEVEL: "silent" }).LOG_LEVEL).toBe("silent");
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(
      /^Invalid environment: LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent$/,
    );
    expect(parseEnv({}).PRERENDER).toBe(false);
    expect(parseEnv({ PRERENDER: "1" }).PRERENDER).toBe(true);
  });

  it("adds what the start worked out to the settings, until they are reset", () => {
    const before = getEnv();
    const settings = startSettings({
      DATABASE_URL: "postgres://postgres@127.0.0.1:5433/embedded",
      AUTH_SECRET: "s".repeat(32),
      generatedSetupCode: "AAAA-BBBB-CCCC-DDDD",
    });
    expect(getEnv()).toBe(settings);
    expect(settings).toMatchObject({
      PORT: before.PORT,
      DATABASE_URL: "postgres://postgres@127.0.0.1:5433/embedded",
      generatedSetupCode: "AAAA-BBBB-CCCC-DDDD",
    });
    resetEnvCache();
    expect(getEnv().generatedSetupCode).toBeUndefined();
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

  it("needs nothing for messages and checks what is given (docs/product.md#lifecycle)", () => {
    const env = parseEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.BOOKING_CHANGE_CUTOFF_HOURS).toBe(4);
    expect(env.WHATSAPP_API_URL).toBe("https://graph.facebook.com/v21.0");
    expect(parseEnv({ SMTP_URL: "smtps://mailer:secret@smtp.example.in:465" }).SMTP_URL).toBe(
      "smtps://mailer:secret@smtp.example.in:465",
    );
    expect(parseEnv({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(() => parseEnv({ SMTP_URL: "mail.example.in" })).toThrow(
      /^Invalid environment: SMTP_URL:/,
    );
    expect(() => parseEnv({ STAFF_EMAIL: "desk" })).toThrow(/STAFF_EMAIL/);
    expect(() => parseEnv({ WHATSAPP_PHONE_NUMBER_ID: "abc" })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => parseEnv({ BOOKING_CHANGE_CUTOFF_HOURS: "-1" })).toThrow(
      /BOOKING_CHANGE_CUTOFF_HOURS/,
    );
  });

  it("checks the invoice facts: a Telangana GSTIN with its check character, a UPI id", () => {
    expect(parseEnv({ BUSINESS_GSTIN: "36aabcm1234c1z4" }).BUSINESS_GSTIN).toBe("36AABCM1234C1Z4");
    expect(() => parseEnv({ BUSINESS_GSTIN: "36AABCM1234C1Z5" })).toThrow(
      /BUSINESS_GSTIN: BUSINESS_GSTIN must be a valid/,
    );
    expect(() => parseEnv({ BUSINESS_GSTIN: "27AAPFU0939F1ZV" })).toThrow(/Telangana/);
    expect(parseEnv({ BUSINESS_UPI_ID: "workshop@icici" }).BUSINESS_UPI_ID).toBe("workshop@icici");
    expect(() => parseEnv({ BUSINESS_UPI_ID: "workshop" })).toThrow(/BUSINESS_UPI_ID/);
  });

  it("keeps files in the uploads folder unless a bucket is named, and checks the bucket's settings (docs/decisions/0015)", () => {
    expect(parseEnv({}).STORAGE_URL).toBeUndefined();
    expect(parseEnv({}).STORAGE_REGION).toBe("us-east-1");
    const bucket = parseEnv({
      STORAGE_URL: "s3://workshop-files/madhapur",
      STORAGE_ENDPOINT: "https://minio.example.in",
      STORAGE_ACCESS_KEY_ID: "AKIAEXAMPLE",
      STORAGE_SECRET_ACCESS_KEY: "secret",
      STORAGE_PATH_STYLE: "false",
    });
    expect(bucket).toMatchObject({
      STORAGE_URL: "s3://workshop-files/madhapur",
      STORAGE_ENDPOINT: "https://minio.example.in",
      STORAGE_PATH_STYLE: false,
    });
    expect(() => parseEnv({ STORAGE_URL: "https://bucket.s3.amazonaws.com/x" })).toThrow(
      /^Invalid environment: STORAGE_URL: STORAGE_URL must look like s3:\/\/bucket\/prefix/,
    );
    expect(() => parseEnv({ STORAGE_URL: "s3://Bad_Bucket" })).toThrow(/STORAGE_URL/);
    expect(() =>
      parseEnv({ STORAGE_URL: "s3://workshop-files", STORAGE_ACCESS_KEY_ID: "AKIAEXAMPLE" }),
    ).toThrow(
      /^Invalid environment: STORAGE_SECRET_ACCESS_KEY: STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY must be set together$/,
    );
    expect(() => parseEnv({ STORAGE_ENDPOINT: "https://minio.example.in" })).toThrow(
      /^Invalid environment: STORAGE_URL: STORAGE_URL \(s3:\/\/bucket\/prefix\) must be set when STORAGE_ENDPOINT is/,
    );
  });
});

describe("the README's configuration table (README.md#configuration)", () => {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const section = readme.slice(
    readme.indexOf("## Configuration"),
    readme.indexOf("\n## ", readme.indexOf("## Configuration") + 5),
  );
  const rows = new Map<string, string>();
  for (const line of section.split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    const name = /^`([A-Z0-9_]+)`$/.exec(cells[1] ?? "")?.[1];
    if (name) rows.set(name, cells[2]!);
  }
  // Set by `npm run build` and the test runners, not by an operator (the README says so).
  const notSettings = new Set(["NODE_ENV", "PRERENDER"]);
  const defaults = EnvSchema.parse({}) as Record<string, unknown>;

  it("lists every setting the server reads, and none it does not", () => {
    const read = Object.keys(EnvSchema.shape).filter((k) => !notSettings.has(k));
    expect([...rows.keys()].sort()).toEqual(read.sort());
  });

  it("gives each setting's default as the server applies it", () => {
    for (const [name, value] of Object.entries(defaults)) {
      if (notSettings.has(name) || value === undefined) continue;
      expect(rows.get(name), name).toBe(`\`${String(value)}\``);
    }
  });
});
