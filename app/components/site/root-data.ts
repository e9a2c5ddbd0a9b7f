import { useRouteLoaderData } from "react-router";
import { defaultBusinessFacts, type BusinessFacts } from "~/catalog/business";
import type { SessionUser } from "~/lib/auth.server";

/** The root loader's fields that every page's search metadata needs (docs/product.md#seo). */
export interface SeoContext {
  siteUrl: string;
  business: BusinessFacts;
  /** The business as AutoRepair JSON-LD, built by the root loader (`business-json-ld.ts`). */
  businessJsonLd?: Record<string, unknown>;
}

/**
 * What the root loader hands to every page (docs/architecture.md: the shell reads the
 * signed-in user and the effective business facts from it). The root loader in
 * `app/root.tsx` returns a value of this shape; components read it through
 * {@link useRootData} or {@link useBusinessFacts}, never by importing the root module.
 */
export interface RootData extends SeoContext {
  /** The signed-in user, or null when signed out (and on prerendered pages). */
  user: SessionUser | null;
  /** Whether the user holds the admin role, read from `user_roles` on every request (docs/product.md#roles). */
  isAdmin: boolean;
  /** The request's log correlation id, shown on error pages; null when prerendered. */
  requestId: string | null;
}

/**
 * Reads the root loader's data from any component below the root route.
 * @returns the root data, or undefined where the root loader did not run or failed (an
 *   error page rendered by the root's own error boundary)
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/**
 * The effective business facts: the root loader's (environment overrides applied, see
 * docs/product.md#business-facts), or the catalogue's defaults where the root loader's
 * data is missing (the root error page).
 * @returns the business facts to show
 */
export function useBusinessFacts(): BusinessFacts {
  return useRootData()?.business ?? defaultBusinessFacts;
}
