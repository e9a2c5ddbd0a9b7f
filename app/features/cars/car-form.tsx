import { bookingCarBrands } from "~/catalog/booking-options";
import type { LucideIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field, specFieldOf, type FieldSpec } from "~/components/ui/field";
import { IconCardHeader } from "~/components/ui/icon-card-header";
import { Input } from "~/components/ui/input";
import { NativeSelect, SelectOptions } from "~/components/ui/native-select";
import { useTranslator } from "~/components/site/translation";
import type { Translator } from "~/lib/i18n";
import { REGISTRATION_INPUT_ATTRS } from "~/lib/registration";
import {
  VEHICLE_LIMITS,
  vehicleFuels,
  vehicleYearRange,
  type VehicleFieldErrors,
  type VehicleTypedValues,
} from "./car-schema";
import { fuelLabel } from "./car-words";
import { ODOMETER_LIMITS } from "./workshop-car-schema";

type CarFieldSpec = FieldSpec<keyof VehicleTypedValues>;

/**
 * The car form's fields in the page's language: the registration first (the car's identity),
 * then the car's facts, then the optional ones.
 */
function carFields({ t }: Translator) {
  const registration: CarFieldSpec = {
    name: "registration",
    label: t("garage.form.registration"),
    control: "input",
    attrs: { ...REGISTRATION_INPUT_ATTRS, placeholder: t("garage.form.registrationPlaceholder") },
  };
  const make: CarFieldSpec = {
    name: "make",
    label: t("garage.form.make"),
    control: "select",
    prompt: t("garage.form.makePrompt"),
    options: bookingCarBrands,
    optionLabel: (o) => (o === "Other" ? t("garage.form.otherBrand") : o),
  };
  const model: CarFieldSpec = {
    name: "model",
    label: t("garage.form.model"),
    control: "input",
    attrs: { maxLength: VEHICLE_LIMITS.modelMax, placeholder: t("garage.form.modelPlaceholder") },
  };
  const optional: CarFieldSpec[] = [
    {
      name: "nickname",
      label: t("garage.form.nickname"),
      control: "input",
      attrs: {
        maxLength: VEHICLE_LIMITS.nicknameMax,
        placeholder: t("garage.form.nicknamePlaceholder"),
      },
    },
    {
      name: "vin",
      label: t("garage.form.vin"),
      control: "input",
      attrs: {
        autoCapitalize: "characters",
        autoComplete: "off",
        spellCheck: false,
        maxLength: VEHICLE_LIMITS.vinLength + 6,
        placeholder: t("garage.form.vinPlaceholder"),
      },
    },
  ];
  return { registration, make, model, optional };
}

/**
 * The car form of My Garage (docs/product.md#garage-cars): an HTML form posting to `action`,
 * whose server answers with the page (the messages at their fields, what was typed kept) or a
 * redirect (docs/decisions/0011), so it works without JavaScript. The browser's own limits
 * come from the schema's bounds (`VEHICLE_LIMITS`, the registration's typed length, the year
 * range as of the render, the odometer's typed length). Its words are the page's language's
 * (docs/decisions/0026); the odometer takes Telugu and Devanagari digits too.
 * @param action where the form posts ("/garage" to add, "/garage/<id>/edit" to change, under
 *   the page's language prefix)
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
  const translator = useTranslator();
  const { t } = translator;
  const fields = carFields(translator);
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
      {field(fields.registration)}
      <div className="grid gap-4 sm:grid-cols-2">
        {field(fields.make)}
        {field(fields.model)}
        {field({
          name: "year",
          label: t("garage.form.year"),
          control: "input",
          attrs: {
            inputMode: "numeric",
            maxLength: 4,
            placeholder: t("garage.form.yearPlaceholder", years),
          },
        })}
        <Field id="car-fuel" label={t("garage.form.fuel")} error={errors.fuel}>
          {(control) => (
            <NativeSelect {...control} name="fuel" defaultValue={values.fuel}>
              <SelectOptions
                options={vehicleFuels}
                toLabel={(fuel) => fuelLabel(fuel, translator)}
                prompt={t("garage.form.fuelPrompt")}
              />
            </NativeSelect>
          )}
        </Field>
        {fields.optional.map(field)}
        <Field
          id="car-odometer"
          label={t("garage.form.odometer")}
          error={errors.odometer}
          description={t("garage.form.odometerHint")}
        >
          {(control) => (
            <Input
              {...control}
              name="odometer"
              defaultValue={values.odometer}
              inputMode="numeric"
              autoComplete="off"
              maxLength={ODOMETER_LIMITS.kmTypedMax}
              placeholder={t("garage.form.odometerPlaceholder")}
            />
          )}
        </Field>
      </div>
      <Button type="submit" className="w-full sm:w-auto sm:justify-self-start">
        {submitLabel}
      </Button>
    </form>
  );
}

/**
 * The car form in its card, as My Garage adds a car and the edit page changes one
 * (docs/product.md#garage-cars): a heading with its icon, how to type the registration (in
 * Latin letters, as on the plate, on every language's page), and {@link CarForm}.
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
  const { t } = useTranslator();
  return (
    <Card id={id}>
      <IconCardHeader icon={icon} iconClassName="text-primary" title={<h2>{heading}</h2>}>
        {t("garage.form.hint")}
      </IconCardHeader>
      <CardContent>
        <CarForm {...form} />
      </CardContent>
    </Card>
  );
}
