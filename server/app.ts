/**
 * The express application: request logging, health and readiness probes, static files
 * and prerendered pages, then the React Router app (README.md#operations).
 * Built in one function, {@link createApp}, so every middleware's place in the order is
 * visible in one list.
 */
import compression from "compression";
import express from "express";
import pLimit from "p-limit";
import type { ServerOptions } from "node:http";
import type { ServerBuild } from "react-router";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Logger } from "pino";
import { carriesSessionCookie } from "../app/lib/session-cookie.ts";
import { databaseAnswers } from "./database.ts";
import { requestLogging } from "./logger.ts";
import { BodyBudget } from "./body-budget.ts";
import { mayUploadPhoto } from "./photo-uploaders.ts";
import { reactRouterHandler } from "./request-handler.ts";
import { photoUploadersOnly, readBodyFirst, securityMiddleware } from "./security.ts";
import { databaseUnavailableResponse } from "./unavailable.ts";
import { pagesAtStartWithPromotion, schedulePromotionRewrites } from "./promotion-pages.ts";
import {
  INLINE_SCRIPT,
  prerenderedPageWriter,
  type PrerenderedPageWriter,
} from "./prerendered-pages.ts";

/** How long the readiness probe waits for the database, in milliseconds. */
const READINESS_TIMEOUT_MS = 2000;

export { INLINE_SCRIPT } from "./prerendered-pages.ts";

/**
 * Serves the pages prerendered at build time (`<path>/index.html` and `<path>.data`) to
 * visitors without a session cookie. Signed-in visitors fall through to server rendering,
 * so their header and data are their own. A prerendered page with inline scripts (the
 * hydrated pages: /booking, /contact) is server-rendered instead, so its scripts carry
 * this response's Content Security Policy nonce (server/security.ts).
 */
function servePrerendered(clientDir: string): express.RequestHandler {
  const scriptless = new Map<string, boolean>();
  const isScriptless = (file: string) => {
    let known = scriptless.get(file);
    if (known === undefined) {
      known = !INLINE_SCRIPT.test(readFileSync(file, "utf8"));
      scriptless.set(file, known);
    }
    return known;
  };
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || carriesSessionCookie(req.headers.cookie))
      return next();
    const isData = req.path.endsWith(".data");
    if (isData && Object.keys(req.query).length > 0) return next();
    const file = path.resolve(
      clientDir,
      "." + (isData ? req.path : path.posix.join(req.path, "index.html")),
    );
    if (!file.startsWith(clientDir + path.sep) || !existsSync(file)) return next();
    if (!isData && !isScriptless(file)) return next();
    res.setHeader("Vary", "Cookie");
    res.setHeader("Cache-Control", "public, max-age=300");
    if (isData) res.type("text/x-script");
    res.sendFile(file);
  };
}

/**
 * How many requests the app (React Router: loaders, actions, server rendering) handles at
 * once in one process; the others wait their turn in arrival order. A request waits for its
 * turn only once its body has arrived (`readBodyFirst`, server/security.ts; docs/decisions/0013),
 * so slow clients cannot hold the turns. Rendering is CPU-bound
 * on a few cores, so more at once only holds more memory: with this bound, 50 concurrent
 * signed-in customers keep the process under 300 MB resident (docs/decisions/0008,
 * `npm run bench:load`).
 */
const MAX_CONCURRENT_APP_REQUESTS = 4;

/**
 * Lets at most `limit` requests through at once; a request whose client left while it
 * waited is skipped.
 * @returns express middleware
 */
function concurrencyLimit(limit: number): express.RequestHandler {
  const run = pLimit(limit);
  return (req, res, next) => {
    void run(
      () =>
        new Promise<void>((resolve) => {
          if (res.closed || req.socket.destroyed) return resolve();
          res.once("close", () => resolve());
          next();
        }),
    );
  };
}

/**
 * Static files other than prerendered pages (those are served by {@link servePrerendered}).
 * Every static file's name has an extension (favicon.svg, robots.txt): a page's path
 * (`/booking`) goes straight to the app, without asking the file system first.
 */
function staticFilesOnly(serve: express.RequestHandler): express.RequestHandler {
  return (req, res, next) =>
    /\.(html|data)$/.test(req.path) || !/\.[^/]+$/.test(req.path) ? next() : serve(req, res, next);
}

/**
 * Asks the database whether it answers, sharing one check among the requests that ask at
 * the same time and reusing a result for a second: a burst of failing requests costs one
 * connection, not one each.
 * @param url connection string
 * @param timeoutMs limit for one check, in milliseconds
 * @returns a function resolving to true when the database answered
 */
export function sharedDatabaseCheck(
  url: string,
  timeoutMs: number,
  check = databaseAnswers,
): () => Promise<boolean> {
  let last: { at: number; result: Promise<boolean> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > 1000)
      last = { at: Date.now(), result: check(url, timeoutMs) };
    return last.result;
  };
}

/**
 * The 4xx status that express or a middleware attached to an error caused by the request
 * itself (http-errors' `status`, e.g. 400 for a path that does not decode).
 * @returns the status, or undefined for a server-side failure
 */
export function clientErrorStatus(error: unknown): number | undefined {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

/**
 * The HTTP server's limits on slow clients: a request (headers and body; bodies are at
 * most 64 KB, photo uploads on the photo routes 10 MB) must arrive within 30 seconds and its
 * headers within 15, checked every second, so a client trickling bytes cannot hold a socket
 * for Node's default 5 minutes. Bodies have their own, shorter timeout (`BODY_TIMEOUT_MS`,
 * server/security.ts).
 */
export const SERVER_OPTIONS = {
  requestTimeout: 30_000,
  headersTimeout: 15_000,
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions;

/** What {@link createApp} needs. */
export interface AppOptions {
  /** Serve the production build (`build/`) rather than the Vite development server. */
  production: boolean;
  /** The project directory. */
  root: string;
  /**
   * PAGES_DIR: the copy of `build/client` to serve and keep up to date (README.md#configuration);
   * unset, `root/build/client`.
   */
  pagesDir?: string;
  /** SITE_URL, the public origin (for the request-level protections). */
  siteUrl: string;
  /**
   * TRUST_PROXY: express's "trust proxy" (a hop count, "true", or proxy addresses such as
   * "loopback"); unset, the client IP is the connection's address.
   */
  trustProxy?: string;
  /** The process logger. */
  logger: Logger;
  /** The database the app uses, for the readiness probe and the 503 decision. */
  databaseUrl: string;
  /** True once the server has begun shutting down (readiness then answers 503). */
  isShuttingDown: () => boolean;
  /** Shown on the 503 page and in its JSON: displayed phone, `tel:` href, business name. */
  contact: { phone: string; tel: string; businessName: string };
  /**
   * The prerendered pages that published reviews change, rewritten once the production server
   * starts (docs/decisions/0017): paths, or "all".
   */
  pagesAtStart?: () => Promise<readonly string[] | "all">;
  /**
   * Keeps prerendered pages up to date from the production server's start (the figures from the
   * records, docs/decisions/0024): called once with the page writer.
   */
  watchPages?: (refresh: PrerenderedPageWriter) => void;
  /**
   * REQUEST_BODY_BUDGET_MB in bytes: the most bytes of request bodies the process holds at once
   * (server/body-budget.ts).
   */
  bodyBudgetBytes: number;
}

/**
 * Builds the express application.
 *
 * Probes: `GET /healthz` answers 200 `{ status: "ok" }` while the process runs (liveness);
 * `GET /readyz` answers 200 `{ status: "ready" }` when the database answers `select 1`
 * within {@link READINESS_TIMEOUT_MS}, else 503 `{ status: "unavailable" }`, and 503
 * `{ status: "stopping" }` once shutdown began (readiness: route traffic here or not).
 *
 * A request the app fails (500) while the database does not answer gets a 503 with a
 * clear message instead (server/unavailable.ts); the process keeps running and serves
 * again as soon as the database is back.
 * @returns the app, not yet listening
 */
export async function createApp(options: AppOptions): Promise<express.Express> {
  const { logger, databaseUrl } = options;
  const databaseUp = sharedDatabaseCheck(databaseUrl, 1500);
  // Before the app sees a request, its body: a photo's only from the route's roles, every body
  // within the process's budget of bytes in flight, read whole (server/security.ts).
  const bodyBudget = new BodyBudget(options.bodyBudgetBytes);
  const bodyFirst = [photoUploadersOnly(mayUploadPhoto), readBodyFirst(bodyBudget)];
  const app = express();
  app.disable("x-powered-by");
  if (options.trustProxy) {
    const t = options.trustProxy;
    app.set("trust proxy", /^\d+$/.test(t) ? Number(t) : t === "true" ? true : t);
  }
  app.use(requestLogging(logger));
  app.use(compression());
  // Request-level protections on every response, probes included: security headers with
  // the CSP nonce, the Origin check, the body limit and the client IP (server/security.ts).
  app.use(
    ...securityMiddleware({ siteUrl: options.siteUrl, contentSecurityPolicy: options.production }),
  );

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (options.isShuttingDown()) return void res.status(503).json({ status: "stopping" });
    const ready = await databaseAnswers(databaseUrl, READINESS_TIMEOUT_MS);
    res
      .status(ready ? 200 : 503)
      .json(ready ? { status: "ready" } : { status: "unavailable", reason: "database" });
  });

  // Production only: rewrites prerendered pages when reviews change them (docs/decisions/0017).
  let refreshPrerendered: PrerenderedPageWriter | undefined;
  const getLoadContext = (req: express.Request, res: express.Response) => ({
    requestId: String(req.id),
    cspNonce: res.locals.cspNonce as string | undefined,
    refreshPrerendered,
  });
  const onServerError = async (request: Request, response: Response, req: express.Request) => {
    if (await databaseUp()) return undefined;
    req.log.warn("Database unavailable: answering 503");
    return databaseUnavailableResponse(request, response, {
      ...options.contact,
      requestId: String(req.id),
    });
  };

  if (options.production) {
    const buildPath = path.join(options.root, "build/server/index.js");
    const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
    const clientDir = options.pagesDir ?? path.join(options.root, "build/client");
    const writer = prerenderedPageWriter(build, clientDir, options.siteUrl, logger);
    refreshPrerendered = writer;
    // docs/product.md#offers: the promotion banner's pages follow its dates.
    schedulePromotionRewrites(writer, logger);
    // docs/product.md#site-figures: the pages whose figures move follow within a minute.
    options.watchPages?.(writer);
    void (options.pagesAtStart?.() ?? Promise.resolve([] as string[]))
      .then((pages) => pagesAtStartWithPromotion(pages, homePageDrawnAt(clientDir)))
      .then((pages) => (pages === "all" || pages.length > 0 ? writer(pages) : undefined))
      .catch((error: unknown) =>
        logger.error({ err: error }, "Prerendered pages could not be brought up to date"),
      );
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }),
    );
    app.use(servePrerendered(clientDir));
    app.use(
      staticFilesOnly(express.static(clientDir, { maxAge: "1h", index: false, redirect: false })),
    );
    // The body is read before the turn is taken: a slow client never holds a turn.
    app.all(
      "/{*splat}",
      ...bodyFirst,
      concurrencyLimit(MAX_CONCURRENT_APP_REQUESTS),
      reactRouterHandler({ build, mode: "production", getLoadContext, onServerError }),
    );
  } else {
    const vite = await import("vite");
    const viteServer = await vite.createServer({
      server: { middlewareMode: true },
      root: options.root,
    });
    app.use(viteServer.middlewares);
    const build = () =>
      viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    app.all(
      "/{*splat}",
      ...bodyFirst,
      reactRouterHandler({ build, mode: "development", getLoadContext, onServerError }),
    );
  }

  // Last: anything that failed outside the app. A client's mistake that express or its
  // middleware found (a malformed address such as `/%`, a body it cannot read) is answered
  // with its own 4xx status and logged without a stack; anything else is logged with its
  // stack. The visitor gets a plain message and the request's reference, never the stack.
  app.use(((error, req, res, _next) => {
    const status = clientErrorStatus(error);
    if (status) {
      req.log.info(
        { status, reason: error instanceof Error ? error.message : String(error) },
        "Request refused: the client's mistake",
      );
      if (res.headersSent) return void res.end();
      return void res
        .status(status)
        .type("text/plain")
        .send(
          `The request could not be understood. Please check the address and try again. Reference: ${String(req.id)}`,
        );
    }
    req.log.error({ err: error }, "Request failed outside the app");
    if (res.headersSent) return void res.end();
    res
      .status(500)
      .type("text/plain")
      .send(`Something went wrong. Please try again. Reference: ${String(req.id)}`);
  }) as express.ErrorRequestHandler);

  return app;
}

/**
 * When the prerendered home page was last drawn: its file's modification time.
 * @param clientDir the build's client folder
 * @returns the time, or null when the file cannot be read
 */
function homePageDrawnAt(clientDir: string): Date | null {
  try {
    return statSync(path.join(clientDir, "index.html")).mtime;
  } catch {
    return null;
  }
}
