import type * as React from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect, SelectOptions } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/utils";

/**
 * The attributes a field's control carries: its `id` (the label's target) and, when the
 * field has an error or a description, `aria-invalid` and `aria-describedby` naming them.
 */
export interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** The id of a field's error message: the control's id with `-error` appended. */
export const fieldErrorId = (id: string) => `${id}-error`;

/**
 * A field's error message under its control, or nothing when there is none.
 * @param id the message's own id (the one the control's `aria-describedby` names)
 * @param message the error, or undefined
 * @returns the message paragraph, or null
 */
export function FieldError({
  id,
  message,
  alert,
  className,
}: {
  id?: string;
  message: string | undefined;
  /** Announce it at once (`role="alert"`), for a form-level answer such as a wrong password. */
  alert?: boolean;
  className?: string;
}) {
  return message ? (
    <p
      id={id}
      role={alert ? "alert" : undefined}
      className={cn("text-sm font-medium text-destructive", className)}
    >
      {message}
    </p>
  ) : null;
}

interface FieldProps {
  /** The control's id; the label points at it and the error's id is derived from it. */
  id: string;
  /** The label's text (with " *" for a required field, as the forms show it). */
  label: React.ReactNode;
  /** The field's error message, from the schema or the server; none while valid. */
  error?: string;
  /** A hint under the control, named by `aria-describedby` while there is no error. */
  description?: React.ReactNode;
  /** The error's id, when a form keeps another naming than `<id>-error`. */
  errorId?: string;
  /** Announce the error at once (`role="alert"`). */
  alert?: boolean;
  /** The wrapper's classes (default `grid gap-2`). */
  className?: string;
  /** Classes of the label. */
  labelClassName?: string;
  /**
   * Draws the control (and anything that belongs between it and the error) with the
   * attributes it must carry; or the control itself, already carrying them.
   */
  children: ((control: FieldControlProps) => React.ReactNode) | React.ReactNode;
}

/**
 * One form field: label, control, optional description and the error message, wired so a
 * screen reader announces the error with the control (`aria-invalid`, `aria-describedby`).
 * Every form uses it, so a field looks and reads the same everywhere (docs/decisions/0011:
 * the server's messages are shown at their fields).
 * @returns the field's wrapper with its parts
 */
export function Field({
  id,
  label,
  error,
  description,
  errorId = fieldErrorId(id),
  alert,
  className = "grid gap-2",
  labelClassName,
  children,
}: FieldProps) {
  const descriptionId = `${id}-description`;
  const control: FieldControlProps = { id };
  if (error) {
    control["aria-invalid"] = true;
    control["aria-describedby"] = errorId;
  } else if (description) {
    control["aria-describedby"] = descriptionId;
  }
  return (
    <div className={className}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {typeof children === "function" ? children(control) : children}
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <FieldError id={errorId} message={error} alert={alert} />
    </div>
  );
}

/**
 * A form field described as data: the submitted name, the label, and the control with its
 * native attributes (a text input, a text area, or the browser's select over a list of
 * options after an empty prompt). Forms keep lists of these and map them to {@link SpecField}.
 */
export type FieldSpec<Name extends string = string> = {
  name: Name;
  /** The label's text (with " *" for a required field). */
  label: string;
  /** The wrapper's classes, when not the form's usual ones. */
  className?: string;
} & (
  | { control: "input"; attrs?: React.ComponentProps<"input"> }
  | { control: "textarea"; attrs?: React.ComponentProps<"textarea"> }
  | {
      control: "select";
      prompt: string;
      options: readonly string[];
      /** What each option reads as, when not its value (a translated page's words). */
      optionLabel?: (option: string) => string;
    }
);

/**
 * One {@link Field} drawn from its {@link FieldSpec}: the control carries the field's
 * attributes, its `name`, the spec's own attributes and the value to show.
 * @param spec what the field is
 * @param id the control's id (a form may prefix the name)
 * @param value the value to show at first; a select with none shows its prompt
 * @param error the field's error message, if any
 * @param className the wrapper's classes when the spec names none
 * @returns the field
 */
export function SpecField({
  spec,
  id = spec.name,
  value,
  error,
  className,
}: {
  spec: FieldSpec;
  id?: string;
  value: string | undefined;
  error?: string;
  className?: string;
}) {
  return (
    <Field id={id} label={spec.label} error={error} className={spec.className ?? className}>
      {(control) => {
        switch (spec.control) {
          case "input":
            return <Input {...control} name={spec.name} {...spec.attrs} defaultValue={value} />;
          case "textarea":
            return <Textarea {...control} name={spec.name} {...spec.attrs} defaultValue={value} />;
          case "select":
            return (
              <NativeSelect {...control} name={spec.name} defaultValue={value ?? ""}>
                <SelectOptions
                  options={spec.options}
                  prompt={spec.prompt}
                  toLabel={spec.optionLabel}
                />
              </NativeSelect>
            );
        }
      }}
    </Field>
  );
}

/**
 * How a form draws its fields from their specs: each a {@link SpecField} with the form's value
 * and error for it (docs/decisions/0011: what was typed is shown again, the errors at their
 * fields).
 * @param form `values` and `errors` by field name; `idPrefix` for the controls' ids ("car"
 *   gives "car-model"; none: the field's name); `className` for the wrappers
 * @returns `(spec) => field`, keyed by the field's name
 */
export function specFieldOf<Name extends string>(form: {
  values: Partial<Record<Name, string>>;
  errors: Partial<Record<Name, string>>;
  idPrefix?: string;
  className?: string;
}) {
  const SpecFieldOf = (spec: FieldSpec<Name>) => (
    <SpecField
      key={spec.name}
      spec={spec}
      id={form.idPrefix ? `${form.idPrefix}-${spec.name}` : spec.name}
      value={form.values[spec.name]}
      error={form.errors[spec.name]}
      className={form.className}
    />
  );
  return SpecFieldOf;
}
