/**
 * Field errors of a form schema, for the schema tests: what the form would show at each field.
 */
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
