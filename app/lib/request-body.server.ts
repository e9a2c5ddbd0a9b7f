/**
 * Reading form submissions in route actions: a JSON object (the fetcher's encType) or
 * form data (a submit before the page's scripts have loaded).
 */

/**
 * Reads a request body as a plain object of fields.
 * @returns the fields, or null when the body is not a JSON object or form data, names a
 *   form field twice, or carries a file (no form of ours takes one: refused, not silently
 *   dropped); never throws, so a malformed body is a 400, not a 500
 */
export async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      return body && typeof body === "object" && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null;
    }
    const form = await request.formData();
    const entries = [...form.entries()];
    // A field sent twice is ambiguous (which one counts?): refuse the body.
    if (new Set(entries.map(([k]) => k)).size !== entries.length) return null;
    if (entries.some(([, v]) => typeof v !== "string")) return null;
    return Object.fromEntries(entries);
  } catch {
    return null;
  }
}

/**
 * The first field a form does not have (docs/product.md#security: extra fields such as user_id or
 * status, and keys like `__proto__`, are refused rather than silently dropped).
 * @param fields the body's fields
 * @param allowed the form's field names
 * @returns the first unexpected field name, or undefined when there is none
 */
export function unexpectedField(
  fields: Record<string, unknown>,
  allowed: readonly string[],
): string | undefined {
  return Object.keys(fields).find((key) => !allowed.includes(key));
}
