/**
 * Rewrites prerendered public pages while the server runs (docs/decisions/0017): a published or
 * hidden review changes the home page, a brand page, a locality page and, once the site's rating
 * comes from the reviews, every page's figures. Each page is rendered through the app's own
 * request handler exactly as `react-router build` prerendered it (a GET without a session
 * cookie), and its file written beside the old one and renamed over it, so the server and nginx
 * always serve a whole page, the old or the new.
 */
import { createRequestHandler, type ServerBuild } from "react-router";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import pLimit from "p-limit";
import type { Logger } from "pino";

/** An inline script (not a JSON-LD block): a prerendered page holding one is rendered by the app, never sent as a file. */
export const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/;

/** Rewrites the given pages, or every prerendered one ("all"), one page at a time. */
export type PrerenderedPageWriter = (pages: readonly string[] | "all") => Promise<void>;

/**
 * The path of every prerendered page in the client build: each `index.html` below it, as its
 * folder's path ("/", "/about", "/service/bmw-service").
 * @param clientDir the build's client folder
 * @returns the paths
 */
function prerenderedPaths(clientDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "assets")
        walk(path.join(dir, entry.name), `${urlPath === "/" ? "" : urlPath}/${entry.name}`);
      else if (entry.name === "index.html") found.push(urlPath);
    }
  };
  walk(clientDir, "/");
  return found;
}

/**
 * The file of a page's HTML, and of its data for client navigations (`.data`), inside the build.
 * @returns the files, or null for a path outside the build
 */
function pageFiles(clientDir: string, page: string): { html: string; data: string } | null {
  const html = path.resolve(clientDir, "." + path.posix.join(page, "index.html"));
  const data = path.resolve(clientDir, "." + (page === "/" ? "/_root.data" : `${page}.data`));
  if (!html.startsWith(clientDir + path.sep) || !data.startsWith(clientDir + path.sep)) return null;
  return { html, data };
}

async function replaceFile(file: string, body: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

/**
 * The writer of prerendered pages for one production build.
 * @param build the server build
 * @param clientDir the build's client folder (build/client)
 * @param siteUrl SITE_URL: the origin the pages are rendered for
 * @param logger where each rewrite and failure is logged
 * @returns a function rewriting pages; calls run one after another, one page at a time (a call
 *   for every page while another such waits joins it). A page
 *   that was not prerendered, carries inline scripts (rendered per request anyway) or does not
 *   render with 200 is left as it is.
 */
export function prerenderedPageWriter(
  build: ServerBuild,
  clientDir: string,
  siteUrl: string,
  logger: Logger,
): PrerenderedPageWriter {
  const handler = createRequestHandler(build, "production");
  const oneAtATime = pLimit(1);
  const render = async (url: string) => {
    const response = await handler(new Request(new URL(url, siteUrl)), {
      requestId: "prerender",
    });
    return { status: response.status, body: await response.text() };
  };
  const rewrite = async (page: string): Promise<boolean> => {
    const files = pageFiles(clientDir, page);
    if (!files || !existsSync(files.html)) return false;
    if (INLINE_SCRIPT.test(readFileSync(files.html, "utf8"))) return false;
    const html = await render(page);
    if (html.status !== 200 || INLINE_SCRIPT.test(html.body)) {
      logger.warn({ page, status: html.status }, "Prerendered page left as it was");
      return false;
    }
    if (existsSync(files.data)) {
      const data = await render(page === "/" ? "/_root.data" : `${page}.data`);
      if (data.status === 200) await replaceFile(files.data, data.body);
    }
    await replaceFile(files.html, html.body);
    return true;
  };
  // A rewrite of every page asked for while another such waits to start is that one.
  let waitingAll: Promise<void> | undefined;
  const run = (pages: readonly string[] | "all") =>
    oneAtATime(async () => {
      if (pages === "all") waitingAll = undefined;
      const list = pages === "all" ? prerenderedPaths(clientDir) : [...new Set(pages)];
      const started = Date.now();
      let written = 0;
      for (const page of list) {
        try {
          if (await rewrite(page)) written += 1;
        } catch (error) {
          logger.error({ err: error, page }, "Prerendered page could not be rewritten");
        }
      }
      logger.info(
        { pages: written, ms: Date.now() - started },
        "Prerendered pages rewritten with the published reviews",
      );
    });
  return (pages) => {
    if (pages !== "all") return run(pages);
    waitingAll ??= run("all");
    return waitingAll;
  };
}
