/**
 * The framework's server rendering as patched (patches/react-router+7.18.4.patch, decision 0028,
 * "The route table made once"): the route objects a document request renders with are made
 * once per build, not on every request.
 */
import { describe, expect, it } from "vitest";
import { createStaticHandler, createStaticRouter, type RouteObject } from "react-router";

const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "booking", path: "booking", loader: () => ({ page: "booking" }) },
      { id: "garage", path: "garage", loader: () => ({ page: "garage" }) },
    ],
  },
];

async function contextOf(path: string) {
  const context = await createStaticHandler(routes).query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected response");
  return context;
}

describe("createStaticRouter, as patched", () => {
  it("converts a route table once and reuses it for every later request", async () => {
    const first = createStaticRouter(routes, await contextOf("/booking"));
    const second = createStaticRouter(routes, await contextOf("/garage"));
    expect(second.routes).toBe(first.routes);
    expect(second.manifest).toBe(first.manifest);
  });

  it("keeps each request's own location, matches and data", async () => {
    const booking = createStaticRouter(routes, await contextOf("/booking"));
    const garage = createStaticRouter(routes, await contextOf("/garage"));
    expect(booking.state.location.pathname).toBe("/booking");
    expect(garage.state.location.pathname).toBe("/garage");
    expect(booking.state.matches.map((m) => m.route.id)).toEqual(["root", "booking"]);
    expect(garage.state.matches.map((m) => m.route.id)).toEqual(["root", "garage"]);
    expect(garage.state.loaderData).toEqual({ garage: { page: "garage" } });
    // The matched routes are the converted table's own objects, as without the cache.
    expect(garage.state.matches[1]!.route).toBe(garage.manifest["garage"]);
  });

  it("converts a different route table on its own", async () => {
    const other: RouteObject[] = [{ id: "root", path: "/", children: [...routes[0]!.children!] }];
    const first = createStaticRouter(routes, await contextOf("/booking"));
    const second = createStaticRouter(other, await contextOf("/booking"));
    expect(second.routes).not.toBe(first.routes);
  });
});
