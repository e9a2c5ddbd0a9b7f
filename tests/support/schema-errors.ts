/**
 * Field errors of a form schema, for the schema tests: what the form would show at each field.
 */
import { expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrorsFrom } from "~/lib/form-values";

/**
 * Parses `input` with `schema` and returns the message each field would show.
 * @param schema a form schema such as `BookingFormSchema`
 * @param input the submitted values
 * @returns field → first message (see {@link fieldErrorsFrom}); `{}` when the input is valid
 */
export function errorsFor(schema: z.ZodType, input: unknown): Partial<Record<string, string>> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error);
}

/**
 * The field errors of a valid form changed by a patch, for table-driven schema tests.
 * @param schema a form schema
 * @param valid a complete, valid form
 * @returns `(patch) => errorsFor(schema, { ...valid, ...patch })`
 */
export function errorsOfPatched(schema: z.ZodType, valid: Record<string, unknown>) {
  return (patch: Record<string, unknown>) => errorsFor(schema, { ...valid, ...patch });
}

/**
 * Registers one test per row: a valid form with `field` set to `value` shows `message` at that
 * field, as the form's spec words it.
 * @param schema a form schema
 * @param valid a complete, valid form
 * @param rows `[field, value, message]` triples; `value` may be of any type a browser or a
 *   script could send
 */
export function itShowsFieldMessages(
  schema: z.ZodType,
  valid: Record<string, unknown>,
  rows: Array<[field: string, value: unknown, message: string]>,
): void {
  const errorsWith = errorsOfPatched(schema, valid);
  it.each(rows)("%s = %j shows %j at the field", (field, value, message) => {
    expect(errorsWith({ [field]: value })[field]).toBe(message);
  });
}
