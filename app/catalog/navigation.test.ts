import { describe, expect, it } from "vitest";
import { breadcrumbNames } from "./breadcrumb-catalogue";
import { featuredLocalities, getLocality } from "./localities";
import {
  BOOKING_PATH,
  footerCompanyLinks,
  footerLegalLinks,
  footerLocalityLinks,
  footerServiceLinks,
  headerNav,
} from "./navigation";
import { servicePath, type LinkItem } from "./page-seo-schema";
import { getServicePage } from "./services";

/** A link list as one line, "Name /path, …", so a test states it at a glance. */
const text = (links: readonly LinkItem[]) => links.map((l) => `${l.name} ${l.path}`).join(", ");

describe("shell navigation", () => {
  it("lists the header's, the footer's quick and the legal links in order", () => {
    expect(text(headerNav)).toBe("Home /, Services /services, About Us /about, Contact /contact");
    expect(text(footerCompanyLinks)).toBe(
      `Services /services, About Us /about, Contact /contact, Book Service ${BOOKING_PATH}, Blog /blog, FAQ /faq`,
    );
    expect(BOOKING_PATH).toBe("/booking");
    expect(text(footerLegalLinks)).toBe("Privacy Policy /privacy, Terms of Service /terms");
  });

  it("links the four service pages with the catalogue's short names", () => {
    expect(footerServiceLinks.map((l) => l.name).join(", ")).toBe(
      "Periodic Service, AC Service, Denting & Painting, Battery Replacement",
    );
    for (const link of footerServiceLinks) {
      const slug = link.path.replace("/service/", "");
      expect(getServicePage(slug)?.path).toBe(link.path);
      expect(link.name).toBe(breadcrumbNames[slug]);
    }
  });

  it("links the catalogue's featured localities, in order", () => {
    expect(footerLocalityLinks).toEqual(
      featuredLocalities.map((l) => ({ name: l.name, path: servicePath(l.slug) })),
    );
    for (const link of footerLocalityLinks)
      expect(getLocality(link.path.replace("/service/", ""))?.path).toBe(link.path);
  });
});
