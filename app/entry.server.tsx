/**
 * Server rendering of every page (React Router's Node entry, with the Content Security
 * Policy nonce of `server/security.ts` passed to the framework's inline scripts and to
 * React's own, docs/product.md#security). Bots and prerendering wait for all content; people
 * get the shell as soon as it is ready. A page without scripts (`handle.hydrate: false`,
 * docs/decisions/0004 and 0011) has nothing to stream after its HTML and nothing that
 * suspends, so it is rendered whole to a string: React's static-markup renderer writes the
 * same HTML as its stream renderer but without encoding each small chunk to bytes (about a
 * third of a signed-in page's render time, `npm run bench:load`, My Bookings) and without the
 * `<!-- -->` text separators only hydration reads (about 8 % less server time per My Bookings
 * page again, docs/decisions/0012).
 */
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { shouldHydrate } from "~/lib/route-handle";
import { FragmentProvider } from "~/components/site/static-fragment";
import { fragmentRenderer } from "~/components/site/fragment-cache.server";
import { sendAccountEmailsThroughOutbox } from "~/features/messages/account-email.server";
import { TranslatorProvider } from "~/components/site/translation";
import { requestTranslator, translatorFor } from "~/lib/i18n.server";
import type { Translator } from "~/lib/i18n";
import { accountScreenLocale } from "~/lib/route-handle";

// The auth instance (app/lib) sends its account emails through the outbox (a feature).
sendAccountEmailsThroughOutbox();

declare module "react-router" {
  interface AppLoadContext {
    /** The nonce of this response's Content Security Policy (absent when prerendering). */
    cspNonce?: string;
    /** The request's correlation id, shown on error pages and written to the log. */
    requestId?: string;
    /**
     * Rewrites prerendered public pages (production server only; docs/decisions/0017): the
     * paths given, or every one ("all").
     */
    refreshPrerendered?: (pages: readonly string[] | "all") => Promise<void>;
  }
}

/** How long a streamed page may keep rendering, in milliseconds. */
export const streamTimeout = 5_000;

/**
 * The page's translator (docs/decisions/0026): its URL's language, or on a staff screen (a route
 * whose handle says `language: "account"`) the signed-in account's, which its loader hands on
 * (or its refusal, a 403 or 404).
 * @returns the translator the page and its shell are rendered with
 */
function pageTranslator(request: Request, routerContext: EntryContext): Translator {
  const { matches, loaderData, errors } = routerContext.staticHandlerContext;
  const locale = accountScreenLocale(
    matches.map((m) => {
      // A refused staff screen hands on the language in its 403 or 404 (refusedInAccountLanguage).
      const error: unknown = errors?.[m.route.id];
      return {
        handle: routerContext.routeModules[m.route.id]?.handle,
        data: loaderData?.[m.route.id] ?? (isRouteErrorResponse(error) ? error.data : undefined),
      };
    }),
  );
  return locale ? translatorFor(locale) : requestTranslator(request);
}

/**
 * Renders a document request.
 * @returns the HTML response, streamed; HEAD requests get the headers only
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;
  const { matches } = routerContext.staticHandlerContext;
  const translator = pageTranslator(request, routerContext);
  const whole = !shouldHydrate(
    matches.map((m) => ({
      handle: routerContext.routeModules[m.route.id]?.handle,
      pathname: m.pathname,
    })),
  );

  if (whole) {
    // The static-markup renderer writes no doctype (the stream renderer adds it before <html>).
    responseHeaders.set("Content-Type", "text/html");
    // Nothing hydrates this page, so its loader data is never encoded for a script to read (the
    // framework, as patched, encodes it only when asked: docs/decisions/0028, "The route table
    // made once"), and the shell may be sent as fragments rendered before (docs/decisions/0012).
    routerContext.serverHandoffStream = undefined;
    const html = renderToStaticMarkup(
      <TranslatorProvider value={translator}>
        <FragmentProvider value={fragmentRenderer}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </FragmentProvider>
      </TranslatorProvider>,
    );
    return new Response(Buffer.from(`<!DOCTYPE html>${html}`), {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const finished = (callback: () => void) => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
      callback();
    };

    const { pipe, abort } = renderToPipeableStream(
      <TranslatorProvider value={translator}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </TranslatorProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html");
          const body = new PassThrough({ final: finished });
          const stream = createReadableStreamFromReadable(body);
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
