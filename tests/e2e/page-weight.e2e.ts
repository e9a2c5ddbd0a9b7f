import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { HOME_BUDGET_BYTES, initialAssets } from "../../bench/page-weight";
import { FORM_PAGE_BUDGET_BYTES, requestedAssets } from "../../bench/requested-assets";
import {
  bookingBody,
  distinctSlots,
  signUp as createAccount,
  postBooking,
  startAppServer,
} from "../../scripts/lib/app-server";
import { clientScriptsText } from "../support/client-scripts";
import { openBrowser } from "./browser";
import { englishPath, localeOfPath, renderedOnRequestPaths } from "~/catalog/languages";
import { login } from "./login";

// The build the end-to-end server runs (global setup builds it before the tests).
const client = path.resolve(import.meta.dirname, "../../build/client");
let paths: string[] = [];
let baseURL = "";

/** A Telugu or Hindi page drawn on each request (the booking form): no file in the build. */
const onRequest = (p: string) =>
  localeOfPath(p) !== "en" &&
  (renderedOnRequestPaths as readonly string[]).includes(englishPath(p));

beforeAll(async () => {
  const b = await openBrowser();
  baseURL = b.baseURL;
  const xml = await (await fetch(`${b.baseURL}/sitemap.xml`)).text();
  paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  await b.close();
});

describe("page weight (docs/decisions/0004 budgets)", () => {
  it("keeps the home page's initial JavaScript + CSS within 100 KB gzip", () => {
    const { totalGzipBytes } = initialAssets(client, "/");
    expect(totalGzipBytes).toBeGreaterThan(0);
    expect(totalGzipBytes).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
  });

  it("ships no script file on any page of the sitemap, the booking and quote forms included (docs/decisions/0004, 0011)", async () => {
    expect(paths).toContain("/booking");
    expect(paths).toContain("/contact");
    expect(paths.filter(onRequest)).toContain("/te/booking");
    const scripted: string[] = [];
    for (const p of paths) {
      const js = onRequest(p)
        ? /<script[^>]*\ssrc=|rel="modulepreload"/.test(
            await (await fetch(`${baseURL}${p}`)).text(),
          )
        : initialAssets(client, p).assets.some((a) => a.path.endsWith(".js"));
      if (js) scripted.push(p);
    }
    expect(scripted).toEqual([]);
  });

  it("sends React's production build to the browser, however the build was started (the tests run it with NODE_ENV=test)", () => {
    const scripts = clientScriptsText();
    // React's production build names its errors by code; the development build explains them.
    expect(scripts).toContain("Minified React error");
    expect(scripts).not.toContain("Each child in a list should have a unique");
  });

  it("never loads the admin charts on a public page", () => {
    for (const page of ["/booking", "/contact"]) {
      for (const asset of initialAssets(client, page).assets.filter((a) =>
        a.path.endsWith(".js"),
      )) {
        expect(
          readFileSync(path.join(client, asset.path), "utf8"),
          `${page} ${asset.path}`,
        ).not.toMatch(/Each day as a table/);
      }
    }
  });

  it("loads at most 150 KB gzip of JavaScript and CSS on /booking, /contact and /auth, counted over every request (docs/decisions/0011)", async () => {
    for (const pagePath of ["/booking", "/contact", "/auth"]) {
      const b = await openBrowser(390);
      try {
        const { assets, totalGzipBytes } = await requestedAssets(b.page, `${b.baseURL}${pagePath}`);
        expect(assets.length, pagePath).toBeGreaterThan(0);
        expect(
          totalGzipBytes,
          `${pagePath}: ${assets.map((a) => `${a.path} ${a.gzipBytes}`).join(", ")}`,
        ).toBeLessThanOrEqual(FORM_PAGE_BUDGET_BYTES);
      } finally {
        await b.close();
      }
    }
  });

  it("keeps My Garage and a car's page as light as /booking: no script, within 150 KB gzip of CSS (docs/decisions/0011)", async () => {
    const b = await openBrowser(390);
    try {
      const account = await login(b);
      const added = await fetch(`${b.baseURL}/garage`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie: account.cookie,
          origin: b.baseURL,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          registration: `TG 10 WT ${1000 + Math.floor(Math.random() * 9000)}`,
          make: "Skoda",
          model: "Slavia",
          year: "2024",
          fuel: "petrol",
          vin: "",
          nickname: "",
        }),
      });
      const carPage = added.headers.get("location")?.replace(/\?.*$/, "");
      expect(carPage).toMatch(/^\/garage\/[0-9a-f-]{36}$/);
      for (const pagePath of ["/garage", carPage!]) {
        const { assets, totalGzipBytes } = await requestedAssets(b.page, `${b.baseURL}${pagePath}`);
        expect(new URL(b.page.url()).pathname, pagePath).toBe(pagePath);
        expect(
          assets.filter((a) => a.path.endsWith(".js")),
          pagePath,
        ).toEqual([]);
        expect(totalGzipBytes, pagePath).toBeLessThanOrEqual(FORM_PAGE_BUDGET_BYTES);
      }
    } finally {
      await b.close();
    }
  });

  it("holds every back-office page to no script and within 150 KB gzip of CSS: each /admin tab, a job card, /staff, /staff/jobs and /admin/pickups (docs/decisions/0020)", async () => {
    // Its own server, so that its admin (the operator command) leaves admin.e2e.ts's first
    // admin journey alone.
    const server = await startAppServer();
    const b = await openBrowser(390);
    try {
      b.baseURL = server.origin;
      const admin = await login(b, { admin: true, dataDir: server.dataDir });
      const customer = await createAccount(server.origin, "Weight Customer");
      const booked = await postBooking(
        server.origin,
        customer,
        bookingBody(distinctSlots(1)[0]!, "page weight", customer),
      );
      expect(booked.status).toBe(200);
      const bookingsTab = await (
        await fetch(`${server.origin}/admin?tab=bookings`, { headers: { cookie: admin.cookie } })
      ).text();
      const jobCard = /\/admin\/booking\/[0-9a-f-]{36}/.exec(bookingsTab)?.[0];
      expect(jobCard).toBeDefined();
      const pages = [
        ...[
          "analytics",
          "overview",
          "bookings",
          "schedule",
          "seo",
          "sitemap",
          "settings",
          "reviews",
        ].map((tab) => `/admin?tab=${tab}`),
        jobCard!,
        "/staff",
        "/staff/jobs",
        "/admin/pickups",
      ];
      for (const pagePath of pages) {
        const { assets, totalGzipBytes } = await requestedAssets(
          b.page,
          `${server.origin}${pagePath}`,
        );
        expect(new URL(b.page.url()).pathname + new URL(b.page.url()).search, pagePath).toBe(
          pagePath,
        );
        expect(
          assets.filter((a) => a.path.endsWith(".js")),
          pagePath,
        ).toEqual([]);
        expect(totalGzipBytes, pagePath).toBeGreaterThan(0);
        expect(totalGzipBytes, pagePath).toBeLessThanOrEqual(FORM_PAGE_BUDGET_BYTES);
      }
    } finally {
      await b.close();
      await server.stop();
    }
  }, 300_000);
});
