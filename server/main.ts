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

const root = fileURLToPath(new URL("..", import.meta.url));

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
    app.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(path.join(root, "build/client"), { maxAge: "1h", redirect: false }));
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
