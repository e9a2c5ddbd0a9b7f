import express from "express";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import {
  createLogger,
  maskUrl,
  requestIdFrom,
  requestLogging,
  routeConsoleToLogger,
  withoutQueryParams,
} from "./logger";

/** A logger writing into an array of parsed JSON lines. */
function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      callback();
    },
  });
  const logger = createLogger({ level: "info", destination });
  return {
    logger,
    lines,
    text: () => lines.join("\n"),
    json: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

/**
 * An Express app with request logging into a {@link capture}, its routes added by `routes`,
 * served on a loopback port while `run` runs.
 */
async function withLoggedApp(
  routes: (app: express.Express) => void,
  run: (origin: string, log: ReturnType<typeof capture>) => Promise<void>,
) {
  const log = capture();
  const app = express();
  app.use(requestLogging(log.logger));
  routes(app);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, log);
  } finally {
    await new Promise((r) => server.close(r));
  }
}

const PASSWORD = "Sup3r-secret-passw0rd!";
const SESSION = "sessiontokenvalue0123456789.signaturepart";
const BEARER = "bearer-token-abcdef";

describe("request logging", () => {
  it("writes one JSON line per request with its id, and never the password, cookie or authorization", async () => {
    await withLoggedApp(
      (app) => {
        app.use(express.json());
        app.post("/api/auth/sign-in/email", (req, res) => {
          // A careless log call handing over the whole body and headers.
          req.log.info({ body: req.body, headers: req.headers }, "sign-in attempt");
          res.setHeader("Set-Cookie", `better-auth.session_token=${SESSION}; HttpOnly`);
          res.json({ ok: true });
        });
      },
      async (origin, log) => {
        const response = await fetch(`${origin}/api/auth/sign-in/email?token=${BEARER}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            cookie: `better-auth.session_token=${SESSION}`,
            authorization: `Bearer ${BEARER}`,
          },
          body: JSON.stringify({ email: "asha@example.com", password: PASSWORD }),
        });
        expect(response.status).toBe(200);
        const id = response.headers.get("x-request-id");
        expect(id).toMatch(/^[0-9a-f-]{36}$/);

        const text = log.text();
        expect(text).not.toContain(PASSWORD);
        expect(text).not.toContain(SESSION);
        expect(text).not.toContain(BEARER);
        const entries = log.json();
        expect(entries.map((e) => e.msg)).toEqual([
          "sign-in attempt",
          expect.stringMatching(
            /^POST \/api\/auth\/sign-in\/email\?token=\[redacted\] 200 \d+ ms$/,
          ),
        ]);
        for (const entry of entries) expect(entry.reqId).toBe(id);
        expect((entries[0]!.body as Record<string, unknown>).password).toBe("[redacted]");
        expect((entries[0]!.body as Record<string, unknown>).email).toBe("asha@example.com");
      },
    );
  });

  it("keeps a plausible X-Request-Id from a proxy, and replaces one that could forge log lines", async () => {
    await withLoggedApp(
      (app) => {
        app.get("/x", (req, res) => void res.json({ seen: req.headers["x-request-id"] }));
      },
      async (origin, log) => {
        const kept = await fetch(`${origin}/x`, { headers: { "x-request-id": "lb-7f3a:42" } });
        expect(kept.headers.get("x-request-id")).toBe("lb-7f3a:42");
        expect(await kept.json()).toEqual({ seen: "lb-7f3a:42" });
        const replaced = await fetch(`${origin}/x`, {
          headers: { "x-request-id": 'evil" "level":"fatal' },
        });
        expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
        expect(log.json().map((e) => e.reqId)).toEqual([
          "lb-7f3a:42",
          replaced.headers.get("x-request-id"),
        ]);
      },
    );
  });

  it("does not log health probes", async () => {
    await withLoggedApp(
      (app) => {
        app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
      },
      async (origin, log) => {
        await (await fetch(`${origin}/healthz`)).text();
        expect(log.lines).toEqual([]);
      },
    );
  });
});

describe("database errors in the log", () => {
  it("drops the query parameters (customer data) Drizzle puts in the error's message, stack and fields", () => {
    const log = capture();
    const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const error = Object.assign(
      new Error(
        'Failed query: insert into "bookings" values ($1, $2)\nparams: Asha Rao,9876543210',
        { cause },
      ),
      {
        query: 'insert into "bookings" values ($1, $2)',
        params: ["Asha Rao", "9876543210"],
      },
    );
    log.logger.error({ err: error }, error.message);
    const text = log.text();
    expect(text).not.toContain("9876543210");
    expect(text).not.toContain("Asha Rao");
    expect(text).toContain("ECONNREFUSED");
    expect(text).toContain('insert into \\"bookings\\"');
  });

  it("withoutQueryParams leaves other text alone", () => {
    expect(withoutQueryParams("Failed query: select 1\nparams: a,b\nmore")).toBe(
      "Failed query: select 1\nparams: [redacted]\nmore",
    );
    expect(withoutQueryParams("no parameters here")).toBe("no parameters here");
  });
});

describe("console output", () => {
  const original = { ...console };
  afterEach(() => Object.assign(console, original));

  it("becomes JSON lines, errors with their type and stack under err", () => {
    const log = capture();
    routeConsoleToLogger(log.logger);
    console.log("Bookings loaded: %d", 3);
    console.error("Booking could not be stored", new TypeError("boom"));
    Object.assign(console, original);
    const [info, error] = log.json();
    expect(info).toMatchObject({ level: "info", msg: "Bookings loaded: 3" });
    expect(error).toMatchObject({
      level: "error",
      msg: "Booking could not be stored",
      err: { type: "TypeError", message: "boom" },
    });
  });
});

describe("maskUrl and requestIdFrom", () => {
  // Secret query values, and the token in an emailed link's path only.
  it.each([
    [
      "/api/auth/reset-password/abc?token=xyz&callbackURL=/auth",
      "/api/auth/reset-password/[redacted]?token=[redacted]&callbackURL=/auth",
    ],
    [
      "/api/auth/reset-password/Zk3q9-Tok_en?callbackURL=%2Fauth",
      "/api/auth/reset-password/[redacted]?callbackURL=%2Fauth",
    ],
    ["/auth/reset-password", "/auth/reset-password"],
    ["/admin-setup?code=12345678", "/admin-setup?code=[redacted]"],
    ["/booking?tab=my-bookings", "/booking?tab=my-bookings"],
  ])("masks %s as %s", (url, logged) => {
    expect(maskUrl(url)).toBe(logged);
  });

  it("accepts short ids of safe characters and makes a UUID otherwise", () => {
    expect(requestIdFrom("abc-123")).toBe("abc-123");
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom("x".repeat(129))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom("a\nb")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
