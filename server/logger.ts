/**
 * Structured logs (README.md#operations; OWASP ASVS 5.0 chapter 16, security logging):
 * one JSON object per line on stdout through pino, every line written while a request is
 * handled carries that request's id (`reqId`), and nothing secret is written: no
 * passwords, session tokens, cookies, authorization headers or setup codes.
 *
 * The request id is the caller's `X-Request-Id` when it is a plausible id (a proxy or
 * load balancer in front sets one), else a new UUID; it is echoed in the response's
 * `X-Request-Id` header and handed to the app (the request's `x-request-id` header and
 * the load context's `requestId`), so an error page can show it and a customer's
 * report can be matched to the log.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { format } from "node:util";
import type express from "express";
import { pino, type DestinationStream, type Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { LogLevel } from "../app/lib/env.server.ts";

/** What replaces a secret in the log. */
const REDACTED = "[redacted]";

/**
 * Paths removed from every log object, wherever a log call puts them: credentials in
 * headers, and fields named like a secret one or two levels down (`{ body: { password } }`,
 * `{ password }`). The request and response serializers below already keep no headers
 * but the user agent; these paths guard log calls made anywhere else.
 */
const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  'headers["set-cookie"]',
  ...[
    "password",
    "newPassword",
    "currentPassword",
    "token",
    "sessionToken",
    "accessToken",
    "refreshToken",
    "idToken",
    "code",
    "setupCode",
    "secret",
    "cookie",
  ].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

// Drizzle puts a failed query's parameters (customers' names, phones, addresses) in the
// error's message and stack: "Failed query: … \nparams: Asha,9876543210,…".
const QUERY_PARAMS = /(\n|^)params: [^\n]*/g;

/**
 * A log text without the query parameters a database error message carries.
 * @returns the text with each `params: …` line replaced by `params: [redacted]`
 */
export function withoutQueryParams(text: string): string {
  return text.replace(QUERY_PARAMS, `$1params: ${REDACTED}`);
}

/**
 * pino's error serializer, minus what must not reach the log: Drizzle's `params` (and
 * their copy in the message and stack), in the error and in its causes.
 * @returns the serialized error
 */
function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown;
  const clean = (value: unknown, depth: number): unknown => {
    if (typeof value === "string") return withoutQueryParams(value);
    if (!value || typeof value !== "object" || depth > 4) return value;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === "params") out[key] = REDACTED;
      else out[key] = clean(inner, depth + 1);
    }
    return out;
  };
  return clean(serialized, 0);
}

// Query parameters whose values are secrets (sign-in links, reset and verification tokens).
const SECRET_QUERY = /([?&](?:token|code|password|secret|session_token|callbackToken)=)[^&#]*/gi;

// Path segments that are secrets: the one after these names (the emailed reset link,
// `/api/auth/reset-password/<token>`, and links of the same form for email addresses).
const SECRET_PATH = /(\/(?:reset-password|verify-email|confirm-email)\/)[^/?#]+/gi;

/**
 * A URL for the log, with the values of secret-bearing query parameters and the secret path
 * segments of emailed links replaced (README.md#operations: logs hold no tokens;
 * docs/decisions/0013).
 * @param url a request path with its query, e.g. `/api/auth/reset-password/abc?callbackURL=/x`
 *   or `/auth/reset-password?token=abc`
 * @returns e.g. `/api/auth/reset-password/[redacted]?callbackURL=/x` or
 *   `/auth/reset-password?token=[redacted]`
 */
export function maskUrl(url: string): string {
  return url.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}

// A caller's request id is used only when it cannot smuggle anything into logs or headers.
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * The id of a request: the incoming `X-Request-Id` when it is 1-128 characters of
 * letters, digits, `.`, `_`, `:` or `-`; otherwise a new random UUID.
 * @param header the incoming header value, if any
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The process logger: JSON lines, ISO timestamps, secrets redacted.
 * @param options `level` (default `info`; the server passes the settings' `LOG_LEVEL`),
 *   `destination` (default stdout; tests pass a stream to read what was written)
 * @returns a pino logger
 */
export function createLogger(
  options: { level?: LogLevel; destination?: DestinationStream } = {},
): Logger {
  return pino(
    {
      level: options.level ?? "info",
      base: { service: "car-service" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { err: serializeError, error: serializeError },
      hooks: {
        // Messages built from a database error's text lose its parameters too.
        logMethod(args, method) {
          method.apply(
            this,
            args.map((a) => (typeof a === "string" ? withoutQueryParams(a) : a)) as Parameters<
              typeof method
            >,
          );
        },
      },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

interface RequestScope {
  id: string;
  log: Logger;
}

const scope = new AsyncLocalStorage<RequestScope>();

/**
 * The logger for the code running now: the current request's (its lines carry `reqId`)
 * inside a request, else the given process logger.
 */
function currentLogger(fallback: Logger): Logger {
  return scope.getStore()?.log ?? fallback;
}

const QUIET_PATHS = /^\/(?:healthz|readyz)$|^\/assets\//;

/**
 * Express middleware that gives each request its id and a child logger, writes one line
 * per finished request (method, path, status, duration in milliseconds; warn for 4xx,
 * error for 5xx; health probes and fingerprinted assets are not logged), and runs the rest
 * of the request inside the request's log scope.
 * @param logger the process logger
 * @returns the middleware; put it first
 */
export function requestLogging(logger: Logger): express.RequestHandler {
  const http = pinoHttp({
    logger,
    quietReqLogger: true,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdFrom(req.headers["x-request-id"]);
      res.setHeader("X-Request-Id", id);
      // The app reads it from the request it is handed (error pages show it).
      req.headers["x-request-id"] = id;
      return id;
    },
    autoLogging: { ignore: (req) => QUIET_PATHS.test((req.url ?? "").split("?")[0]!) },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    customSuccessMessage: (req, res, ms) =>
      `${req.method} ${maskUrl(req.url ?? "")} ${res.statusCode} ${ms} ms`,
    customErrorMessage: (req, res) => `${req.method} ${maskUrl(req.url ?? "")} ${res.statusCode}`,
    // A 5xx answer without a thrown error gets no made-up error and stack in its line.
    customErrorObject: (_req, _res, error, value: Record<string, unknown>) =>
      error.message.startsWith("failed with status code")
        ? { res: value.res, responseTime: value.responseTime }
        : value,
    serializers: {
      // A whitelist: no headers but the user agent, no query object, secrets masked in the URL.
      req: (req: {
        id: unknown;
        method: string;
        url: string;
        remoteAddress?: string;
        headers: Record<string, unknown>;
      }) => ({
        id: req.id,
        method: req.method,
        url: maskUrl(req.url),
        remoteAddress: req.remoteAddress,
        userAgent: req.headers["user-agent"],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
  });
  return (req, res, next) => {
    http(req, res);
    scope.run({ id: String(req.id), log: req.log }, next);
  };
}

/**
 * Sends `console.*` output through the logger, so the app's and libraries' messages are
 * JSON lines too and carry the request id when written during a request. An `Error`
 * argument is logged with its type, message and stack under `err` (logs only; pages never
 * show a stack).
 * @param logger the process logger
 */
export function routeConsoleToLogger(logger: Logger): void {
  const route =
    (level: "debug" | "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const log = currentLogger(logger);
      const err = args.find((a): a is Error => a instanceof Error);
      const message = format(...args.filter((a) => a !== err));
      if (err) log[level]({ err }, message || err.message);
      else log[level](message);
    };
  console.debug = route("debug");
  console.log = route("info");
  console.info = route("info");
  console.warn = route("warn");
  console.error = route("error");
}
