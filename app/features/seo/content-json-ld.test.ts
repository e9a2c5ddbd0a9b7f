import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/catalog/business";
import { blogJsonLd, blogPostingJsonLd } from "./content-json-ld";

const siteUrl = "https://www.example.in";
const post = {
  title: "BMW Service Intervals Explained for Hyderabad Owners",
  description:
    "How BMW's condition based service decides when your car needs oil, brakes and fluids.",
  path: "/blog/bmw-service-intervals",
  date: "2026-03-14",
  author: { name: "Ravi Teja Reddy", role: "Service Manager" },
  tags: ["BMW", "Maintenance"],
  wordCount: 720,
};

describe("blogPostingJsonLd", () => {
  it("describes the post with its canonical URL, author and the business as publisher", () => {
    expect(blogPostingJsonLd(post, defaultBusinessFacts, siteUrl)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.description,
      datePublished: "2026-03-14",
      url: "https://www.example.in/blog/bmw-service-intervals",
      mainEntityOfPage: {
        "@type": "WebPage",
        "@id": "https://www.example.in/blog/bmw-service-intervals",
      },
      author: { "@type": "Person", name: "Ravi Teja Reddy", jobTitle: "Service Manager" },
      publisher: { "@id": "https://www.example.in/#business", name: defaultBusinessFacts.name },
      keywords: "BMW, Maintenance",
      wordCount: 720,
    });
  });
});

describe("blogJsonLd", () => {
  it("lists each post with its URL and date", () => {
    const ld = blogJsonLd([post], defaultBusinessFacts, siteUrl) as {
      blogPost: unknown[];
      url: string;
    };
    expect(ld.url).toBe("https://www.example.in/blog");
    expect(ld.blogPost).toEqual([
      {
        "@type": "BlogPosting",
        headline: post.title,
        url: "https://www.example.in/blog/bmw-service-intervals",
        datePublished: "2026-03-14",
      },
    ]);
  });
});
