/**
 * What a form sent, kept to show again after the server refuses it (docs/decisions/0011:
 * the forms are HTML forms the server answers, and bad input loses nothing), and the
 * errors to show at its fields. Client-safe: the forms and the actions share it.
 */
import type { z } from "zod";

/**
 * Each named field as a string cut to its bound; anything else (a number, an object, a
 * missing field) becomes "".
 * @param fields the request's fields, or null when the body could not be read
 * @param maxLengths field name → the most characters kept
 * @returns one string per named field
 */
export function typedValues<K extends string>(
  fields: Record<string, unknown> | null,
  maxLengths: Record<K, number>,
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(maxLengths) as K[]) {
    const v = fields?.[key];
    out[key] = typeof v === "string" ? v.slice(0, maxLengths[key]) : "";
  }
  return out;
}

/**
 * The first message of each field in a failed parse, for the form to show at the field.
 * @param error a zod error
 * @returns field → message, keyed by the dotted path ("lines.0.unitPrice"); "form" for an
 *   issue about the whole body
 */
export function fieldErrorsFrom<K extends string = string>(
  error: z.ZodError,
): Partial<Record<K, string>> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors as Partial<Record<K, string>>;
}
