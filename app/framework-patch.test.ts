/**
 * The framework's server rendering as patched (patches/react-router+7.18.4.patch, decision 0028,
 * "The route table made once"): the route objects a document request renders with are made
 * once per build, not on every request; and a path is matched against a handler's route table
 * once, each later request getting its own copy of the answer ("Each path matched once").
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
      { id: "car", path: "garage/:carId", loader: ({ params }) => ({ car: params.carId }) },
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

describe("matching a path, as patched", () => {
  const handler = createStaticHandler(routes);
  async function query(path: string) {
    const context = await handler.query(new Request(`http://localhost${path}`));
    if (context instanceof Response) throw new Error("unexpected response");
    return context;
  }

  it("answers a path asked again as it did the first time, with its own params", async () => {
    const first = await query("/garage/car-1");
    const again = await query("/garage/car-1");
    expect(again.matches.map((m) => m.route.id)).toEqual(["root", "car"]);
    expect(again.matches.map((m) => m.pathname)).toEqual(["/", "/garage/car-1"]);
    expect(again.loaderData).toEqual({ car: { car: "car-1" } });
    // Each request has its own match objects and params: changing one changes no other.
    expect(again.matches[1]).not.toBe(first.matches[1]);
    (again.matches[1]!.params as Record<string, string>).carId = "changed";
    expect((await query("/garage/car-1")).matches[1]!.params.carId).toBe("car-1");
    // The matches of one request share one params object, as the framework's own do.
    expect(again.matches[0]!.params).toBe(again.matches[1]!.params);
  });

  it("matches another path on its own, and still finds no route for an unknown one", async () => {
    await query("/garage/car-1");
    expect((await query("/garage/car-2")).loaderData).toEqual({ car: { car: "car-2" } });
    expect((await query("/garage")).matches.map((m) => m.route.id)).toEqual(["root", "garage"]);
    const missing = await query("/nowhere");
    expect(missing.statusCode).toBe(404);
    expect((await query("/nowhere")).statusCode).toBe(404);
  });

  it("answers a path too long to keep, each time", async () => {
    const id = "x".repeat(300);
    for (let i = 0; i < 2; i++)
      expect((await query(`/garage/${id}`)).loaderData).toEqual({ car: { car: id } });
  });

  it("answers each of more paths than it keeps", async () => {
    for (let i = 0; i < 1_100; i++) await query(`/garage/car-${i}`);
    expect((await query("/garage/car-0")).loaderData).toEqual({ car: { car: "car-0" } });
    expect((await query("/garage/car-1099")).loaderData).toEqual({ car: { car: "car-1099" } });
  });
});
