import { describe, expect, it } from "vitest";
import {
  AUDIT_CACHE_MS,
  AUDIT_REFRESH_MIN_MS,
  auditCache,
  crawlAndAudit,
  isAuditablePath,
  selfOrigin,
  type PageFetcher,
} from "./site-crawl.server";

const site = "https://www.example.in";

function html(path: string, title: string, links: string[] = [], extraHead = "") {
  return `<html><head><title>${title}</title><meta name="description" content="${"A description long enough to pass the audit for " + path + ". ".repeat(2)}Hyderabad car service."/><link rel="canonical" href="${site}${path === "/" ? "/" : path}"/>${extraHead}<script type="application/ld+json">{"@type":"AutoRepair"}</script></head><body><h1>${title}</h1>${links.map((l) => `<a href="${l}">x</a>`).join("")}</body></html>`;
}

describe("crawlAndAudit", () => {
  it("reads every sitemap page, then the linked pages the sitemap lacks, skipping the back office and files", async () => {
    const served: Record<string, { status: number; html: string | null }> = {
      "/": {
        status: 200,
        html: html("/", "Premier Luxury Car Service in Hyderabad", [
          "/services",
          "/orphan",
          "/auth",
          "/admin",
          "/sitemap.xml",
          "/assets/x.js",
          "/moved",
        ]),
      },
      "/services": {
        status: 200,
        html: html("/services", "Car Services and Prices in Hyderabad", ["/"]),
      },
      "/orphan": { status: 200, html: html("/orphan", "A page nobody put in the sitemap at all") },
      "/auth": {
        status: 200,
        html: html(
          "/auth",
          "Sign In or Create Account | Car Service",
          [],
          '<meta name="robots" content="noindex, nofollow"/>',
        ),
      },
      "/moved": { status: 302, html: null },
    };
    const asked: string[] = [];
    const fetchPage: PageFetcher = async (path) => {
      asked.push(path);
      return served[path] ?? { status: 404, html: null };
    };
    const audit = await crawlAndAudit({
      sitemapPaths: ["/", "/services"],
      fetchPage,
      siteUrl: site,
      concurrency: 2,
    });
    expect(asked.sort()).toEqual(["/", "/auth", "/moved", "/orphan", "/services"]);
    // A redirect is not a page of its own.
    expect(audit.pages.map((p) => [p.path, p.inSitemap, p.problems])).toEqual([
      ["/", true, []],
      ["/services", true, []],
      ["/orphan", false, ["Linked from the site but not in the sitemap"]],
      ["/auth", false, []],
    ]);
  });

  it("lists a sitemap page that fails to load with the reason, and goes on", async () => {
    const fetchPage: PageFetcher = async (path) => {
      if (path === "/slow")
        throw Object.assign(new Error("The operation was aborted due to timeout"), {
          name: "TimeoutError",
        });
      if (path === "/broken") throw new Error("connect ECONNREFUSED 127.0.0.1:3000");
      return { status: 200, html: html(path, "A perfectly fine page title for the site") };
    };
    const audit = await crawlAndAudit({
      sitemapPaths: ["/fine", "/slow", "/broken"],
      fetchPage,
      siteUrl: site,
    });
    expect(audit.pages.map((p) => p.problems)).toEqual([
      [],
      ["Could not be read: timed out"],
      ["Could not be read: connect ECONNREFUSED 127.0.0.1:3000"],
    ]);
  });

  it("never reads more linked pages than allowed", async () => {
    const links = Array.from({ length: 10 }, (_, i) => `/extra-${i}`);
    let reads = 0;
    const fetchPage: PageFetcher = async (path) => {
      reads += 1;
      return {
        status: 200,
        html: html(path, `Page ${path} with a long enough title`, path === "/" ? links : []),
      };
    };
    await crawlAndAudit({ sitemapPaths: ["/"], fetchPage, siteUrl: site, maxExtraPages: 3 });
    expect(reads).toBe(4);
  });
});

describe("where the server reaches itself", () => {
  it("uses loopback when listening on every interface, else the interface", () => {
    expect(selfOrigin({ HOST: "0.0.0.0", PORT: 3000 })).toBe("http://127.0.0.1:3000");
    expect(selfOrigin({ HOST: "::", PORT: 8080 })).toBe("http://127.0.0.1:8080");
    expect(selfOrigin({ HOST: "127.0.0.1", PORT: 41234 })).toBe("http://127.0.0.1:41234");
    expect(selfOrigin({ HOST: "::1", PORT: 3000 })).toBe("http://[::1]:3000");
  });

  it("never audits the back office, the API or files", () => {
    const skipped = [
      "/admin",
      "/admin/bookings.csv",
      "/admin-setup",
      "/api/auth/session",
      "/sitemap.xml",
      "/assets/app.js",
      "/favicon.svg",
    ];
    const audited = [
      "/",
      "/auth",
      "/service/bmw-service",
      "/blog/monsoon-car-care",
      "/administration-fees",
    ];
    expect([...skipped, ...audited].filter(isAuditablePath)).toEqual(audited);
  });
});

describe("auditCache", () => {
  const audit = (n: number) =>
    ({ crawled: n }) as unknown as Awaited<ReturnType<ReturnType<typeof auditCache>>>;

  it("reads the site once for a burst of refreshes, and again only when the last audit is 30 seconds old", async () => {
    let clock = 0;
    let crawls = 0;
    const load = auditCache(
      async () => audit(++crawls),
      () => clock,
    );
    await Promise.all(Array.from({ length: 20 }, () => load(true)));
    expect(crawls).toBe(1);
    clock += AUDIT_REFRESH_MIN_MS - 1;
    await load(true);
    expect(crawls).toBe(1);
    clock += 1;
    expect(await load(true)).toEqual(audit(2));
    // Without a refresh, the audit is reused for two minutes.
    clock += AUDIT_CACHE_MS - 1;
    await load();
    expect(crawls).toBe(2);
  });

  it("reads again after a crawl that failed", async () => {
    let crawls = 0;
    const load = auditCache(async () => {
      crawls++;
      if (crawls === 1) throw new Error("sitemap unavailable");
      return audit(crawls);
    });
    await expect(load()).rejects.toThrow("sitemap unavailable");
    expect(await load()).toEqual(audit(2));
  });
});
