/**
 * What the back office's pages say about themselves: one title, and never a search result
 * (docs/product.md#route-admin).
 */
import type { MetaDescriptor } from "react-router";
import { noindexMeta } from "~/features/seo/seo-meta";

/** The back office's name, its dashboard's heading and the end of each of its page titles. */
export const ADMIN_DASHBOARD_TITLE = "Enhanced Admin Dashboard";

/**
 * The meta of a back office page: "<page> | Enhanced Admin Dashboard", kept out of search
 * results.
 * @param page the page's own name ("Job Card", "Pickups"); the dashboard itself when absent
 * @returns descriptors for React Router's `<Meta />`
 */
export function adminPageMeta(page?: string): MetaDescriptor[] {
  return noindexMeta(page ? `${page} | ${ADMIN_DASHBOARD_TITLE}` : ADMIN_DASHBOARD_TITLE);
}
