/**
 * One way for every form action to read what was sent: the body (a JSON object or form
 * data, within the server's body limit), refused when it names a field the form does not
 * have (docs/decisions/0005), parsed with the form's zod schema (the same one the browser
 * uses), and what was typed kept to show again (docs/decisions/0011).
 */
import { data } from "react-router";
import type { z } from "zod";
import { logDatabaseError } from "./db.server";
import { fieldErrorsFrom, typedValues } from "./form-values";
import { readFields } from "./request-body.server";

/** Shown when the body cannot be read or a field is invalid. */
export const INVALID_SUBMISSION_MESSAGE = "Please correct the highlighted fields and try again.";

/**
 * A refusal's message that names the first invalid field's problem, for small forms where
 * the message is shown instead of a toast beside the fields.
 * @param fieldErrors the refusal's field errors
 * @returns the first error, or "Please check the form." when there is none
 */
export function firstFieldError(fieldErrors: Record<string, string>): string {
  return Object.values(fieldErrors)[0] ?? "Please check the form.";
}

/** How many characters of a field are kept to show again when the caller names no bound. */
const SHOWN_MAX = 1000;

/**
 * The message for a body naming a field its form does not have.
 * @param field the unexpected field's name (cut to 40 characters)
 */
export function unexpectedFieldMessage(field: string): string {
  return `The form sent a field it does not have (${field.slice(0, 40)}). Please reload the page and try again.`;
}

/**
 * A zod schema for a form: one strict object (`z.strictObject`), or a discriminated union of
 * them (one per `intent`), so that a field the form does not have is an "unrecognized_keys"
 * issue (docs/decisions/0005).
 */
type FormSchema = z.ZodType<unknown, Record<string, unknown>>;

/**
 * The fields of the body that a strict form schema refused as ones the form does not have
 * (docs/product.md#security: extra fields such as user_id or status, and keys like
 * `__proto__`, are refused rather than silently dropped).
 * @param error the failed parse
 * @returns the fields' names in the order sent; empty when every field was known
 */
function unrecognizedFields(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys" && issue.path.length === 0 ? issue.keys : [],
  );
}

/** The names of a schema's input fields (of every member, for a union). */
export type FieldName<S extends z.ZodType> =
  z.input<S> extends infer T ? (T extends unknown ? keyof T & string : never) : never;

/** The fields of a schema's input, as strings: what a form shows again. */
type TypedValues<S extends z.ZodType> = Record<FieldName<S>, string>;

/**
 * What {@link parseSubmission} found; `K`, the fields its `maxLengths` names, always stand in
 * `values`.
 */
export type Submission<S extends z.ZodType, K extends FieldName<S> = never> =
  | {
      ok: true;
      /** The parsed values. */
      data: z.output<S>;
      /** What was typed, each field a string: those `maxLengths` names, and any other sent. */
      values: Partial<TypedValues<S>> & Record<K, string>;
      /** The body as sent, for fields outside the schema (`extraFields`). */
      fields: Record<string, unknown>;
    }
  | {
      ok: false;
      /** 400: the body is unreadable, names an unknown field, or fails the schema. */
      status: 400;
      /** The first message of each invalid field; empty when the body as a whole is refused. */
      fieldErrors: Partial<Record<FieldName<S>, string>>;
      values: Partial<TypedValues<S>> & Record<K, string>;
      message: string;
      /** The body as sent, or null when it could not be read. */
      fields: Record<string, unknown> | null;
    };

/** Choices of {@link parseSubmission}. */
export interface SubmissionOptions<S extends z.ZodType, K extends FieldName<S> = never> {
  /** Fields the form sends besides the schema's, checked by the caller (an idempotency key). */
  extraFields?: readonly string[];
  /** Field → the most characters kept in `values` (default 1000; these always stand there). */
  maxLengths?: Record<K, number>;
  /** The refusal's message from its field errors (default {@link INVALID_SUBMISSION_MESSAGE}). */
  invalidMessage?: (fieldErrors: Record<string, string>) => string;
  /** The body, when the caller has already read it with `readFields`. */
  fields?: Record<string, unknown> | null;
}

/**
 * Reads and checks a form's submission.
 * @param request the action's request (JSON object or form data; a repeated field or a file
 *   is refused, see `readFields`)
 * @param schema the form's zod schema, shared with the browser
 * @returns `{ ok: true, data, values, fields }`, or `{ ok: false, status: 400, fieldErrors,
 *   values, message, fields }`; never throws for bad input
 */
export async function parseSubmission<S extends FormSchema, K extends FieldName<S> = never>(
  request: Request,
  schema: S,
  options: SubmissionOptions<S, K> = {},
): Promise<Submission<S, K>> {
  const fields = options.fields !== undefined ? options.fields : await readFields(request);
  const extra = new Set(options.extraFields);
  const body = fields && Object.fromEntries(Object.entries(fields).filter(([k]) => !extra.has(k)));
  const parsed = body ? schema.safeParse(body) : null;
  const unknown = parsed?.success === false ? unrecognizedFields(parsed.error) : [];
  // What was typed: the fields the caller bounds, and every other sent field the form has.
  const bounds: Record<string, number> = { ...options.maxLengths };
  for (const name of Object.keys(body ?? {}))
    if (!unknown.includes(name)) bounds[name] ??= SHOWN_MAX;
  const values = typedValues(fields, bounds) as Partial<TypedValues<S>> & Record<K, string>;
  const refuse = (
    message: string,
    fieldErrors: Partial<Record<FieldName<S>, string>> = {},
  ): Submission<S, K> => ({
    ok: false,
    status: 400,
    fieldErrors,
    values,
    message,
    fields,
  });
  if (!fields || !parsed) return refuse(INVALID_SUBMISSION_MESSAGE);
  if (unknown[0] !== undefined) return refuse(unexpectedFieldMessage(unknown[0]));
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFrom<FieldName<S>>(parsed.error);
    return refuse(
      options.invalidMessage?.(fieldErrors as Record<string, string>) ?? INVALID_SUBMISSION_MESSAGE,
      fieldErrors,
    );
  }
  return { ok: true, data: parsed.data as z.output<S>, values, fields };
}

/**
 * The body of a refusal as the forms read it: the message, and the field errors when there
 * are any (a body refused as a whole has none).
 * @param refused a failed {@link Submission}
 * @returns `{ ok: false, message, fieldErrors? }`
 */
export function refusalOf<E extends Record<string, string | undefined>>(refused: {
  message: string;
  fieldErrors: E;
}) {
  const { message, fieldErrors } = refused;
  return {
    ok: false as const,
    message,
    ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
  };
}

/**
 * An action's answer when its change could not be stored: logs what failed with the database's
 * own reason (never the submitted values) and answers 503 with the page's message; nothing
 * was changed (docs/product.md#messages-errors).
 * @param what the log line's subject, e.g. "Account could not be deleted"
 * @param error what the database threw
 * @param body the action's result to answer with
 * @returns the 503 answer
 */
export function storeFailed<T>(what: string, error: unknown, body: T) {
  logDatabaseError(what, error);
  return data<T>(body, { status: 503 });
}
