import type { data } from "react-router";
import { describe, expect, it } from "vitest";
import { meta } from "./admin";

/** The error a route sees after its loader threw `Response.json(..., { status })`, as React Router hands it to meta. */
function routeError(status: number) {
  return {
    status,
    statusText: "",
    internal: false,
    data: { error: "Access Denied" },
  } as unknown as ReturnType<typeof data>;
}

describe("/admin page title", () => {
  it("is 'Access Denied' for a signed-in user without the admin role (403)", () => {
    expect(meta({ error: routeError(403) })[0]).toEqual({ title: "Access Denied" });
  });

  it("is the dashboard's title otherwise", () => {
    expect(meta({ error: undefined })[0]).toEqual({ title: "Enhanced Admin Dashboard" });
    expect(meta({ error: routeError(401) })[0]).toEqual({ title: "Enhanced Admin Dashboard" });
  });
});
