/**
 * Reading form submissions in route actions: a JSON object (the fetcher's encType) or
 * form data (a submit before the page's scripts have loaded).
 */

/**
 * Reads a request body as a plain object of fields.
 * @param options `lists`: form fields that may be sent any number of times (a set of ticked
 *   checkboxes), read as an array of strings (absent when none was sent)
 * @returns the fields, or null when the body is not a JSON object or form data, names a
 *   form field twice (other than a list), or carries a file (no form of ours takes one:
 *   refused, not silently dropped); never throws, so a malformed body is a 400, not a 500
 */
export async function readFields(
  request: Request,
  options: { lists?: readonly string[] } = {},
): Promise<Record<string, unknown> | null> {
  const lists = options.lists ?? [];
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      return body && typeof body === "object" && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null;
    }
    const form = await request.formData();
    const all = [...form.entries()];
    if (all.some(([, v]) => typeof v !== "string")) return null;
    const entries = all.filter(([k]) => !lists.includes(k));
    // A field sent twice is ambiguous (which one counts?): refuse the body.
    if (new Set(entries.map(([k]) => k)).size !== entries.length) return null;
    const fields: Record<string, unknown> = Object.fromEntries(entries);
    for (const name of lists) if (form.has(name)) fields[name] = form.getAll(name);
    return fields;
  } catch {
    return null;
  }
}
