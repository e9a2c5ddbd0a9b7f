/**
 * The staff screens' answers in the driver's language (docs/decisions/0026): the notices and
 * refusals of the leg's forms are written once in English where their rules are
 * (`pickup-schema.ts`, the odometer's and the photos' rules), and read here in the catalogue's
 * words, found by their English text (`staff.answers` in `app/catalog/i18n/staff/`). Client-safe.
 */
import { staff } from "~/catalog/i18n/staff/en.json";
import type { Translator } from "~/lib/i18n";

/** Each English answer's key in the catalogue. */
const keyOfEnglish = new Map<string, string>(
  Object.entries(staff.answers).map(([key, english]) => [english, key]),
);

/**
 * The answers that carry values ("Enter a number from {{min}} to {{max}} {{unit}}"): each as a
 * pattern matching the English text, with the names of the values it takes out.
 */
const withValues = Object.entries(staff.answers)
  .filter(([, english]) => english.includes("{{"))
  .map(([key, english]) => {
    const names = [...english.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
    const pattern = english
      .split(/\{\{\w+\}\}/)
      .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("(.+?)");
    return { key, names, pattern: new RegExp(`^${pattern}$`) };
  });

/**
 * An answer of the staff screens in the reader's language.
 * @param t the reader's translator
 * @param english the answer as its rule writes it, its values (a number, a bound) in place
 * @returns the catalogue's words for it, the same values put in; the English text itself when
 *   the catalogue does not hold it (a test keeps every answer of the staff forms there)
 */
export function staffAnswer(t: Translator, english: string): string {
  const key = keyOfEnglish.get(english);
  if (key) return t.t(`staff.answers.${key}`);
  for (const { key: valued, names, pattern } of withValues) {
    const match = pattern.exec(english);
    if (match)
      return t.t(
        `staff.answers.${valued}`,
        Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])),
      );
  }
  return english;
}

/**
 * A refused form's answer in the reader's language: its message and each field's.
 * @param t the reader's translator
 * @param answer the answer as the rules write it
 * @returns the same answer, its words translated
 */
export function translatedAnswer<
  A extends { message: string; fieldErrors?: Record<string, string> },
>(t: Translator, answer: A): A {
  const fieldErrors = answer.fieldErrors
    ? Object.fromEntries(
        Object.entries(answer.fieldErrors).map(([field, m]) => [field, staffAnswer(t, m)]),
      )
    : undefined;
  return {
    ...answer,
    message: staffAnswer(t, answer.message),
    ...(fieldErrors ? { fieldErrors } : {}),
  };
}
