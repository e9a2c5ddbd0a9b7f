/**
 * The production (and development) server: parses the environment, opens the
 * database (embedded unless `DATABASE_URL` is set), applies migrations, then serves
 * the React Router app with express on `HOST:PORT`. SIGINT/SIGTERM close the HTTP
 * server, then stop the embedded PostgreSQL.
 */
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { EnvError, getEnv, resetEnvCache } from "../app/lib/env.server.ts";
import { openDatabase, resolveAuthSecret } from "./database.ts";
import { prepareAdminSetupCode, setupCodeNotice } from "../app/features/admin/setup-code.server.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * Serves the pages prerendered at build time (`<path>/index.html` and `<path>.data`) to
 * visitors without a session cookie. Signed-in visitors fall through to server rendering,
 * so their header and data are their own.
 */
function servePrerendered(clientDir: string): express.RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || SESSION_COOKIE.test(req.headers.cookie ?? "")) return next();
    const isData = req.path.endsWith(".data");
    if (isData && Object.keys(req.query).length > 0) return next();
    const file = path.resolve(clientDir, "." + (isData ? req.path : path.posix.join(req.path, "index.html")));
    if (!file.startsWith(clientDir + path.sep) || !existsSync(file)) return next();
    res.setHeader("Vary", "Cookie");
    res.setHeader("Cache-Control", "public, max-age=300");
    if (isData) res.type("text/x-script");
    res.sendFile(file);
  };
}

/** Static files other than prerendered pages (those are served by {@link servePrerendered}). */
function staticFilesOnly(serve: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => (/\.(html|data)$/.test(req.path) ? next() : serve(req, res, next));
}

async function main() {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const production = env.NODE_ENV === "production";

  process.env.AUTH_SECRET = resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
  process.env.SITE_URL = env.SITE_URL;

  let database;
  try {
    database = await openDatabase(env.DATABASE_URL, env.DATA_DIR);
  } catch (error) {
    console.error(`Database unavailable: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  process.env.DATABASE_URL = database.url;
  resetEnvCache();

  // While no admin exists (and no ADMIN_SETUP_CODE is set), /admin-setup needs a code that
  // only the operator sees: made now, printed once.
  const setupCode = await prepareAdminSetupCode(database.url, env);
  if (setupCode) console.log(setupCodeNotice(setupCode));

  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });

  let handler: express.RequestHandler;
  if (production) {
    const buildPath = path.join(root, "build/server/index.js");
    const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
    const clientDir = path.join(root, "build/client");
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(servePrerendered(clientDir));
    app.use(staticFilesOnly(express.static(clientDir, { maxAge: "1h", index: false, redirect: false })));
    handler = createRequestHandler({ build, mode: "production" });
  } else {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true }, root });
    app.use(viteServer.middlewares);
    handler = async (req, res, next) => {
      try {
        const build = (await viteServer.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
        return createRequestHandler({ build, mode: "development" })(req, res, next);
      } catch (error) {
        next(error);
      }
    };
  }
  app.all("/{*splat}", handler);

  const server = app.listen(env.PORT, env.HOST, () => {
    console.log(`Serving on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}` +
      (database.embedded ? " (embedded PostgreSQL)" : ""));
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    server.close(async () => {
      await database.stop().catch(() => {});
      process.exit(0);
    });
    server.closeIdleConnections?.();
    setTimeout(async () => {
      await database.stop().catch(() => {});
      process.exit(0);
    }, 10_000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

if (!existsSync(path.join(root, "package.json"))) throw new Error("run from the project");
await main();
