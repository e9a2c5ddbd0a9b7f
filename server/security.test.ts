import { describe, expect, it } from "vitest";
import {
  BODY_LIMIT_BYTES,
  PHOTO_ROUTES,
  PHOTO_UPLOAD_BODY_LIMIT_BYTES,
  photoRouteOf,
} from "../app/lib/photo-routes";
import { BodyBudget } from "./body-budget";
import {
  BODY_TIMEOUT_MS,
  bodyLimitFor,
  bodyTimeoutFor,
  isSameSiteRequest,
  PHOTO_UPLOAD_BODY_TIMEOUT_MS,
} from "./security";

describe("isSameSiteRequest", () => {
  const site = "https://carservice.example";

  it("lets requests from the site itself through", () => {
    expect(isSameSiteRequest({ origin: site, host: "carservice.example" }, site)).toBe(true);
    expect(
      isSameSiteRequest({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }, site),
    ).toBe(true);
    expect(isSameSiteRequest({ "sec-fetch-site": "same-origin" }, site)).toBe(true);
    expect(isSameSiteRequest({}, site)).toBe(true);
  });

  it("refuses other sites, opaque origins and cross-site fetches", () => {
    expect(
      isSameSiteRequest({ origin: "https://evil.example", host: "carservice.example" }, site),
    ).toBe(false);
    expect(isSameSiteRequest({ origin: "null", host: "carservice.example" }, site)).toBe(false);
    expect(isSameSiteRequest({ origin: "not a url", host: "carservice.example" }, site)).toBe(
      false,
    );
    expect(isSameSiteRequest({ "sec-fetch-site": "cross-site" }, site)).toBe(false);
    expect(isSameSiteRequest({ "sec-fetch-site": "same-site" }, site)).toBe(false);
  });
});

describe("bodyLimitFor", () => {
  it("allows one 10 MB photo only on the routes of the photo list (admin job card, technician's job page, walk-round pages), and 64 KB everywhere else", () => {
    const id = "1dff8f7a-0000-4000-8000-000000000000";
    expect(bodyLimitFor(`/admin/booking/${id}`)).toBe(PHOTO_UPLOAD_BODY_LIMIT_BYTES);
    expect(bodyLimitFor(`/staff/job/${id}`)).toBe(PHOTO_UPLOAD_BODY_LIMIT_BYTES);
    // docs/product.md#check-in: a damage photo from a leg's page or the counter.
    expect(bodyLimitFor(`/staff/leg/${id}`)).toBe(PHOTO_UPLOAD_BODY_LIMIT_BYTES);
    expect(bodyLimitFor(`/admin/booking/${id}/check-in`)).toBe(PHOTO_UPLOAD_BODY_LIMIT_BYTES);
    expect(bodyLimitFor(`/admin/booking/${id}.data`)).toBe(PHOTO_UPLOAD_BODY_LIMIT_BYTES);
    expect(PHOTO_UPLOAD_BODY_LIMIT_BYTES).toBeGreaterThan(10 * 1024 * 1024);
    for (const path of [
      "/booking",
      `/booking/${id}`,
      `/booking/${id}/estimate`,
      "/admin",
      "/contact",
      `/admin/booking/${id}/x`,
      "/admin/booking/not-an-id",
      "/staff/jobs",
      `/staff/job/${id}/x`,
    ]) {
      expect(bodyLimitFor(path)).toBe(BODY_LIMIT_BYTES);
    }
  });
});

describe("photoRouteOf", () => {
  it("names each photo route's roles: an admin on every one, a driver on a leg, a technician on a job", () => {
    const id = "1dff8f7a-0000-4000-8000-000000000000";
    expect(photoRouteOf(`/admin/booking/${id}`)?.roles).toEqual(["admin"]);
    expect(photoRouteOf(`/admin/booking/${id}/check-in`)?.roles).toEqual(["admin"]);
    expect(photoRouteOf(`/staff/leg/${id}`)?.roles).toEqual(["driver", "admin"]);
    expect(photoRouteOf(`/staff/job/${id}.data`)?.roles).toEqual(["technician", "admin"]);
    expect(photoRouteOf(`/staff/job/${id}/check-in`)).toBeUndefined();
    expect(photoRouteOf(`/staff/leg/${id}/photos/${id}`)).toBeUndefined();
    for (const route of PHOTO_ROUTES)
      expect(photoRouteOf(route.path.replace("<id>", id))).toBe(route);
  });
});

describe("bodyTimeoutFor", () => {
  it("gives a photo's body 30 s and any other 10 s", () => {
    expect(bodyTimeoutFor(BODY_LIMIT_BYTES)).toBe(BODY_TIMEOUT_MS);
    expect(bodyTimeoutFor(BODY_LIMIT_BYTES + 1)).toBe(PHOTO_UPLOAD_BODY_TIMEOUT_MS);
  });
});

describe("BodyBudget", () => {
  it("takes bodies while they fit and takes them again once given back", () => {
    const budget = new BodyBudget(12 * 1024 * 1024);
    expect(budget.take(PHOTO_UPLOAD_BODY_LIMIT_BYTES)).toBe(true);
    expect(budget.take(PHOTO_UPLOAD_BODY_LIMIT_BYTES)).toBe(false);
    expect(budget.take(BODY_LIMIT_BYTES)).toBe(true);
    expect(budget.heldBytes).toBe(PHOTO_UPLOAD_BODY_LIMIT_BYTES + BODY_LIMIT_BYTES);
    budget.giveBack(PHOTO_UPLOAD_BODY_LIMIT_BYTES);
    expect(budget.take(PHOTO_UPLOAD_BODY_LIMIT_BYTES)).toBe(true);
  });
});
