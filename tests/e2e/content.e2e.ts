import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { clientScriptsText } from "../support/client-scripts";
import { screenshot, usesBrowsers, waitForPageReady } from "./browser";

const root = path.resolve(import.meta.dirname, "../..");
const { open: browser } = usesBrowsers("each");

let baseURL = "";
let postPaths: string[] = [];

beforeAll(async () => {
  const b = await browser(390);
  baseURL = b.baseURL;
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  postPaths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((p) => p.startsWith("/blog/"));
});

/** The JSON-LD blocks of an HTML document. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

describe("blog, feed, FAQ, privacy and terms as served", () => {
  it("serves the RSS feed with one item per post in the sitemap, referenced from every page's head", async () => {
    expect(postPaths.length).toBeGreaterThanOrEqual(25);
    const res = await fetch(`${baseURL}/rss.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const feed = new XMLParser({ ignoreAttributes: false, isArray: (n) => n === "item" }).parse(
      await res.text(),
    );
    const items = feed.rss.channel.item as Array<{ link: string }>;
    expect(items.map((i) => new URL(i.link).pathname).sort()).toEqual([...postPaths].sort());
    expect(feed.rss.channel["atom:link"]["@_href"]).toBe(`${baseURL}/rss.xml`);
    for (const p of ["/", "/blog", postPaths[0]!, "/faq", "/service/bmw-service"]) {
      const html = await (await fetch(`${baseURL}${p}`)).text();
      expect(html, p).toMatch(
        /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/rss.xml"\/>/,
      );
    }
  });

  it("lists every post on /blog newest first, and prerenders each post with BlogPosting data for its canonical URL", async () => {
    const list = await (await fetch(`${baseURL}/blog`)).text();
    const listed = [...list.matchAll(/<h2[^>]*><a[^>]*href="(\/blog\/[^"]+)"/g)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...postPaths].sort());
    const dates = [...list.matchAll(/<time dateTime="(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]!);
    expect(dates).toEqual([...dates].sort().reverse());

    const post = postPaths[0]!;
    const res = await fetch(`${baseURL}${post}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const posting = jsonLd(html).find((b) => b["@type"] === "BlogPosting")!;
    expect(posting).toMatchObject({
      mainEntityOfPage: { "@id": `${baseURL}${post}` },
      publisher: { name: expect.any(String) },
    });
    expect(html).toContain(`<h1 id="post-title"`);
    expect(html).toContain(`>${posting.headline as string}</h1>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(/min read/);
    expect(html).toContain("Related services and areas");

    expect((await fetch(`${baseURL}/blog/no-such-post`)).status).toBe(404);
  });

  it("links brand, service and locality pages back to the posts that name them", async () => {
    const html = await (await fetch(`${baseURL}/service/bmw-service`)).text();
    expect(html).toContain("From Our Blog");
    const linked = [...html.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((m) => m[1]!);
    expect(linked.length).toBeGreaterThan(0);
    for (const l of linked) expect(postPaths).toContain(l);
  });

  it("publishes the FAQ with FAQPage data matching the questions shown, and the policies with the business's figures", async () => {
    const faq = await (await fetch(`${baseURL}/faq`)).text();
    const page = jsonLd(faq).find((b) => b["@type"] === "FAQPage") as {
      mainEntity: Array<{ name: string }>;
    };
    expect(page.mainEntity.length).toBeGreaterThanOrEqual(10);
    for (const q of page.mainEntity)
      expect(faq).toContain(`>${q.name.replace(/'/g, "&#x27;")}</h3>`);
    const privacy = await (await fetch(`${baseURL}/privacy`)).text();
    expect(privacy).toContain("Digital Personal Data Protection Act, 2023");
    expect(privacy).toContain("privacy@madhapurcarservice.in");
    const terms = await (await fetch(`${baseURL}/terms`)).text();
    expect(terms).toContain("6-month service warranty");
    expect(terms).toContain("10% off labour and parts");
  });

  it("keeps the Markdown library and the post bodies out of the browser's JavaScript", () => {
    const js = clientScriptsText();
    const postsDir = path.join(root, "app/catalog/blog/posts");
    const sentences = readdirSync(postsDir).map((f) => {
      const body = readFileSync(path.join(postsDir, f), "utf8").split(/^---$/m)[2] ?? "";
      return body.trim().split("\n")[0]!.slice(0, 60);
    });
    expect(sentences.length).toBeGreaterThanOrEqual(25);
    for (const s of sentences) expect(js.includes(s), s).toBe(false);
    for (const marker of ["gray-matter", "walkTokens", "js-yaml"])
      expect(js.includes(marker), marker).toBe(false);
  });

  it("reads well on a phone and a laptop (screenshots for review)", async () => {
    const pages: Array<[string, string]> = [
      ["blog", "/blog"],
      ["blog-post", postPaths.find((p) => p.includes("monsoon")) ?? postPaths[0]!],
      ["faq", "/faq"],
      ["privacy", "/privacy"],
      ["terms", "/terms"],
    ];
    for (const width of [390, 1280]) {
      const b = await browser(width);
      for (const [name, p] of pages) {
        await b.page.goto(`${baseURL}${p}`);
        await waitForPageReady(b.page);
        const overflow = await b.page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${p} at ${width}px`).toBeLessThanOrEqual(1);
        await screenshot(b.page, `${name}-${width}`);
      }
      expect(b.consoleErrors).toEqual([]);
    }
  }, 120_000);
});
