/**
 * Reading form submissions in route actions: a JSON object (the fetcher's encType) or
 * form data (a submit before the page's scripts have loaded).
 */

/**
 * Reads a request body as a plain object of fields.
 * @returns the fields (form data: string values only), or null when the body is not a
 *   JSON object or form data; never throws, so a malformed body is a 400, not a 500
 */
export async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    }
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  } catch {
    return null;
  }
}
