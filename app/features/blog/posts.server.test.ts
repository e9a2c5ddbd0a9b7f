import { describe, expect, it } from "vitest";
import { publicPages } from "~/features/seo/public-pages.server";
import { todayInKolkata } from "~/lib/time";
import { blogPostPages, getAllPosts, getPost, morePosts, postsNaming } from "./posts.server";

// These read the real posts in app/catalog/blog/posts, as the build does.
const posts = getAllPosts();
const publicPaths = new Set(publicPages().map((p) => p.path));

describe("the published posts", () => {
  it("are at least 25 (docs/product.md#route-feeds: about 25 blog posts)", () => {
    expect(posts.length).toBeGreaterThanOrEqual(25);
  });

  it("each have 400 words or more", () => {
    const short = posts
      .filter((p) => p.wordCount < 400)
      .map((p) => `${p.slug} (${p.wordCount} words)`);
    expect(short).toEqual([]);
  });

  it("have unique slugs and titles", () => {
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    expect(new Set(posts.map((p) => p.title)).size).toBe(posts.length);
  });

  it("are not dated in the future (Asia/Kolkata) and are listed newest first", () => {
    const today = todayInKolkata();
    expect(posts.filter((p) => p.date > today).map((p) => `${p.slug} ${p.date}`)).toEqual([]);
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("link only to pages that exist", () => {
    const broken = posts.flatMap((p) =>
      [...p.internalLinks, ...p.related.map((r) => r.path)]
        .filter((l) => !publicPaths.has(l))
        .map((l) => `${p.slug} → ${l}`),
    );
    expect(broken).toEqual([]);
  });

  it("each name at least one brand, service or locality page, and those pages link back", () => {
    const unlinked = posts.filter((p) => p.related.length === 0).map((p) => p.slug);
    expect(unlinked).toEqual([]);
    for (const post of posts) {
      for (const slug of [...post.brands, ...post.services, ...post.localities]) {
        expect(
          postsNaming(slug, Infinity).map((l) => l.path),
          `${slug} links back to ${post.slug}`,
        ).toContain(post.path);
      }
    }
  });
});

describe("post queries", () => {
  it("finds a post by slug and answers undefined for an unknown one", () => {
    const first = posts[0]!;
    expect(getPost(first.slug)?.title).toBe(first.title);
    expect(getPost("no-such-post")).toBeUndefined();
  });

  it("names no posts for a page no post mentions, and caps the list", () => {
    expect(postsNaming("no-such-page")).toEqual([]);
    expect(postsNaming("periodic-service", 2).length).toBeLessThanOrEqual(2);
  });

  it("suggests other posts, never the one being read, those sharing the most tags and pages first", () => {
    const post = posts[0]!;
    const mine = new Set([...post.tags, ...post.related.map((r) => r.path)]);
    const shared = (slug: string) => {
      const p = getPost(slug)!;
      return [...p.tags, ...p.related.map((r) => r.path)].filter((x) => mine.has(x)).length;
    };
    const more = morePosts(post);
    expect(more.length).toBe(Math.min(3, posts.length - 1));
    expect(more.map((p) => p.slug)).not.toContain(post.slug);
    const best = Math.max(...posts.filter((p) => p.slug !== post.slug).map((p) => shared(p.slug)));
    expect(shared(more[0]!.slug)).toBe(best);
    expect(more.map((p) => shared(p.slug))).toEqual(
      more.map((p) => shared(p.slug)).sort((a, b) => b - a),
    );
  });

  it("adds every post to the public pages as a monthly blog entry dated by its publish date", () => {
    const entries = blogPostPages();
    expect(entries).toHaveLength(posts.length);
    for (const [i, e] of entries.entries()) {
      expect(e).toMatchObject({
        path: posts[i]!.path,
        kind: "blog",
        changefreq: "monthly",
        priority: 0.6,
        lastmod: posts[i]!.date,
      });
      expect(publicPaths.has(e.path)).toBe(true);
    }
  });
});
