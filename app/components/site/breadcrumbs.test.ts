import { describe, expect, it } from "vitest";
import { breadcrumbTrail, showBreadcrumbs } from "./breadcrumbs";

const home = { name: "Home", path: "/" };
const services = { name: "Services", path: "/services" };

describe("breadcrumbTrail", () => {
  it("is Home alone on the home page, / and /home", () => {
    expect(breadcrumbTrail("/")).toEqual([home]);
    expect(breadcrumbTrail("/home")).toEqual([home]);
  });

  it("uses the known friendly names", () => {
    expect(breadcrumbTrail("/about")).toEqual([home, { name: "About Us", path: "/about" }]);
    expect(breadcrumbTrail("/service/bmw-service")).toEqual([
      home,
      services,
      { name: "BMW Service", path: "/service/bmw-service" },
    ]);
    expect(breadcrumbTrail("/service/banjara-hills").at(-1)).toEqual({
      name: "Banjara Hills",
      path: "/service/banjara-hills",
    });
    expect(breadcrumbTrail("/service/oil-change").at(-1)?.name).toBe("Oil Change");
    expect(breadcrumbTrail("/faq").at(-1)?.name).toBe("FAQ");
  });

  it("leads a technician's job card back to their list of job cards (docs/product.md#health-check-technician)", () => {
    const jobs = { name: "My job cards", path: "/staff/jobs" };
    expect(breadcrumbTrail("/staff/jobs")).toEqual([home, jobs]);
    expect(breadcrumbTrail("/staff/job/9e51d21f-0000-4000-8000-000000000000")).toEqual([
      home,
      jobs,
      { name: "#9e51d21f", path: "/staff/job/9e51d21f-0000-4000-8000-000000000000" },
    ]);
  });

  it("maps the 'service' segment itself to Services linking to /services", () => {
    expect(breadcrumbTrail("/service")).toEqual([home, services]);
    expect(breadcrumbTrail("/services")).toEqual([home, services]);
  });

  it("capitalises unknown segments and keeps their cumulative paths", () => {
    expect(breadcrumbTrail("/blog/monsoon-car-care-tips")).toEqual([
      home,
      { name: "Blog", path: "/blog" },
      { name: "Monsoon Car Care Tips", path: "/blog/monsoon-car-care-tips" },
    ]);
    expect(breadcrumbTrail("/offers").at(-1)).toEqual({ name: "Offers", path: "/offers" });
  });

  it("ignores a trailing slash and doubled slashes", () => {
    expect(breadcrumbTrail("/about/")).toEqual(breadcrumbTrail("/about"));
    expect(breadcrumbTrail("/service//bmw-service/")).toEqual(
      breadcrumbTrail("/service/bmw-service"),
    );
    expect(breadcrumbTrail("/home/")).toEqual([home]);
  });

  it("names a review link's page without its token (docs/product.md#reviews-page)", () => {
    expect(breadcrumbTrail("/review/9LtRFmUlcDakNhL1fopDguWtR9uLICJHCOdoKJnd4")).toEqual([
      home,
      { name: "Your review", path: "/review" },
    ]);
  });

  it("names an emergency request's status page without its token (docs/product.md#emergency-status)", () => {
    expect(breadcrumbTrail("/emergency/status/k3Jd9Xq_2mPzT7vW0aBcDeFgHiJkLmNo")).toEqual([
      home,
      { name: "Emergency Help", path: "/emergency" },
      { name: "Status", path: "/emergency/status" },
    ]);
  });

  it("names an address confirmation link's page without its token", () => {
    expect(breadcrumbTrail("/confirm-email/Xq3_kP0aZ9sT7uVwYb1cD2eF4gH5iJ6k")).toEqual([
      home,
      { name: "Confirm your email", path: "/confirm-email" },
    ]);
  });
});

describe("showBreadcrumbs", () => {
  it("hides the bar on the home page only", () => {
    expect(showBreadcrumbs("/")).toBe(false);
    expect(showBreadcrumbs("/home")).toBe(false);
    expect(showBreadcrumbs("/home/")).toBe(false);
    for (const p of [
      "/about",
      "/booking",
      "/auth",
      "/admin",
      "/service/bmw-service",
      "/homepage",
    ]) {
      expect(showBreadcrumbs(p)).toBe(true);
    }
  });
});

describe("record ids in the trail", () => {
  it("names a booking's page by its short id", () => {
    expect(
      breadcrumbTrail("/booking/3baea849-27d6-4ede-a594-67ff0048b5a7").map((i) => i.name),
    ).toEqual(["Home", "Book Service", "#3baea849"]);
  });
});

describe("the back office's job card trail", () => {
  it("goes through the Bookings tab, not a page that does not exist", () => {
    expect(breadcrumbTrail("/admin/booking/1dff8f7a-0000-4000-8000-000000000000")).toEqual([
      home,
      { name: "Admin Panel", path: "/admin" },
      { name: "Bookings", path: "/admin?tab=bookings" },
      { name: "#1dff8f7a", path: "/admin/booking/1dff8f7a-0000-4000-8000-000000000000" },
    ]);
  });
});
