/**
 * The plain 404 of the pages and files that belong to someone (a booking, a car, a leg, a
 * photo): the same answer for a thing that does not exist, an id that is not one, and a thing
 * the asker may not see, so nothing tells them it exists (docs/product.md#roles,
 * docs/decisions/0007).
 */

/**
 * The 404 answer: "Not Found" as plain text, never cached.
 * @returns a new Response, for a loader or action to throw
 */
export function notFoundResponse(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}
