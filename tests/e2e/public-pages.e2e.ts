import AxeBuilder from "@axe-core/playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/catalog/business";
import { openBrowser, screenshot, waitForPageReady, type E2EBrowser } from "./browser";

let b: E2EBrowser;
// A second browser, so two pages are checked at a time (the machine's two cores).
let b2: E2EBrowser;
let urls: string[] = [];

beforeAll(async () => {
  [b, b2] = await Promise.all([openBrowser(390), openBrowser(390)]);
  const xml = await (await fetch(`${b.baseURL}/sitemap.xml`)).text();
  urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
});
afterAll(async () => {
  await Promise.all([b?.close(), b2?.close()]);
});

describe("every public page in the sitemap", () => {
  it("answers 200 with its content in the HTML, one h1, its own title and canonical URL, no console errors and no serious accessibility violations", async () => {
    expect(urls.length).toBeGreaterThanOrEqual(59);
    const titles = new Map<string, string>();
    const problems: string[] = [];
    const queue = [...urls];
    const check = async (b: E2EBrowser, url: string) => {
      const path = new URL(url).pathname;
      const local = `${b.baseURL}${path}`;
      // The raw HTML, as a search engine reads it.
      const res = await fetch(local);
      const html = await res.text();
      if (res.status !== 200) problems.push(`${path}: HTTP ${res.status}`);
      const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
      if (h1s !== 1) problems.push(`${path}: ${h1s} h1 in the HTML`);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      if (titles.has(title)) problems.push(`${path}: title also used by ${titles.get(title)}`);
      titles.set(title, path);
      if (!html.includes(`<link rel="canonical" href="${url}"`))
        problems.push(`${path}: canonical is not ${url}`);
      if (!/<meta name="description" content="[^"]{50,}"/.test(html))
        problems.push(`${path}: no meta description`);
      // One number for calls and WhatsApp everywhere (docs/product.md#business-facts and #shell).
      const numbers = new Set([
        ...[...html.matchAll(/href="tel:([^"]+)"/g)].map((m) => m[1]!),
        ...[...html.matchAll(/href="https:\/\/wa\.me\/(\d+)/g)].map((m) => `+${m[1]}`),
      ]);
      if (numbers.size === 0) problems.push(`${path}: no call or WhatsApp link`);
      for (const n of numbers)
        if (n !== defaultBusinessFacts.phone)
          problems.push(`${path}: links to ${n}, not ${defaultBusinessFacts.phone}`);

      // The page in Chromium.
      b.consoleErrors.length = 0;
      await b.page.goto(local);
      await waitForPageReady(b.page);
      const axe = await new AxeBuilder({ page: b.page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      for (const v of axe.violations.filter(
        (v) => v.impact === "serious" || v.impact === "critical",
      )) {
        problems.push(
          `${path}: axe ${v.id} (${v.impact}) at ${v.nodes
            .slice(0, 2)
            .map((n) => n.target.join(" "))
            .join(", ")}`,
        );
      }
      for (const e of b.consoleErrors) problems.push(`${path}: console error ${e.slice(0, 160)}`);
      const overflow = await b.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 1) problems.push(`${path}: ${overflow}px wider than a 390px screen`);
    };
    await Promise.all(
      [b, b2].map(async (browser) => {
        for (let url = queue.shift(); url; url = queue.shift()) await check(browser, url);
      }),
    );
    expect(problems.sort()).toEqual([]);
  }, 600_000);

  it("answers an unknown page and an unknown service slug with 404 and a helpful page", async () => {
    for (const path of ["/no-such-page", "/service/no-such-service"]) {
      const res = await fetch(`${b.baseURL}${path}`);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain("Page Not Found");
      expect(html).toContain('href="/booking"');
    }
    await b.page.goto(`${b.baseURL}/service/no-such-service`);
    await screenshot(b.page, "not-found-390");
  });

  it("serves robots.txt pointing at the sitemap", async () => {
    const txt = await (await fetch(`${b.baseURL}/robots.txt`)).text();
    expect(txt).toContain(`Sitemap: ${b.baseURL}/sitemap.xml`);
  });
});
