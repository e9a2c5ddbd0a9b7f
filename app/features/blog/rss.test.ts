import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { parseBlogPosts } from "./parse-post.server";
import { getAllPosts, toSummary } from "./posts.server";
import { rfc822Date, rssXml } from "./rss";

const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures/blog-posts");
const fixturePosts = parseBlogPosts(
  Object.fromEntries(
    readdirSync(fixtures).map((f) => [f, readFileSync(path.join(fixtures, f), "utf8")]),
  ),
);
const channel = { siteUrl: "https://www.example.in", businessName: "Acme & Sons Car Care" };

/** Parses a feed as an RSS reader would; attributes keep an "@_" prefix, tags always arrays where they may repeat. */
function parseFeed(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === "item" || name === "category",
  });
  return parser.parse(xml) as {
    rss: {
      "@_version": string;
      channel: {
        title: string;
        link: string;
        description: string;
        language: string;
        lastBuildDate: string;
        "atom:link": { "@_href": string; "@_rel": string; "@_type": string };
        item?: Array<{
          title: string;
          link: string;
          guid: { "#text": string; "@_isPermaLink": string };
          description: string;
          pubDate: string;
          "dc:creator": string;
          category: string[];
        }>;
      };
    };
  };
}

const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

describe("rssXml", () => {
  const feed = parseFeed(rssXml(fixturePosts.map(toSummary), channel)).rss;

  it("is RSS 2.0 with the required channel fields, language en-IN and a self link", () => {
    expect(feed["@_version"]).toBe("2.0");
    expect(feed.channel.title).toBe("Acme & Sons Car Care | Car Care Blog");
    expect(feed.channel.link).toBe("https://www.example.in/blog");
    expect(feed.channel.description).toContain("Acme & Sons Car Care");
    expect(feed.channel.language).toBe("en-IN");
    expect(feed.channel["atom:link"]).toEqual({
      "@_href": "https://www.example.in/rss.xml",
      "@_rel": "self",
      "@_type": "application/rss+xml",
    });
  });

  it("builds on the newest post's date, in RFC 822 form", () => {
    expect(feed.channel.lastBuildDate).toBe("Mon, 01 Jun 2026 00:00:00 +0530");
    expect(feed.channel.lastBuildDate).toMatch(RFC822);
  });

  it("has one item per post with title, permalink guid, description, pubDate, author and a category per tag", () => {
    const items = feed.channel.item ?? [];
    expect(items).toHaveLength(fixturePosts.length);
    const first = items[0]!;
    expect(first).toMatchObject({
      title: "Monsoon Wiper and Tyre Checks for Hyderabad Roads",
      link: "https://www.example.in/blog/monsoon-wiper-check",
      guid: { "#text": "https://www.example.in/blog/monsoon-wiper-check", "@_isPermaLink": "true" },
      pubDate: "Mon, 01 Jun 2026 00:00:00 +0530",
      "dc:creator": "Syed Imran",
      category: ["Monsoon", "Safety & Tips"],
    });
    expect(first.description).toMatch(/^A short fixture post for tests/);
    for (const item of items) expect(new Date(item.pubDate).toString()).not.toBe("Invalid Date");
  });

  it("without posts still validates, built now", () => {
    const empty = parseFeed(rssXml([], channel, new Date("2026-11-21T05:00:00Z"))).rss;
    expect(empty.channel.item).toBeUndefined();
    expect(empty.channel.lastBuildDate).toBe("Sat, 21 Nov 2026 05:00:00 GMT");
  });

  it("carries every published post once", () => {
    const posts = getAllPosts();
    const items = parseFeed(rssXml(posts.map(toSummary), channel)).rss.channel.item ?? [];
    expect(items.map((i) => i.link)).toEqual(posts.map((p) => `https://www.example.in${p.path}`));
    for (const item of items) expect(item.pubDate).toMatch(RFC822);
  });
});

describe("rfc822Date", () => {
  it("names the right weekday at midnight in India", () => {
    expect(rfc822Date("2026-03-14")).toBe("Sat, 14 Mar 2026 00:00:00 +0530");
    expect(new Date(rfc822Date("2026-03-14")).toISOString()).toBe("2026-03-13T18:30:00.000Z");
  });
});
