import { describe, expect, it } from "vitest";
import { breadcrumbNames } from "./brands";
import { featuredLocalities, getLocality } from "./localities";
import {
  BOOKING_PATH,
  footerCompanyLinks,
  footerLegalLinks,
  footerLocalityLinks,
  footerServiceLinks,
  headerNav,
} from "./navigation";
import { servicePath } from "./seo";
import { getServicePage } from "./services";

describe("shell navigation", () => {
  it("lists the header's links in order", () => {
    expect(headerNav.map((l) => [l.name, l.path])).toEqual([
      ["Home", "/"],
      ["Services", "/services"],
      ["About Us", "/about"],
      ["Contact", "/contact"],
    ]);
  });

  it("lists the footer's quick and legal links", () => {
    expect(footerCompanyLinks.map((l) => [l.name, l.path])).toEqual([
      ["Services", "/services"],
      ["About Us", "/about"],
      ["Contact", "/contact"],
      ["Book Service", BOOKING_PATH],
      ["Blog", "/blog"],
      ["FAQ", "/faq"],
    ]);
    expect(BOOKING_PATH).toBe("/booking");
    expect(footerLegalLinks.map((l) => l.name)).toEqual(["Privacy Policy", "Terms of Service"]);
  });

  it("links the four service pages with the catalogue's short names", () => {
    expect(footerServiceLinks.map((l) => l.path)).toEqual([
      "/service/periodic-service",
      "/service/ac-service",
      "/service/denting-painting",
      "/service/battery-replacement",
    ]);
    for (const link of footerServiceLinks) {
      const slug = link.path.replace("/service/", "");
      expect(getServicePage(slug)?.path).toBe(link.path);
      expect(link.name).toBe(breadcrumbNames[slug]);
    }
    expect(footerServiceLinks.map((l) => l.name)).toEqual([
      "Periodic Service",
      "AC Service",
      "Denting & Painting",
      "Battery Replacement",
    ]);
  });

  it("links the catalogue's featured localities, in order", () => {
    expect(footerLocalityLinks).toEqual(
      featuredLocalities.map((l) => ({ name: l.name, path: servicePath(l.slug) })),
    );
    for (const link of footerLocalityLinks)
      expect(getLocality(link.path.replace("/service/", ""))?.path).toBe(link.path);
  });
});
