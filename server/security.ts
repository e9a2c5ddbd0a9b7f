/**
 * HTTP-level protections for every response (docs/product.md#security; OWASP ASVS 5.0 level 2,
 * chapters on HTTP security headers, CSRF and request limits):
 * - security headers through helmet: a Content Security Policy whose scripts must come
 *   from this origin or carry the request's nonce (the framework's inline scripts get it
 *   through the load context, `app/entry.server.tsx`), `frame-ancestors 'none'`,
 *   X-Content-Type-Options, Referrer-Policy, and HSTS when the site is served over HTTPS;
 * - only the methods the site serves ({@link ALLOWED_METHODS}; 405 for TRACE and the like);
 * - an Origin check on every mutating request (403 when it comes from another site);
 * - a request body limit (413 above {@link BODY_LIMIT_BYTES}, or the photo upload limit on
 *   the admin job card; 411 when a body comes without a length);
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

/** The largest request body accepted, in bytes. Bookings and quotes are a few KB. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The largest body on the admin job card, which takes one inspection photo (at most 10 MB,
 * docs/decisions/0010) per request, with room for the multipart framing.
 */
export const PHOTO_UPLOAD_BODY_LIMIT_BYTES = 10 * 1024 * 1024 + 64 * 1024;

/**
 * The paths that take a photo (with React Router's `.data` suffix for fetcher posts): the admin
 * job card, the technician's job page (docs/product.md#health-check: a point's photo), and a
 * driver's leg page and the counter's check-in (docs/product.md#check-in: a damage photo).
 */
const PHOTO_UPLOAD_PATH =
  /^\/(?:admin\/booking|staff\/job|staff\/leg)\/[0-9a-fA-F-]{36}(?:\/check-in)?(?:\.data)?$/;

/**
 * The body limit of a request path: {@link PHOTO_UPLOAD_BODY_LIMIT_BYTES} on the admin job
 * card (photo uploads), {@link BODY_LIMIT_BYTES} everywhere else.
 * @param path the URL path, without the query
 * @returns the limit in bytes
 */
export function bodyLimitFor(path: string): number {
  return PHOTO_UPLOAD_PATH.test(path) ? PHOTO_UPLOAD_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
}

/**
 * How long a request body may take to arrive once its headers are in, in milliseconds: a form
 * or JSON body is a few KB (at most {@link BODY_LIMIT_BYTES}), a matter of a second even on a
 * slow mobile connection (docs/decisions/0013).
 */
export const BODY_TIMEOUT_MS = 10_000;

/**
 * The body timeout on the admin job card, whose photo bodies are up to 10 MB: the server's
 * whole-request limit (`SERVER_OPTIONS.requestTimeout` in server/app.ts), in milliseconds.
 */
export const PHOTO_UPLOAD_BODY_TIMEOUT_MS = 30_000;

/** The answer to a body that did not arrive within its timeout (408). */
export const BODY_TIMEOUT_MESSAGE = "The request took too long to arrive. Please try again.";

/**
 * The body timeout of a request path: {@link PHOTO_UPLOAD_BODY_TIMEOUT_MS} on the admin job
 * card (photo uploads), {@link BODY_TIMEOUT_MS} everywhere else.
 * @param path the URL path, without the query
 * @returns the timeout in milliseconds
 */
export function bodyTimeoutFor(path: string): number {
  return PHOTO_UPLOAD_PATH.test(path) ? PHOTO_UPLOAD_BODY_TIMEOUT_MS : BODY_TIMEOUT_MS;
}

/**
 * Reads a request's whole body (up to its Content-Length, which the body limit has already
 * checked) into `req.body` as a Buffer before the request goes on, so that a request takes one
 * of the app's turns (`concurrencyLimit` in server/app.ts) only once its body is in: a client
 * trickling its body holds its own connection, never a turn others wait for
 * (docs/decisions/0013). A body still incomplete after {@link bodyTimeoutFor} its path is
 * answered 408 ({@link BODY_TIMEOUT_MESSAGE}) and its connection closed; a client that leaves
 * mid-body is dropped without an answer. GET and HEAD requests and requests without a body
 * pass at once (`req.body` stays unset).
 * @returns express middleware; put it after the body limit, before the turn is taken
 */
export function readBodyFirst(): express.RequestHandler {
  return (req, res, next) => {
    const length = Number(req.headers["content-length"] ?? 0);
    if (req.method === "GET" || req.method === "HEAD" || !(length > 0)) return next();
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const settle = () => {
      settled = true;
      clearTimeout(timer);
      req.off("data", onData);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.byteLength;
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
    }, bodyTimeoutFor(req.path));
    req.on("data", onData);
    req.once("end", () => {
      if (settled) return;
      settle();
      req.body = Buffer.concat(chunks, received);
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
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** The answer to a method the site does not serve (405). */
export const METHOD_NOT_ALLOWED_MESSAGE = "This request method is not served here.";

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
      if (Number(length) > bodyLimitFor(req.path)) {
        res.status(413).type("text/plain").send("The request is too large.");
        return;
      }
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
