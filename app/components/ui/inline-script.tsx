/**
 * A small script written into the page, for pages that load no framework script
 * (docs/decisions/0011): a function of this codebase, type-checked like the rest, sent as
 * its source and called with JSON arguments. The one place, besides the blog's own
 * Markdown, where the site writes raw HTML (`app/lib/no-raw-html.test.ts`).
 */

/**
 * JSON for a script element: "<" escaped, so no value can close the element.
 * @param value any JSON value
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * Calls `run` in the browser once the page's HTML up to here has been parsed.
 * @param run a self-contained function: it may use only its arguments and browser globals
 *   (it is sent as source text, without the module around it)
 * @param args its arguments, as JSON values
 * @param nonce this response's Content Security Policy nonce (absent when prerendering;
 *   the server renders pages with inline scripts per request, `server/app.ts`)
 */
export function InlineScript<A extends unknown[]>({
  run,
  args,
  nonce,
}: {
  run: (...args: A) => void;
  args: A;
  nonce?: string;
}) {
  return (
    <script
      nonce={nonce}
      dangerouslySetInnerHTML={{
        __html: `(${run.toString()})(${args.map(scriptJson).join(",")});`,
      }}
    />
  );
}
