import { describe, expect, it } from "vitest";
import { isSameSiteRequest } from "./security";

const site = "https://carservice.example";

describe("isSameSiteRequest", () => {
  it("lets requests from the site itself through", () => {
    expect(isSameSiteRequest({ origin: site, host: "carservice.example" }, site)).toBe(true);
    expect(isSameSiteRequest({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }, site)).toBe(true);
    expect(isSameSiteRequest({ "sec-fetch-site": "same-origin" }, site)).toBe(true);
    expect(isSameSiteRequest({}, site)).toBe(true);
  });

  it("refuses other sites, opaque origins and cross-site fetches", () => {
    expect(isSameSiteRequest({ origin: "https://evil.example", host: "carservice.example" }, site)).toBe(false);
    expect(isSameSiteRequest({ origin: "null", host: "carservice.example" }, site)).toBe(false);
    expect(isSameSiteRequest({ origin: "not a url", host: "carservice.example" }, site)).toBe(false);
    expect(isSameSiteRequest({ "sec-fetch-site": "cross-site" }, site)).toBe(false);
    expect(isSameSiteRequest({ "sec-fetch-site": "same-site" }, site)).toBe(false);
  });
});
