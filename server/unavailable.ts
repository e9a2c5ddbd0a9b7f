/**
 * What a visitor gets while the database is away (README.md#operations: the database lost
 * mid-request gives 503 and a clear message, the process survives). The server turns a
 * request that failed (500) while the database does not answer into a 503 with
 * `Retry-After`, shaped for whoever asked:
 * - a page (a browser asking for HTML): a small self-contained page saying what happened,
 *   what to do, the workshop's phone number and the request's reference;
 * - the framework's data requests (`*.data`, client navigation and form submissions):
 *   the framework's own error payload, status 503, so the page shows its error state;
 * - anything else (`/api/*`, scripts, `fetch` asking for JSON): `{ ok: false, message,
 *   requestId }`, the shape the app's actions answer with.
 */

/** How long clients are told to wait before retrying, in seconds. */
const RETRY_AFTER_SECONDS = 30;

/** Who is asking: a page, the framework's data request, or a JSON client. */
export type ResponseKind = "document" | "data" | "json";

/**
 * Classifies a request by what it expects back.
 * @returns "data" for `*.data` paths, "json" for `/api/*` and requests not accepting
 *   HTML, else "document"
 */
export function responseKind(request: Request): ResponseKind {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith(".data")) return "data";
  if (pathname.startsWith("/api/")) return "json";
  return (request.headers.get("accept") ?? "").includes("text/html") ? "document" : "json";
}

/**
 * The message shown when the database is away.
 * @param phone the workshop's number as displayed, e.g. "+91 98765 43210"
 */
function unavailableMessage(phone: string): string {
  return `Our booking system is temporarily unavailable. Please try again in a few minutes, or call us on ${phone}.`;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/**
 * The page for browsers: no scripts, styles inline, nothing that needs the database.
 * @param details the displayed phone number, its `tel:` href, the business name and the request id
 */
export function unavailablePage(details: {
  phone: string;
  tel: string;
  businessName: string;
  requestId: string;
}): string {
  const { phone, tel, businessName, requestId } = details;
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Temporarily unavailable | ${escapeHtml(businessName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f8fafc}
main{max-width:36rem;margin:12vh auto;padding:0 1.25rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 1rem}
p{line-height:1.6;margin:0 0 1rem;color:#4b5563}
a.button{display:inline-block;margin:.5rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#1e3a8a;color:#fff;text-decoration:none;font-weight:600}
a.secondary{background:#fff;color:#1e3a8a;border:1px solid #1e3a8a}
small{display:block;margin-top:2rem;color:#6b7280}
</style>
</head>
<body>
<main>
<h1>We'll be right back</h1>
<p>${escapeHtml(unavailableMessage(phone))}</p>
<p>Your bookings are safe; nothing you sent was half-saved.</p>
<p><a class="button" href="">Try again</a><a class="button secondary" href="${escapeHtml(tel)}">Call ${escapeHtml(phone)}</a></p>
<small>${escapeHtml(businessName)}<br>Reference: ${escapeHtml(requestId)}</small>
</main>
</body>
</html>
`;
}

/**
 * The 503 answer to a request that failed because the database is away.
 * @param request the request that failed
 * @param failed the app's 500 response (its body is reused for data requests, else discarded)
 * @param details displayed phone number, `tel:` href, business name, request id
 * @returns a 503 response with `Retry-After` and `Cache-Control: no-store`
 */
export async function databaseUnavailableResponse(
  request: Request,
  failed: Response,
  details: { phone: string; tel: string; businessName: string; requestId: string },
): Promise<Response> {
  const kind = responseKind(request);
  if (kind === "data") {
    const headers = new Headers(failed.headers);
    headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
    headers.set("Cache-Control", "no-store");
    return new Response(failed.body, { status: 503, headers });
  }
  await failed.body?.cancel().catch(() => {});
  const headers = new Headers({
    "Retry-After": String(RETRY_AFTER_SECONDS),
    "Cache-Control": "no-store",
  });
  const head = request.method === "HEAD";
  if (kind === "document") {
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(head ? null : unavailablePage(details), { status: 503, headers });
  }
  headers.set("Content-Type", "application/json; charset=utf-8");
  const body = JSON.stringify({
    ok: false,
    message: unavailableMessage(details.phone),
    requestId: details.requestId,
  });
  return new Response(head ? null : body, { status: 503, headers });
}
