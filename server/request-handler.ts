/**
 * Express to React Router: the same conversion `@react-router/express` does (an express
 * request to a Fetch `Request`, the app's `Response` back to express), with one step
 * between: a failed response (500) may be replaced before it is sent. The server uses it
 * to answer 503 while the database is away (server/unavailable.ts).
 */
import type express from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";

/** How the handler is built. */
export interface ReactRouterHandlerOptions {
  /** The server build, or a function loading it per request (the development server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** The load context of a request (request id, CSP nonce, …). */
  getLoadContext: (req: express.Request, res: express.Response) => AppLoadContext;
  /**
   * Called when the app answered 500; returns a replacement response, or undefined to
   * send the app's own.
   */
  onServerError?: (
    request: Request,
    response: Response,
    req: express.Request,
  ) => Promise<Response | undefined>;
}

function toFetchHeaders(incoming: express.Request["headers"]): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(incoming)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/**
 * The Fetch request for an express request, with the body `readBodyFirst` already read when
 * there is one; aborted when the client goes away.
 */
function toFetchRequest(req: express.Request, res: express.Response): Request {
  const [, forwardedPort] = req.app.enabled("trust proxy")
    ? (req.get("X-Forwarded-Host")?.split(":") ?? [])
    : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = Number.parseInt(forwardedPort ?? hostPort ?? "", 10);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(
    `${req.protocol}://${hostname}${Number.isSafeInteger(port) ? `:${port}` : ""}${req.originalUrl}`,
  );
  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: toFetchHeaders(req.headers),
    signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // The body read in full before the request took its turn (`readBodyFirst`,
    // server/security.ts), handed over as a view (the Request makes its own copy) and let go,
    // so a photo's 10 MB are not held a third time while the app handles it; a stream of the
    // socket only where nothing read it first.
    if (Buffer.isBuffer(req.body)) {
      const body = req.body;
      init.body = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
      req.body = undefined;
    } else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new Request(url.href, init);
}

/**
 * Writes a response body to express as it is read: each chunk is written (and flushed through
 * compression) only once the one before has drained, so a long download (the bookings export,
 * docs/decisions/0015) holds about one chunk at a time; a client that leaves cancels the body
 * (which ends what produces it). `@react-router/node`'s `writeReadableStreamToWritable` does
 * the same but races every read against one promise that lives as long as the body, and that
 * promise's reactions keep every chunk read until the end: a million-row export held all of it.
 * @param body the response's body
 * @param res the express response, headers set
 * @returns when the body is sent, or the client has left (the body then cancelled)
 * @throws the body's error when it fails part-way (the response is destroyed first: the client
 *   sees a cut download, never a complete-looking one)
 */
async function writeBody(body: ReadableStream<Uint8Array>, res: express.Response): Promise<void> {
  const reader = body.getReader();
  let wake: (() => void) | undefined;
  const resume = () => {
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };
  // One listener each for the whole body (compression hands "drain" to its own stream).
  res.on("drain", resume);
  const left = () => {
    resume();
    reader.cancel().catch(() => undefined);
  };
  res.once("close", left);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (res.destroyed) return;
      if (done) {
        res.end();
        return;
      }
      const more = res.write(value);
      (res as { flush?: () => void }).flush?.();
      if (!more && !res.destroyed) await new Promise<void>((resolve) => (wake = resolve));
    }
  } catch (error) {
    res.destroy();
    throw error;
  } finally {
    res.off("close", left);
    res.off("drain", resume);
    reader.releaseLock();
  }
}

async function send(res: express.Response, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  const type = response.headers.get("Content-Type") ?? "";
  if (/text\/event-stream/i.test(type)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    if (/^text\/html/i.test(type)) {
      // A page is sent in one write with its length: React renders it in a few dozen small
      // chunks, and writing each to the socket (chunked) cost more than rendering the list.
      const page = Buffer.from(await response.arrayBuffer());
      if (res.destroyed || res.writableEnded) return;
      res.setHeader("Content-Length", page.byteLength);
      res.end(page);
      return;
    }
    await writeBody(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

/**
 * The express handler serving the React Router app.
 * @returns a request handler; errors outside the app (a broken connection) go to `next`
 */
export function reactRouterHandler(options: ReactRouterHandlerOptions): express.RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const request = toFetchRequest(req, res);
      let response = await handle(request, options.getLoadContext(req, res));
      if (response.status === 500 && options.onServerError) {
        response = (await options.onServerError(request, response, req)) ?? response;
      }
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}
