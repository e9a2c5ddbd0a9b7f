/**
 * The booking form's fields as the spec names them (docs/product.md#booking-fields): label, control,
 * prompt or placeholder, and the browser's autofill hints, per group. Drawn by `SpecField` in
 * `booking-form.tsx`; what each field accepts is `booking-schema.ts`'s.
 */
import { bookingCarBrands, serviceTypes } from "~/catalog/booking-options";
import type { FieldSpec } from "~/components/ui/field";
import { REGISTRATION_INPUT_ATTRS } from "~/lib/registration";
import type { Translator } from "~/lib/i18n";
import { BOOKING_LIMITS, type BookingTypedValues } from "./booking-schema";
import { serviceTypeWords } from "~/lib/i18n";

/** One field of the booking form. */
export type BookingFieldSpec = FieldSpec<keyof BookingTypedValues>;

/** The service chosen, first on the form. */
export const serviceTypeField: BookingFieldSpec = {
  name: "serviceType",
  label: "Service Type *",
  control: "select",
  prompt: "Select the service you need",
  options: serviceTypes,
};

/** The "Contact Details" group. */
export const contactFields: BookingFieldSpec[] = [
  {
    name: "customerName",
    label: "Full Name *",
    className: "grid gap-2 sm:col-span-2",
    control: "input",
    attrs: { autoComplete: "name" },
  },
  {
    name: "customerEmail",
    label: "Email *",
    control: "input",
    attrs: { type: "email", autoComplete: "email" },
  },
  {
    name: "customerPhone",
    label: "Phone *",
    control: "input",
    attrs: {
      type: "tel",
      inputMode: "tel",
      autoComplete: "tel",
      placeholder: "Enter your 10-digit phone number",
    },
  },
];

/** The "Car Information" group. */
export const carFields: BookingFieldSpec[] = [
  {
    name: "carBrand",
    label: "Brand *",
    control: "select",
    prompt: "Select brand",
    options: bookingCarBrands,
  },
  {
    name: "carModel",
    label: "Model *",
    control: "input",
    attrs: { placeholder: "e.g., City, Creta, Swift" },
  },
  {
    name: "carYear",
    label: "Year *",
    control: "input",
    attrs: {
      inputMode: "numeric",
      maxLength: BOOKING_LIMITS.carYearLength,
      placeholder: "e.g., 2020",
    },
  },
];

/** Another car's registration, under its brand, model and year (docs/product.md#booking-car). */
export const registrationField: BookingFieldSpec = {
  name: "registration",
  label: "Registration Number (optional)",
  control: "input",
  attrs: REGISTRATION_INPUT_ATTRS,
};

/** The address and the customer's notes, under the date and slot. */
export const detailFields: BookingFieldSpec[] = [
  {
    name: "address",
    label: "Service Address *",
    control: "textarea",
    attrs: {
      autoComplete: "street-address",
      placeholder: "House / flat, street, area and a landmark",
    },
  },
  {
    name: "specialRequests",
    label: "Special Requests",
    control: "textarea",
    attrs: { placeholder: "Anything we should know about your car or visit" },
  },
];

/**
 * A field of the form in the page's language (docs/decisions/0026): its label, prompt or
 * placeholder from the booking catalogue, and its options' words (the service types', "Other"
 * brand's); the options' values stay the stored English words.
 * @param spec the field as the spec names it
 * @param t the page's translator
 * @returns the spec itself in English, else the spec with the language's words (a field the
 *   catalogue does not name, such as the date drawn with its words already, keeps its own)
 */
export function bookingFieldIn(spec: BookingFieldSpec, t: Translator): BookingFieldSpec {
  if (t.locale === "en") return spec;
  const key = `booking.fields.${spec.name}`;
  const label = t.has(`${key}.label`) ? t.t(`${key}.label`) : spec.label;
  const placeholder = t.has(`${key}.placeholder`) ? t.t(`${key}.placeholder`) : undefined;
  switch (spec.control) {
    case "select":
      return {
        ...spec,
        label,
        prompt: t.t(`${key}.prompt`),
        optionLabel: (option) =>
          spec.name === "serviceType"
            ? serviceTypeWords(t, option)
            : option === "Other"
              ? t.t("booking.otherBrand")
              : option,
      };
    case "input":
      return { ...spec, label, attrs: { ...spec.attrs, placeholder } };
    case "textarea":
      return { ...spec, label, attrs: { ...spec.attrs, placeholder } };
  }
}
