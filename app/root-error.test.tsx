import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/catalog/business";
import { ErrorBoundary } from "./root";

/**
 * Renders the site's error page for a request whose page throws, with the root loader's
 * data in place, as the server does (docs/product.md#security: a friendly page with a
 * correlation id, never a stack trace).
 */
async function renderError(thrown: unknown, requestId: string | null): Promise<string> {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({
        user: null,
        isAdmin: false,
        business: defaultBusinessFacts,
        siteUrl: "http://localhost:3000",
        requestId,
      }),
      ErrorBoundary: () => (
        <ErrorBoundary error={undefined as never} params={{}} loaderData={undefined as never} />
      ),
      children: [
        {
          id: "page",
          path: "broken",
          loader: () => {
            throw thrown;
          },
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost:3000/broken"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  // The page as rendered; the framework's own hydration data is sanitised separately in
  // production (errors reach the browser without messages or stacks).
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe("the error page", () => {
  it("apologises and quotes the request's reference, never the error or its stack", async () => {
    const html = await renderError(
      new Error("secret internals at db.query (bookings.server.ts:42)"),
      "req-7f3a9c",
    );
    expect(html).toContain("Something went wrong");
    expect(html).toContain("req-7f3a9c");
    expect(html).not.toContain("secret internals");
    expect(html).not.toContain("bookings.server.ts");
    // The shell stays: the visitor can still call or go home.
    expect(html).toContain('href="tel:+919876543210"');
  });

  it("shows no reference line when there is no request id", async () => {
    const html = await renderError(new Error("boom"), null);
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("quote reference");
  });
});
