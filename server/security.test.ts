import { describe, expect, it } from "vitest";
import {
  BODY_LIMIT_BYTES,
  bodyLimitFor,
  isSameSiteRequest,
  PHOTO_UPLOAD_BODY_LIMIT_BYTES,
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
  it("allows one 10 MB photo only on the admin job card, the technician's job page and the walk-round's pages, and 64 KB everywhere else", () => {
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
