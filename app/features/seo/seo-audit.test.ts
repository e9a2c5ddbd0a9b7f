import { describe, expect, it } from "vitest";
import { auditPages, containsKeyword, parsePageHtml, type FetchedPage } from "./seo-audit";

const site = "https://www.example.in";

/** A page as the site renders it: React's escaping, meta tags, JSON-LD and the page's own data script. */
function page(opts: {
  path: string;
  title?: string | null;
  description?: string | null;
  canonical?: string | null;
  h1s?: number;
  jsonLd?: string[];
  robots?: string;
  links?: string[];
}): string {
  const esc = (s: string) =>
    s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;").replace(/</g, "&lt;");
  const title = opts.title === undefined ? "BMW Service in Hyderabad | Genuine Parts" : opts.title;
  const description =
    opts.description === undefined
      ? "Expert BMW service in Hyderabad with free pickup, genuine parts and certified technicians for every series."
      : opts.description;
  const canonical = opts.canonical === undefined ? `${site}${opts.path}` : opts.canonical;
  return [
    '<!DOCTYPE html><html lang="en-IN"><head>',
    title !== null ? `<title>${esc(title)}</title>` : "",
    description !== null ? `<meta name="description" content="${esc(description)}"/>` : "",
    canonical !== null ? `<link rel="canonical" href="${esc(canonical)}"/>` : "",
    opts.robots ? `<meta name="robots" content="${opts.robots}"/>` : "",
    ...(opts.jsonLd ?? ['{"@context":"https://schema.org","@type":"AutoRepair","name":"X"}']).map(
      (j) => `<script type="application/ld+json">${j}</script>`,
    ),
    "</head><body>",
    ...Array.from({ length: opts.h1s ?? 1 }, (_, i) => `<h1 class="text-3xl">Heading ${i}</h1>`),
    "<h2>Not an h1</h2>",
    ...(opts.links ?? []).map((l) => `<a href="${l}">link</a>`),
    // The router's data may mention an <h1 or a link: it is not markup.
    '<script>window.__data = "<h1>fake</h1><a href=\\"/secret\\">";</script>',
    "</body></html>",
  ].join("");
}

describe("parsePageHtml", () => {
  it("reads title, description, canonical, robots, h1 count, JSON-LD types and links as a crawler does", () => {
    const html = page({
      path: "/service/bmw-service",
      title: 'Tom & Jerry\'s "Garage" | Hyderabad',
      jsonLd: [
        '{"@context":"https://schema.org","@type":"AutoRepair"}',
        '{"@context":"https://schema.org","@graph":[{"@type":"BreadcrumbList"},{"@type":["Service","Product"]}]}',
      ],
      links: [
        "/services",
        "/service/gachibowli?ref=x#top",
        "https://wa.me/919876543210",
        "//cdn.example/x",
        "/services",
      ],
    });
    const parsed = parsePageHtml(html);
    expect(parsed.title).toBe('Tom & Jerry\'s "Garage" | Hyderabad');
    expect(parsed.description).toMatch(/^Expert BMW service/);
    expect(parsed.canonical).toBe(`${site}/service/bmw-service`);
    expect(parsed.robots).toBeNull();
    expect(parsed.h1Count).toBe(1);
    expect(parsed.jsonLdTypes).toEqual(["AutoRepair", "BreadcrumbList", "Service", "Product"]);
    expect(parsed.jsonLdErrors).toBe(0);
    expect(parsed.links).toEqual(["/services", "/service/gachibowli"]);
  });

  it("counts every h1, and counts JSON-LD that is not JSON as an error", () => {
    const parsed = parsePageHtml(page({ path: "/x", h1s: 3, jsonLd: ["{not json"] }));
    expect(parsed.h1Count).toBe(3);
    expect(parsed.jsonLdTypes).toEqual([]);
    expect(parsed.jsonLdErrors).toBe(1);
  });

  it("decodes named and numeric character references in text and attributes", () => {
    const parsed = parsePageHtml(
      '<title>Brakes &amp; Tyres &#8377;999</title><meta name="description" content="&quot;Fast&quot; &#x27;n&#39; fair &lt;3"><h1>A <b>&lt;b&gt;</b> tag</h1>',
    );
    expect(parsed.title).toBe("Brakes & Tyres ₹999");
    expect(parsed.description).toBe("\"Fast\" 'n' fair <3");
    expect(parsed.h1).toBe("A <b> tag");
  });

  it("does not read markup inside scripts, styles or comments", () => {
    const parsed = parsePageHtml(
      '<script>document.write("<h1>x</h1><a href=\\"/fake\\">")</script><style>h1{}</style><!-- <h1>old</h1> --><h1>Real</h1>',
    );
    expect(parsed.h1Count).toBe(1);
    expect(parsed.h1).toBe("Real");
    expect(parsed.links).toEqual([]);
  });
});

function fetched(path: string, html: string | null, extra: Partial<FetchedPage> = {}): FetchedPage {
  return { path, inSitemap: true, status: html === null ? 500 : 200, html, ...extra };
}

describe("auditPages", () => {
  it("passes a page whose title, description, h1, canonical and JSON-LD are right", () => {
    const audit = auditPages(
      [fetched("/service/bmw-service", page({ path: "/service/bmw-service" }))],
      site,
    );
    expect(audit.pages[0]!.problems).toEqual([]);
    expect(audit.summary).toMatchObject({ audited: 1, inSitemap: 1, withProblems: 0, healthy: 1 });
  });

  it("names each problem a person would fix", () => {
    const audit = auditPages(
      [
        fetched(
          "/short",
          page({
            path: "/short",
            title: "Too short",
            description: "Short.",
            h1s: 0,
            canonical: `${site}/other`,
            jsonLd: [],
          }),
        ),
        fetched(
          "/missing",
          page({ path: "/missing", title: null, description: null, canonical: null, h1s: 2 }),
        ),
      ],
      site,
    );
    expect(audit.pages[0]!.problems).toEqual([
      "Title is 9 characters (aim for 30–60)",
      "Description is 6 characters (aim for 70–160)",
      "No h1 heading",
      `Canonical points to ${site}/other`,
      "No JSON-LD structured data",
    ]);
    expect(audit.pages[1]!.problems).toEqual([
      "Title missing",
      "Description missing",
      "2 h1 headings (expected one)",
      "Canonical URL missing",
    ]);
    expect(audit.summary).toMatchObject({ withProblems: 2, healthy: 0 });
  });

  it("flags two indexable pages sharing a title or description", () => {
    const audit = auditPages(
      [fetched("/a", page({ path: "/a" })), fetched("/b", page({ path: "/b" }))],
      site,
    );
    expect(audit.pages[0]!.problems).toEqual(["Same title as /b", "Same description as /b"]);
    expect(audit.pages[1]!.problems).toEqual(["Same title as /a", "Same description as /a"]);
  });

  it("flags a sitemap page marked noindex, and a linked indexable page missing from the sitemap", () => {
    const audit = auditPages(
      [
        fetched("/hidden", page({ path: "/hidden", robots: "noindex, nofollow" })),
        fetched(
          "/orphan",
          page({ path: "/orphan", title: "An orphan page that is nowhere in the map" }),
          { inSitemap: false },
        ),
      ],
      site,
    );
    expect(audit.pages[0]!.problems).toEqual(["In the sitemap but marked noindex"]);
    expect(audit.pages[1]!.problems).toEqual(["Linked from the site but not in the sitemap"]);
  });

  it("accepts a linked page outside the sitemap that is noindex, or whose canonical is a sitemap page", () => {
    const audit = auditPages(
      [
        fetched("/", page({ path: "/" })),
        fetched(
          "/home",
          page({
            path: "/home",
            canonical: `${site}/`,
            title: "The home page again, under another path",
          }),
          { inSitemap: false },
        ),
        fetched(
          "/auth",
          page({
            path: "/auth",
            robots: "noindex, nofollow",
            jsonLd: [],
            title: "Sign In or Create Account | Car Service",
          }),
          { inSitemap: false },
        ),
      ],
      site,
    );
    expect(audit.pages.map((p) => p.problems)).toEqual([
      ["Same description as /home"],
      ["Same description as /"],
      [],
    ]);
    expect(audit.pages[2]!.indexable).toBe(false);
  });

  it("reports a page that answered an error or could not be read", () => {
    const audit = auditPages(
      [
        fetched("/gone", null, { status: 404 }),
        { path: "/down", inSitemap: true, status: null, html: null, error: "timed out" },
      ],
      site,
    );
    expect(audit.pages.map((p) => p.problems)).toEqual([
      ["Answered HTTP 404"],
      ["Could not be read: timed out"],
    ]);
  });

  it("averages title and description lengths over sitemap pages", () => {
    const audit = auditPages(
      [
        fetched("/a", page({ path: "/a", title: "A".repeat(40), description: "d".repeat(100) })),
        fetched("/b", page({ path: "/b", title: "B".repeat(50), description: "e".repeat(120) })),
      ],
      site,
    );
    expect(audit.summary).toMatchObject({
      averageTitleLength: 45,
      averageDescriptionLength: 110,
      healthy: 2,
    });
  });
});

describe("target keywords (docs/product.md#seo)", () => {
  const withKeywords = (keywords: string, h1 = "BMW Service in Hyderabad") =>
    page({ path: "/service/bmw-service" })
      .replace("</head>", `<meta name="keywords" content="${keywords}"/></head>`)
      .replace('<h1 class="text-3xl">Heading 0</h1>', `<h1 class="text-3xl">${h1}</h1>`);

  it("reads each page's keywords and says whether title, h1 and description contain the main one", () => {
    const fetched: FetchedPage[] = [
      {
        path: "/service/bmw-service",
        inSitemap: true,
        status: 200,
        html: withKeywords(
          "BMW service Hyderabad, BMW repair, German car service",
          "Your <em>BMW</em> Specialists",
        ),
      },
    ];
    const [audit] = auditPages(fetched, site).pages;
    expect(audit!.keywords).toEqual(["BMW service Hyderabad", "BMW repair", "German car service"]);
    expect(audit!.mainKeywordIn).toEqual({ title: true, h1: false, description: true });
  });

  it("has no keyword verdict for a page without keywords", () => {
    const [audit] = auditPages(
      [{ path: "/x", inSitemap: true, status: 200, html: page({ path: "/x" }) }],
      site,
    ).pages;
    expect(audit!.keywords).toEqual([]);
    expect(audit!.mainKeywordIn).toBeNull();
  });

  it("matches a keyword's words in any order and letter case, not parts of words", () => {
    expect(containsKeyword("Premium Car Service in Hyderabad", "car service Hyderabad")).toBe(true);
    expect(containsKeyword("Cars serviced in Hyderabad", "car service Hyderabad")).toBe(false);
    expect(containsKeyword(null, "car")).toBe(false);
  });
});
