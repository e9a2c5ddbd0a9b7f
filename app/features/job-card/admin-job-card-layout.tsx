/**
 * How the admin's job card draws its sections and fields: a titled card per section, and
 * the shared form field (and a select over a list of options) spaced as its dense forms are.
 */
import type { ComponentProps, ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field as FormField } from "~/components/ui/field";
import { NativeSelect, SelectOptions } from "~/components/ui/native-select";

/**
 * One section of the job card: a card with its heading (h2) and description over its content.
 * @param title the heading; `description` the line under it; `contentClassName` the
 *   content's classes (its grid); `children` the content
 */
export function SectionCard({
  title,
  description,
  contentClassName,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

/**
 * The shared form field, spaced as the job card's dense forms are (`grid gap-1.5` unless
 * `className` says otherwise).
 * @param props the shared `Field`'s props: id, label, error, className, the control
 */
export function Field({ className = "grid gap-1.5", ...props }: ComponentProps<typeof FormField>) {
  return <FormField className={className} {...props} />;
}

/**
 * A {@link Field} holding the browser's own select over a list of options.
 * @param id the select's id (the label's target); `label` the label; `error` the field's
 *   error; `className` the field's classes; `options` value and text of each option, in order
 * @param select the select's own attributes (name, defaultValue or value and onChange)
 */
export function SelectField({
  id,
  label,
  error,
  className,
  options,
  ...select
}: {
  id: string;
  label: string;
  error?: string;
  className?: string;
  options: readonly { value: string | number; text: string }[];
} & Omit<ComponentProps<"select">, "id" | "className" | "children">) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      <NativeSelect id={id} {...select}>
        <SelectOptions options={options} toValue={(o) => String(o.value)} toLabel={(o) => o.text} />
      </NativeSelect>
    </Field>
  );
}
