import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/catalog/business";
import { meta } from "./booking";

type MetaArgs = Parameters<typeof meta>[0];

/** The /booking meta as rendered for a visitor (`user: null`) or a signed-in customer. */
function bookingMeta(user: { id: string; email: string; name: string } | null): MetaDescriptor[] {
  const root = {
    id: "root",
    data: {
      siteUrl: "https://www.example.in",
      business: defaultBusinessFacts,
      businessJsonLd: { "@context": "https://schema.org", "@type": "AutoRepair" },
    },
  };
  return meta({ matches: [root], data: { user } } as unknown as MetaArgs) ?? [];
}

const structuredData = (tags: MetaDescriptor[]) => tags.filter((t) => "script:ld+json" in t);
const robots = (tags: MetaDescriptor[]) =>
  tags.find((t) => "name" in t && t.name === "robots") as { content: string } | undefined;

describe("/booking search metadata", () => {
  it("gives a visitor's page, the one search engines see, its structured data and no robots block", () => {
    const tags = bookingMeta(null);
    expect(structuredData(tags).length).toBeGreaterThan(0);
    expect(robots(tags)).toBeUndefined();
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.example.in/booking",
    });
  });

  it("keeps a signed-in customer's own page out of the index, without structured data", () => {
    const tags = bookingMeta({ id: "u1", email: "asha@example.com", name: "Asha Rao" });
    expect(structuredData(tags)).toEqual([]);
    expect(robots(tags)?.content).toBe("noindex, nofollow");
    expect(tags[0]).toEqual({ title: "Book a Car Service Online in Hyderabad" });
  });
});
