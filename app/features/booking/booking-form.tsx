import type { ReactNode } from "react";
import { Car, Phone } from "lucide-react";
import { timeSlots } from "~/catalog/booking-options";
import { formatPhone, telHref } from "~/catalog/business";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { InlineScript } from "~/components/ui/inline-script";
import { Field, FieldError, SpecField, fieldErrorId } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { NativeSelect, SelectOptions } from "~/components/ui/native-select";
import type { BookingCarOption } from "~/features/cars/booking-cars.server";
import { localities } from "~/catalog/localities";
import { cn } from "~/lib/utils";
import { localizedPath } from "~/catalog/languages";
import { BOOKING_PATH } from "~/catalog/navigation";
import { useTranslator } from "~/components/site/translation";
import {
  type BookingFieldSpec,
  bookingFieldIn,
  carFields,
  contactFields,
  detailFields,
  registrationField,
  serviceTypeField,
} from "./booking-form-fields";
import {
  ANOTHER_CAR,
  OTHER_LOCALITY,
  type BookingFieldErrors,
  type BookingTypedValues,
} from "./booking-schema";

/** What the slot list needs to know of the calendar, as of the page's render (Asia/Kolkata). */
export interface SlotCalendar {
  /** Today, "yyyy-MM-dd": the first bookable date. */
  today: string;
  /** The last bookable date, "yyyy-MM-dd" (today plus the booking horizon). */
  lastBookable: string;
  /** Today's slots that have not started yet. */
  openToday: string[];
  /** Date → slots already at capacity (docs/product.md#slot-capacity), from today on. */
  fullSlots: Record<string, string[]>;
}

/**
 * Hides the typed car's fields while one of the customer's cars is chosen: CSS alone (`:has`),
 * so it works without scripts; the server ignores those fields for a chosen car.
 */
const HIDDEN_FOR_SAVED_CAR = "group-has-[[data-saved-car]:checked]/car:hidden";

/**
 * The choice of car for a signed-in customer with cars in My Garage (docs/product.md#booking-car):
 * one radio per car and "Another car", the browser's own radios (no script needed).
 * @param cars the customer's cars; `value` the car chosen (an id or {@link ANOTHER_CAR});
 *   `error` the choice's message from the server
 */
function CarChoice({
  cars,
  value,
  error,
}: {
  cars: readonly BookingCarOption[];
  value: string;
  error?: string;
}) {
  const { t } = useTranslator();
  const option = (id: string, label: string, saved: boolean) => (
    <label
      key={id}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/40"
    >
      <input
        type="radio"
        name="vehicleId"
        value={id}
        defaultChecked={value === id}
        data-saved-car={saved ? "" : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId("vehicleId") : undefined}
        className="size-4 shrink-0 accent-primary"
      />
      <span className="min-w-0 break-words">{label}</span>
    </label>
  );
  return (
    <fieldset className="grid gap-2 sm:col-span-3">
      <legend className="mb-2 text-sm font-medium">{t("booking.form.whichCar")}</legend>
      {cars.map((car) => option(car.id, car.label, true))}
      {option(ANOTHER_CAR, t("booking.form.anotherCar"), false)}
      <FieldError id={fieldErrorId("vehicleId")} message={error} />
    </fieldset>
  );
}

interface BookingFormProps {
  /** The business phone in E.164 form, shown on the form. */
  phone: string;
  /** The values to show: what was typed (after a refusal or from the kept draft), else the account's name and email. */
  values: BookingTypedValues;
  /** The server's messages by field, after a refusal. */
  errors?: BookingFieldErrors;
  /** The bookable dates and which slots are closed or full. */
  calendar: SlotCalendar;
  /**
   * One key per filling of the form, so a form sent twice books once (docs/product.md#idempotency).
   */
  idempotencyKey: string;
  /** This response's Content Security Policy nonce, for the slot list's small script. */
  nonce?: string;
  /**
   * Signed in: the customer's cars in My Garage to choose from (empty: none yet, the typed car
   * is saved as "another car"). Signed out: null, and the form is the spec's.
   */
  cars?: readonly BookingCarOption[] | null;
}

/**
 * One of the form's yes-or-no choices (docs/product.md#booking-fields: pickup and drop, WhatsApp
 * updates): a checkbox that posts "yes" when ticked, shown ticked when the typed values say "yes",
 * and its label beside it.
 * @param name the field; `values` the form's values; `box` the checkbox's size class
 * @param className the row's extra classes (a border for a choice that stands alone)
 * @param children the label's content
 * @returns the row
 */
function YesBox({
  name,
  values,
  box,
  className,
  children,
}: {
  name: "pickupAndDrop" | "whatsappOptIn";
  values: BookingTypedValues;
  box: "size-4" | "size-5";
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <input
        id={name}
        name={name}
        type="checkbox"
        value="yes"
        defaultChecked={values[name] === "yes"}
        className={`mt-1 ${box} accent-primary`}
      />
      <Label htmlFor={name} className="block font-normal leading-snug">
        {children}
      </Label>
    </div>
  );
}

/**
 * Marks the time slots that cannot be chosen for the chosen date (full, or passed today),
 * when the date changes. Runs in the browser as an inline script; the form works without
 * it (the server refuses a full or passed slot with a message at the field).
 * @param calendar the same facts the server rendered the list from
 */
function followChosenDate(calendar: SlotCalendar) {
  const date = document.getElementById("preferredDate") as HTMLInputElement | null;
  const time = document.getElementById("preferredTime") as HTMLSelectElement | null;
  const hint = document.getElementById("preferredTime-none");
  if (!date || !time || !hint) return;
  const update = () => {
    const full = calendar.fullSlots[date.value] ?? [];
    const isToday = date.value === calendar.today;
    for (const option of Array.from(time.options)) {
      if (!option.value) continue;
      const isFull = full.includes(option.value);
      option.disabled = isFull || (isToday && !calendar.openToday.includes(option.value));
      option.textContent = isFull ? `${option.value} (Fully booked)` : option.value;
      if (option.disabled && option.selected) time.value = "";
    }
    hint.hidden = !(isToday && calendar.openToday.length === 0);
  };
  date.addEventListener("change", update);
  date.addEventListener("input", update);
}

/**
 * The booking form (docs/product.md#route-booking, docs/product.md#booking-fields messages): an
 * HTML form posting to the /booking action, which validates with `BookingFormSchema` and answers
 * with the page (docs/decisions/0011), so it works before and without JavaScript. Service, brand
 * and slot are the browser's own selects; the date is the browser's date picker, limited to today
 * through the booking horizon; full and passed slots are disabled for the chosen date. In Telugu
 * and Hindi its words and messages are the language's, it posts to the page in that language and
 * carries no script (the slots are marked for the date the server drew it with;
 * docs/decisions/0026).
 */
export function BookingForm({
  phone,
  values,
  errors = {},
  calendar,
  idempotencyKey,
  nonce,
  cars = null,
}: BookingFormProps) {
  const translator = useTranslator();
  const { t, locale } = translator;
  /** A field whose control's id is its name, with its value and its error. */
  const field = (spec: BookingFieldSpec) => (
    <SpecField
      key={spec.name}
      spec={bookingFieldIn(spec, translator)}
      value={values[spec.name]}
      error={errors[spec.name]}
    />
  );

  const chosenDate = values.preferredDate;
  const fullOnDate = calendar.fullSlots[chosenDate] ?? [];
  const isToday = chosenDate === calendar.today;
  const closed = (slot: string) =>
    fullOnDate.includes(slot) || (isToday && !calendar.openToday.includes(slot));

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">{t("booking.form.title")}</h2>
        </CardTitle>
        <CardDescription>
          {t("booking.form.intro")}{" "}
          <a
            href={telHref(phone)}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            <Phone className="size-3.5" aria-hidden />
            {formatPhone(phone)}
          </a>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          method="post"
          action={localizedPath(BOOKING_PATH, locale)}
          noValidate
          className="grid gap-6"
          aria-label={t("booking.form.label")}
        >
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          {field(serviceTypeField)}

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold">
              {t("booking.form.contactDetails")}
            </legend>
            {contactFields.map(field)}
          </fieldset>

          <fieldset className="group/car grid gap-4 sm:grid-cols-3">
            <legend className="mb-2 flex items-center gap-2 text-base font-semibold">
              <Car className="size-4" aria-hidden />
              {t("booking.form.carInformation")}
            </legend>
            {cars === null ? (
              values.vehicleId && <input type="hidden" name="vehicleId" value={values.vehicleId} />
            ) : cars.length === 0 ? (
              <input type="hidden" name="vehicleId" value={ANOTHER_CAR} />
            ) : (
              <CarChoice cars={cars} value={values.vehicleId} error={errors.vehicleId} />
            )}
            {cars === null
              ? carFields.map(field)
              : [...carFields, registrationField].map((spec) => (
                  <SpecField
                    key={spec.name}
                    spec={bookingFieldIn(spec, translator)}
                    value={values[spec.name]}
                    error={errors[spec.name]}
                    className={cn(
                      "grid gap-2",
                      spec === registrationField && "sm:col-span-3",
                      HIDDEN_FOR_SAVED_CAR,
                    )}
                  />
                ))}
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            {field({
              name: "preferredDate",
              label: t("booking.form.preferredDate"),
              control: "input",
              attrs: { type: "date", min: calendar.today, max: calendar.lastBookable },
            })}
            <Field
              id="preferredTime"
              label={t("booking.form.preferredTime")}
              error={errors.preferredTime}
            >
              {(props) => (
                <>
                  <NativeSelect
                    {...props}
                    name="preferredTime"
                    defaultValue={closed(values.preferredTime) ? "" : values.preferredTime}
                  >
                    <option value="">{t("booking.form.selectSlot")}</option>
                    {timeSlots.map((s) => (
                      <option key={s} value={s} disabled={closed(s)}>
                        {fullOnDate.includes(s) ? t("booking.form.fullyBooked", { slot: s }) : s}
                      </option>
                    ))}
                  </NativeSelect>
                  <p
                    id="preferredTime-none"
                    className="text-sm text-muted-foreground"
                    hidden={!(isToday && calendar.openToday.length === 0)}
                  >
                    {t("booking.form.noSlotsToday")}
                  </p>
                </>
              )}
            </Field>
          </div>

          {detailFields.map(field)}

          <div className="grid gap-4 rounded-md border p-3 sm:grid-cols-2 sm:items-center">
            <YesBox name="pickupAndDrop" values={values} box="size-5">
              <span className="font-semibold">{t("booking.form.pickupTitle")}</span>
              <span className="block text-sm text-muted-foreground">
                {t("booking.form.pickupText")}
              </span>
            </YesBox>
            <Field id="locality" label={t("booking.form.area")} error={errors.locality}>
              {(props) => (
                <NativeSelect {...props} name="locality" defaultValue={values.locality}>
                  <SelectOptions
                    options={localities}
                    toValue={(l) => l.slug}
                    toLabel={(l) => l.name}
                    prompt={t("booking.form.areaPrompt")}
                  />
                  <option value={OTHER_LOCALITY}>{t("booking.form.areaOther")}</option>
                </NativeSelect>
              )}
            </Field>
          </div>

          <YesBox
            name="whatsappOptIn"
            values={values}
            box="size-4"
            className="rounded-md border p-3"
          >
            {t("booking.form.whatsappOptIn")}
          </YesBox>

          <Button type="submit" size="lg" className="w-full">
            {t("booking.form.submit")}
          </Button>
        </form>
        {/* Telugu and Hindi pages ship no script (docs/decisions/0026). */}
        {locale === "en" && <InlineScript run={followChosenDate} args={[calendar]} nonce={nonce} />}
      </CardContent>
    </Card>
  );
}
