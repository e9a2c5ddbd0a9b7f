import { generatedBreadcrumbNames } from "./breadcrumb-names.generated";

/**
 * The breadcrumb name of one path segment (docs/product.md#shell: Home plus
 * each path segment with a friendly name, unknown segments capitalised). Reads the
 * generated name map, so the browser never loads the catalogue itself.
 * @param segment a path segment, possibly URL-encoded, e.g. "banjara-hills"
 * @returns the known friendly name ("Banjara Hills"), otherwise the segment with hyphens
 *   (and underscores) turned into spaces and each word capitalised
 *   ("brake-pad-guide" → "Brake Pad Guide"); a malformed escape is shown as written
 */
export function breadcrumbLabel(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as written.
  }
  const known = generatedBreadcrumbNames[decoded.toLowerCase()];
  if (known) return known;
  return decoded
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
