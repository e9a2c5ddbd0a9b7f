import { describe, expect, it } from "vitest";
import { pageWindow, parsePage } from "./paging";

describe("parsePage", () => {
  it("reads a whole page number and answers 1 for anything malformed", () => {
    expect(parsePage("4")).toBe(4);
    for (const bad of [null, undefined, "", "0", "-1", "2.5", "abc", "1e9"])
      expect(parsePage(bad)).toBe(1);
  });
});

describe("pageWindow", () => {
  it("shows 10 a page: 23 rows make 3 pages, the third starting at row 20", () => {
    expect(pageWindow(23, 3, 10)).toEqual({ page: 3, pageCount: 3, offset: 20 });
  });
  it("gives the last page for a page past the end, and page 1 of 1 for an empty list", () => {
    expect(pageWindow(23, 9, 10)).toEqual({ page: 3, pageCount: 3, offset: 20 });
    expect(pageWindow(0, 1, 10)).toEqual({ page: 1, pageCount: 1, offset: 0 });
  });
});
