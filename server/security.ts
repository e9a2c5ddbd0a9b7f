/**
 * HTTP-level protections for every response (docs/product.md#security; OWASP ASVS 5.0 level 2,
 * chapters on HTTP security headers, CSRF and request limits):
 * - security headers through helmet: a Content Security Policy whose scripts must come
 *   from this origin or carry the request's nonce (the framework's inline scripts get it
 *   through the load context, `app/entry.server.tsx`), `frame-ancestors 'none'`,
 *   X-Content-Type-Options, Referrer-Policy, and HSTS when the site is served over HTTPS;
 * - only the methods the site serves ({@link ALLOWED_METHODS}; 405 for TRACE and the like);
 * - an Origin check on every mutating request (403 when it comes from another site);
 * - a request body limit (413 above `BODY_LIMIT_BYTES`, or above the photo limit on the photo
 *   routes of `app/lib/photo-routes.ts`; 411 when a body comes without a length); a body above
 *   `BODY_LIMIT_BYTES` is read only for a session whose role the photo route takes
 *   ({@link photoUploadersOnly}), and only while the process's budget of body bytes in flight
 *   has room for it (503 with Retry-After otherwise, server/body-budget.ts);
 * - a body timeout: the app's routes get a request only once its whole body has arrived
 *   ({@link readBodyFirst}); a body still incomplete after {@link BODY_TIMEOUT_MS} is answered
 *   408, so a client sending its body slowly holds nothing but its own connection;
 * - the client IP header used by rate limits (`CLIENT_IP_HEADER`), set from the connection
 *   or, behind a configured proxy, from X-Forwarded-For (express "trust proxy").
 */
import { randomBytes } from "node:crypto";
import type express from "express";
import helmet from "helmet";
import { CLIENT_IP_HEADER } from "../app/lib/client-ip.ts";
import {
  BODY_LIMIT_BYTES,
  PHOTO_UPLOAD_BODY_LIMIT_BYTES,
  photoRouteOf,
  type PhotoRoute,
} from "../app/lib/photo-routes.ts";
import {
  BODY_BUDGET_MESSAGE,
  BODY_BUDGET_RETRY_AFTER_SECONDS,
  type BodyBudget,
} from "./body-budget.ts";

/**
 * The body limit of a request path: `PHOTO_UPLOAD_BODY_LIMIT_BYTES` on the photo routes
 * (`app/lib/photo-routes.ts`; beyond `BODY_LIMIT_BYTES` only for the roles each takes,
 * {@link photoUploadersOnly}), `BODY_LIMIT_BYTES` everywhere else.
 * @param path the URL path, without the query
 * @returns the limit in bytes
 */
export function bodyLimitFor(path: string): number {
  return photoRouteOf(path) ? PHOTO_UPLOAD_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
}

/**
 * How long a request body may take to arrive once its headers are in, in milliseconds: a form
 * or JSON body is a few KB (at most `BODY_LIMIT_BYTES`), a matter of a second even on a
 * slow mobile connection (docs/decisions/0013).
 */
export const BODY_TIMEOUT_MS = 10_000;

/**
 * The body timeout of a photo's body (above `BODY_LIMIT_BYTES`, up to 10 MB): the server's
 * whole-request limit (`SERVER_OPTIONS.requestTimeout` in server/app.ts), in milliseconds.
 */
export const PHOTO_UPLOAD_BODY_TIMEOUT_MS = 30_000;

/** The answer to a body that did not arrive within its timeout (408). */
const BODY_TIMEOUT_MESSAGE = "The request took too long to arrive. Please try again.";

/**
 * The body timeout of a body of `length` bytes: {@link PHOTO_UPLOAD_BODY_TIMEOUT_MS} above
 * `BODY_LIMIT_BYTES` (a photo, which only a photo route's uploaders may send), else
 * {@link BODY_TIMEOUT_MS}.
 * @param length the declared length in bytes
 * @returns the timeout in milliseconds
 */
export function bodyTimeoutFor(length: number): number {
  return length > BODY_LIMIT_BYTES ? PHOTO_UPLOAD_BODY_TIMEOUT_MS : BODY_TIMEOUT_MS;
}

/** The answer to a body too large for the request's path or its sender (413). */
const BODY_TOO_LARGE_MESSAGE = "The request is too large.";

/** The answer to a photo body from someone the photo route does not take photos from (413). */
const PHOTO_NOT_TAKEN_MESSAGE =
  "The request is too large. Sign in with a staff account that may add photos here, then try again.";

/**
 * The largest refused body the server still reads (and drops) after its answer, in bytes: a
 * browser whose upload is cut by a closed connection shows a reset instead of the answer, so a
 * photo sent by someone the route does not take it from still gets to read why; a larger body
 * costs its connection instead.
 */
const REFUSED_BODY_DRAIN_BYTES = 1024 * 1024;

/**
 * Answers a request whose body is refused unread (413, 503). A client's body above
 * {@link REFUSED_BODY_DRAIN_BYTES} is not read at all: the connection is closed once the answer
 * is out, so a client sending 10 MB costs the server nothing but the answer. A smaller one, or
 * one from a trusted proxy (TRUST_PROXY, with X-Forwarded-For), is read and dropped after the
 * answer, as Node does after any answer: nginx has the whole body already and sends it at once,
 * and a connection closed under it would turn the answer into a 502.
 * @param status the answer's status; `message` its plain-text body; `retryAfterSeconds` for a 503
 */
function refuseUnreadBody(
  req: express.Request,
  res: express.Response,
  status: number,
  message: string,
  retryAfterSeconds?: number,
): void {
  const length = Number(req.headers["content-length"] ?? 0);
  if (req.ips.length === 0 && length > REFUSED_BODY_DRAIN_BYTES) res.set("Connection", "close");
  if (retryAfterSeconds !== undefined) res.set("Retry-After", String(retryAfterSeconds));
  res.status(status).type("text/plain").send(message);
}

/**
 * Whether a request's session may send a photo to a photo route: a valid session whose
 * account holds one of the route's roles (server/photo-uploaders.ts).
 */
export type PhotoUploaderCheck = (req: express.Request, route: PhotoRoute) => Promise<boolean>;

/**
 * Lets a body above `BODY_LIMIT_BYTES` (only a photo route's can be, the body limit has seen to
 * that) go on to be read only when `mayUpload` says the request's session holds one of the
 * route's roles (`app/lib/photo-routes.ts`): anyone else gets 413
 * ({@link PHOTO_NOT_TAKEN_MESSAGE}) before a byte of the body is read, the same limit as
 * everywhere else. A check that fails (the database away) is answered 503. Smaller bodies, and
 * requests without one, pass at once: the route's own guard decides about them.
 * @param mayUpload the session and role check
 * @returns express middleware; put it after the body limit and before {@link readBodyFirst}
 */
export function photoUploadersOnly(mayUpload: PhotoUploaderCheck): express.RequestHandler {
  return (req, res, next) => {
    const length = Number(req.headers["content-length"] ?? 0);
    if (!(length > BODY_LIMIT_BYTES)) return next();
    const route = photoRouteOf(req.path);
    if (!route) return refuseUnreadBody(req, res, 413, BODY_TOO_LARGE_MESSAGE);
    mayUpload(req, route).then(
      (allowed) => {
        if (res.closed) return; // the client left while its session was looked up
        if (allowed) return next();
        req.log.info(
          { route: route.path, length },
          "Photo body from a non-uploader: answering 413",
        );
        refuseUnreadBody(req, res, 413, PHOTO_NOT_TAKEN_MESSAGE);
      },
      (error: unknown) => {
        if (res.closed) return;
        req.log.warn({ err: error }, "Photo uploader check failed: answering 503");
        refuseUnreadBody(
          req,
          res,
          503,
          "The photo could not be taken just now. Please try again in a few seconds.",
          BODY_BUDGET_RETRY_AFTER_SECONDS,
        );
      },
    );
  };
}

/**
 * Reads a request's whole body (up to its Content-Length, which the body limit has already
 * checked) into `req.body` as a Buffer before the request goes on, so that a request takes one
 * of the app's turns (`concurrencyLimit` in server/app.ts) only once its body is in: a client
 * trickling its body holds its own connection, never a turn others wait for
 * (docs/decisions/0013). Before a byte is read the declared length is taken from `budget`, the
 * process's bytes of bodies in flight (README.md#configuration, `REQUEST_BODY_BUDGET_MB`), and
 * given back when the response has closed; a body that does not fit is answered 503 with
 * Retry-After ({@link BODY_BUDGET_MESSAGE}), unread. The body goes into one buffer of its
 * declared length, so a body costs its length once while it is read. A body still incomplete
 * after {@link bodyTimeoutFor} its length is answered 408 ({@link BODY_TIMEOUT_MESSAGE}) and its
 * connection closed; a client that leaves mid-body is dropped without an answer. GET and HEAD
 * requests and requests without a body pass at once (`req.body` stays unset).
 * @param budget the process's budget of body bytes (server/body-budget.ts)
 * @returns express middleware; put it after the body limit and {@link photoUploadersOnly}, before
 *   the turn is taken
 */
export function readBodyFirst(budget: BodyBudget): express.RequestHandler {
  return (req, res, next) => {
    const length = Number(req.headers["content-length"] ?? 0);
    if (req.method === "GET" || req.method === "HEAD" || !(length > 0)) return next();
    // A client already gone would never give its bytes back ("close" has been and gone).
    if (res.closed) return;
    if (!budget.take(length)) {
      req.log.warn(
        { length, held: budget.heldBytes, budget: budget.limitBytes },
        "Request bodies in flight at their budget: answering 503",
      );
      return refuseUnreadBody(req, res, 503, BODY_BUDGET_MESSAGE, BODY_BUDGET_RETRY_AFTER_SECONDS);
    }
    res.once("close", () => budget.giveBack(length));
    let body: Buffer | undefined;
    let received = 0;
    let settled = false;
    const settle = () => {
      settled = true;
      clearTimeout(timer);
      req.off("data", onData);
    };
    const onData = (chunk: Buffer) => {
      body ??= Buffer.allocUnsafe(length);
      // The parser never passes more than the declared length; a longer body is cut, not grown.
      received += chunk.copy(body, received);
    };
    const timer = setTimeout(() => {
      if (settled) return;
      settle();
      req.log.info(
        { received, expected: length },
        "Request body not received in time: answering 408",
      );
      res.once("finish", () => req.socket.destroy());
      res.status(408).set("Connection", "close").type("text/plain").send(BODY_TIMEOUT_MESSAGE);
    }, bodyTimeoutFor(length));
    req.on("data", onData);
    req.once("end", () => {
      if (settled) return;
      settle();
      req.body = body ? body.subarray(0, received) : Buffer.alloc(0);
      next();
    });
    req.once("close", () => {
      if (!settled) settle();
    });
    req.once("error", () => {
      if (!settled) settle();
    });
  };
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The HTTP methods the site answers; any other (TRACE, TRACK, CONNECT, WebDAV's …) is refused
 * with 405 and an `Allow` header naming these (docs/decisions/0013).
 */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** The answer to a method the site does not serve (405). */
const METHOD_NOT_ALLOWED_MESSAGE = "This request method is not served here.";

/** What the security middleware needs from the environment. */
export interface SecurityOptions {
  /** SITE_URL: the public origin; HSTS is sent when it is https. */
  siteUrl: string;
  /** Send the Content Security Policy (off only for the development server, whose hot reload uses inline scripts). */
  contentSecurityPolicy: boolean;
}

/**
 * Whether a mutating request comes from this site. Browsers send `Origin` on every
 * cross-origin POST and on same-origin ones too; `Sec-Fetch-Site` is checked when there
 * is no Origin. Requests with neither (command-line clients) carry no browser cookies
 * from another site and pass.
 * @param headers the request headers (lower-case names)
 * @param siteUrl SITE_URL
 * @returns true when the request may proceed
 */
export function isSameSiteRequest(
  headers: Record<string, string | string[] | undefined>,
  siteUrl: string,
): boolean {
  const origin = typeof headers.origin === "string" ? headers.origin : undefined;
  if (origin !== undefined) {
    if (origin === "null") return false;
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return false;
    }
    if (parsed.origin === new URL(siteUrl).origin) return true;
    // The host the browser addressed (a proxy in front may change the scheme, never the host).
    return typeof headers.host === "string" && parsed.host === headers.host;
  }
  const site = headers["sec-fetch-site"];
  return site === undefined || site === "same-origin" || site === "none";
}

/**
 * The security middleware, in order: a CSP nonce per response (`res.locals.cspNonce`),
 * helmet's headers, the method check ({@link ALLOWED_METHODS}, else 405), the Origin check,
 * the body limit and the client IP.
 * @returns express handlers to `app.use(...)` before any route
 */
export function securityMiddleware(options: SecurityOptions): express.RequestHandler[] {
  const https = options.siteUrl.startsWith("https:");
  const nonce: express.RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: options.contentSecurityPolicy
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              "'self'",
              (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
            ],
            // Inline style attributes: the UI library positions popovers with them.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        }
      : false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  const methods: express.RequestHandler = (req, res, next) => {
    if (ALLOWED_METHODS.includes(req.method)) return next();
    res
      .status(405)
      .set("Allow", ALLOWED_METHODS.join(", "))
      .type("text/plain")
      .send(METHOD_NOT_ALLOWED_MESSAGE);
  };
  const origin: express.RequestHandler = (req, res, next) => {
    if (!MUTATING.has(req.method) || isSameSiteRequest(req.headers, options.siteUrl)) return next();
    res.status(403).type("text/plain").send("Forbidden: this request did not come from this site.");
  };
  const bodyLimit: express.RequestHandler = (req, res, next) => {
    const length = req.headers["content-length"];
    if (length !== undefined) {
      if (Number(length) > bodyLimitFor(req.path))
        return refuseUnreadBody(req, res, 413, BODY_TOO_LARGE_MESSAGE);
      return next();
    }
    if (req.headers["transfer-encoding"] !== undefined) {
      res.status(411).type("text/plain").send("A request body needs a Content-Length.");
      return;
    }
    next();
  };
  // The client's IP for rate limits, as express resolved it (TRUST_PROXY decides whether a
  // forwarded address counts); a client cannot set it.
  const clientIp: express.RequestHandler = (req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "";
    next();
  };
  return [nonce, headers, methods, origin, bodyLimit, clientIp];
}
