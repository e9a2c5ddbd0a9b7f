import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/catalog/business";
import { fragmentRenderer } from "./fragment-cache.server";
import type { RootData } from "./root-data";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { FragmentProvider } from "./static-fragment";
import { comparableMarkup } from "../../../tests/support/markup";

type Who = "visitor" | "customer" | "admin";

/** The root data of a request by `who`. */
function rootData(who: Who): RootData {
  return {
    user: who === "visitor" ? null : { id: `u-${who}`, email: `${who}@example.com`, name: who },
    isAdmin: who === "admin",
    business: defaultBusinessFacts,
    siteUrl: "https://example.com",
    businessJsonLd: {},
    requestId: null,
  } as RootData;
}

/**
 * The header and footer as the server renders them for `who` on `path`: as fragments (a page
 * without scripts) or live (a hydrated page).
 */
function shell(who: Who, path: string, fragments: boolean): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/*",
      loader: () => rootData(who),
      Component: () => (
        <>
          <SiteHeader />
          <SiteFooter />
        </>
      ),
    },
  ]);
  const page = (
    <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: rootData(who) } }} />
  );
  return renderToString(
    fragments ? <FragmentProvider value={fragmentRenderer}>{page}</FragmentProvider> : page,
  );
}

describe("the shell on pages without scripts (docs/decisions/0012)", () => {
  it("gives each visitor the account buttons of their own state, in any order of requests", () => {
    const order: Who[] = ["visitor", "customer", "admin", "visitor", "admin", "customer"];
    for (const who of order) {
      const html = shell(who, "/booking", true);
      expect(html.includes(">Sign In<"), who).toBe(who === "visitor");
      expect(html.includes(">Sign Out<"), who).toBe(who !== "visitor");
      expect(html.includes(">Admin Panel<"), who).toBe(who === "admin");
      expect(html.includes(">Get Admin<"), who).toBe(who === "customer");
    }
  });

  it("links a signed-in customer or admin to My Garage in the bar and the menu, marked on the garage's pages", () => {
    for (const who of ["customer", "admin"] as const) {
      const html = shell(who, "/booking", true);
      expect(html.match(/<a [^>]*href="\/garage"[^>]*>/g), who).toHaveLength(2);
      expect(html).not.toMatch(/href="\/garage"[^>]*aria-current/);
    }
    expect(shell("visitor", "/booking", true)).not.toContain('href="/garage"');
    const onCar = shell("customer", "/garage/4a1e3a8e-0d5c-4e8e-9f7b-0a6c2f1d9b10", true);
    expect(onCar.match(/<a [^>]*href="\/garage"[^>]*aria-current="true"/g)).toHaveLength(2);
    // The live header (hydrated pages) says the same.
    expect(comparableMarkup(shell("customer", "/garage", false))).toBe(
      comparableMarkup(shell("customer", "/garage", true)),
    );
  });

  it("marks the current page's link in the main navigation", () => {
    const about = shell("visitor", "/about", true);
    const services = shell("visitor", "/service/ac-service", true);
    expect(about).toMatch(/<a href="\/about" aria-current="page"/);
    expect(about).not.toMatch(/<a href="\/services" aria-current/);
    expect(services).toMatch(/<a href="\/services" aria-current="true"/);
    expect(services).not.toMatch(/<a href="\/about" aria-current/);
  });

  it("draws the same header and footer as the live shell, with plain links", () => {
    for (const who of ["visitor", "customer", "admin"] as const) {
      const fragment = shell(who, "/contact", true);
      expect(fragment).not.toContain("data-discover");
      expect(comparableMarkup(fragment)).toBe(comparableMarkup(shell(who, "/contact", false)));
    }
  });
});
