import { bookingCarBrands } from "~/catalog/booking-options";
import type { LucideIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field, specFieldOf, type FieldSpec } from "~/components/ui/field";
import { IconCardHeader } from "~/components/ui/icon-card-header";
import { NativeSelect, SelectOptions } from "~/components/ui/native-select";
import { REGISTRATION_INPUT_ATTRS } from "~/lib/registration";
import {
  FUEL_LABELS,
  VEHICLE_LIMITS,
  vehicleFuels,
  vehicleYearRange,
  type VehicleFieldErrors,
  type VehicleTypedValues,
} from "./car-schema";

type CarFieldSpec = FieldSpec<keyof VehicleTypedValues>;

/** The registration, first: the car's identity. */
const registrationField: CarFieldSpec = {
  name: "registration",
  label: "Registration Number *",
  control: "input",
  attrs: REGISTRATION_INPUT_ATTRS,
};

const makeField: CarFieldSpec = {
  name: "make",
  label: "Brand *",
  control: "select",
  prompt: "Select brand",
  options: bookingCarBrands,
};

const modelField: CarFieldSpec = {
  name: "model",
  label: "Model *",
  control: "input",
  attrs: { maxLength: VEHICLE_LIMITS.modelMax, placeholder: "e.g., City, Creta, Swift" },
};

/** The optional fields, after the car's facts. */
const optionalFields: CarFieldSpec[] = [
  {
    name: "nickname",
    label: "Nickname",
    control: "input",
    attrs: { maxLength: VEHICLE_LIMITS.nicknameMax, placeholder: "e.g. Amma's car" },
  },
  {
    name: "vin",
    label: "VIN (optional)",
    control: "input",
    attrs: {
      autoCapitalize: "characters",
      autoComplete: "off",
      spellCheck: false,
      maxLength: VEHICLE_LIMITS.vinLength + 6,
      placeholder: "17 characters, as on your RC",
    },
  },
];

/**
 * The car form of My Garage (docs/product.md#garage-cars): an HTML form posting to `action`,
 * whose server answers with the page (the messages at their fields, what was typed kept) or a
 * redirect (docs/decisions/0011), so it works without JavaScript. The browser's own limits
 * come from the schema's bounds (`VEHICLE_LIMITS`, the registration's typed length, the year
 * range as of the render).
 * @param action where the form posts ("/garage" to add, "/garage/<id>/edit" to change)
 * @param values what to show: what was typed after a refusal, the car's details, or empty
 * @param errors the server's messages by field ("form" for one about the whole car)
 * @param submitLabel the button's words ("Add Car", "Save Changes")
 * @param label the form's accessible name
 */
export function CarForm({
  action,
  values,
  errors = {},
  submitLabel,
  label,
}: {
  action: string;
  values: VehicleTypedValues;
  errors?: VehicleFieldErrors;
  submitLabel: string;
  label: string;
}) {
  const field = specFieldOf({ values, errors, idPrefix: "car" });
  const years = vehicleYearRange();
  return (
    <form method="post" action={action} noValidate className="grid gap-4" aria-label={label}>
      {errors.form && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 p-3 text-sm text-destructive"
        >
          {errors.form}
        </p>
      )}
      {field(registrationField)}
      <div className="grid gap-4 sm:grid-cols-2">
        {field(makeField)}
        {field(modelField)}
        {field({
          name: "year",
          label: "Year *",
          control: "input",
          attrs: {
            inputMode: "numeric",
            maxLength: 4,
            placeholder: `${years.first} to ${years.last}`,
          },
        })}
        <Field id="car-fuel" label="Fuel *" error={errors.fuel}>
          {(control) => (
            <NativeSelect {...control} name="fuel" defaultValue={values.fuel}>
              <SelectOptions
                options={vehicleFuels}
                toLabel={(fuel) => FUEL_LABELS[fuel]}
                prompt="Select fuel"
              />
            </NativeSelect>
          )}
        </Field>
        {optionalFields.map(field)}
      </div>
      <Button type="submit" className="w-full sm:w-auto sm:justify-self-start">
        {submitLabel}
      </Button>
    </form>
  );
}

/**
 * The car form in its card, as My Garage adds a car and the edit page changes one
 * (docs/product.md#garage-cars): a heading with its icon, how to type the registration, and
 * {@link CarForm}.
 * @param id the card's element id (the "Add a car" link's target), if any
 * @param icon the heading's icon; `heading` its words (an h2)
 * @returns the card; the form's own props as {@link CarForm} takes them
 */
export function CarFormCard({
  id,
  icon,
  heading,
  ...form
}: React.ComponentProps<typeof CarForm> & { id?: string; icon: LucideIcon; heading: string }) {
  return (
    <Card id={id}>
      <IconCardHeader icon={icon} iconClassName="text-primary" title={<h2>{heading}</h2>}>
        Type the registration as it is on the number plate; spaces and dashes do not matter.
      </IconCardHeader>
      <CardContent>
        <CarForm {...form} />
      </CardContent>
    </Card>
  );
}
