import { LocateFixed, Phone, Siren } from "lucide-react";
import { EMERGENCY_PROBLEM_LABELS, emergencyProblems } from "~/catalog/emergency";
import { formatPhone, telHref } from "~/catalog/business";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, specFieldOf, type FieldSpec } from "~/components/ui/field";
import { InlineScript } from "~/components/ui/inline-script";
import { NativeSelect, SelectOptions } from "~/components/ui/native-select";
import {
  EMERGENCY_LIMITS,
  type EmergencyActionRefusal,
  type EmergencyField,
} from "./emergency-schema";

const FIELD_CLASS = "grid content-start gap-2";

/** The text fields, in order (the problem's select and the location are drawn apart). */
const textFields: Array<FieldSpec<EmergencyField>> = [
  {
    name: "phone",
    label: "Your phone number *",
    control: "input",
    attrs: {
      type: "tel",
      inputMode: "tel",
      autoComplete: "tel",
      required: true,
      maxLength: EMERGENCY_LIMITS.phoneMax + 5,
      placeholder: "e.g., 98765 43210",
    },
  },
  {
    name: "name",
    label: "Your name (optional)",
    control: "input",
    attrs: { autoComplete: "name", maxLength: EMERGENCY_LIMITS.nameMax },
  },
  {
    name: "car",
    label: "Your car: brand and model, or registration (optional)",
    control: "input",
    attrs: { maxLength: EMERGENCY_LIMITS.carMax, placeholder: "e.g., BMW 5 Series or TS09EA1234" },
  },
];

const placeFields: Array<FieldSpec<EmergencyField>> = [
  {
    name: "landmark",
    label: "A landmark near you *",
    control: "input",
    attrs: {
      required: true,
      maxLength: EMERGENCY_LIMITS.landmarkMax,
      placeholder: "e.g., opposite Inorbit Mall gate 2",
    },
  },
  {
    name: "locality",
    label: "Area or locality *",
    control: "input",
    attrs: {
      required: true,
      maxLength: EMERGENCY_LIMITS.localityMax,
      placeholder: "e.g., Madhapur",
    },
  },
];

/** The words the location button's script shows, passed to it as data. */
const LOCATION_WORDS = {
  finding: "Finding your location…",
  found: "Location added. Please still tell us a landmark.",
  failed: "We could not get your location. Please describe where you are.",
};

/**
 * Shows the location button and, on the visitor's press only, asks the browser for the position
 * and fills the hidden coordinate fields. Sent as source text: uses only its arguments and
 * browser globals.
 */
function locationButton(words: typeof LOCATION_WORDS) {
  const button = document.getElementById("emergency-locate") as HTMLButtonElement | null;
  const status = document.getElementById("emergency-locate-status");
  const lat = document.getElementById("emergency-latitude") as HTMLInputElement | null;
  const lng = document.getElementById("emergency-longitude") as HTMLInputElement | null;
  if (!button || !status || !lat || !lng || !("geolocation" in navigator)) return;
  button.hidden = false;
  button.addEventListener("click", () => {
    status.textContent = words.finding;
    navigator.geolocation.getCurrentPosition(
      (p) => {
        lat.value = p.coords.latitude.toFixed(6);
        lng.value = p.coords.longitude.toFixed(6);
        status.textContent = words.found;
      },
      () => {
        status.textContent = words.failed;
      },
      { enableHighAccuracy: true, timeout: 15000, maximumAge: 60000 },
    );
  });
}

/** Props of {@link EmergencyForm}. */
export interface EmergencyFormProps {
  /** The business phone (E.164), shown and linked beside the form and on every refusal. */
  phone: string;
  /** The action's answer to the last post, when the page is that answer. */
  result?: EmergencyActionRefusal;
  /** This response's Content Security Policy nonce, for the location button's small script. */
  nonce?: string;
}

/**
 * The roadside emergency request form (docs/product.md#emergency-form): a plain HTML form posting
 * to /emergency, so it works without JavaScript and without an account. The 'Use my location'
 * button appears only where scripts run and asks for the position only when pressed; a landmark
 * and locality in words are always asked. A refusal shows its message with the number to call,
 * the errors at their fields and what was typed.
 */
export function EmergencyForm({ phone, result, nonce }: EmergencyFormProps) {
  const errors = result?.fieldErrors ?? {};
  const typed = result?.values ?? {};
  const fieldOf = specFieldOf({
    values: typed,
    errors,
    idPrefix: "emergency",
    className: FIELD_CLASS,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-xl">
            <Siren className="size-5 text-red-700" aria-hidden />
            Send us where you are
          </h2>
        </CardTitle>
        <CardDescription>
          No account needed. The on-call team is alerted at once and calls you back.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {result && (
          <div
            role="alert"
            className="grid gap-2 rounded-lg border border-red-700/30 bg-red-50 p-4 text-red-950"
          >
            <p className="text-sm font-medium">{result.message}</p>
            <a
              href={telHref(phone)}
              className="inline-flex min-h-11 items-center gap-2 font-bold text-red-800 underline"
            >
              <Phone className="size-4" aria-hidden />
              {formatPhone(phone)}
            </a>
          </div>
        )}
        <form
          method="post"
          action="/emergency"
          noValidate
          className="grid gap-5"
          aria-label="Emergency request form"
        >
          {textFields.map(fieldOf)}
          <Field
            id="emergency-problem"
            label="What happened? *"
            error={errors.problem}
            className={FIELD_CLASS}
          >
            {(control) => (
              <NativeSelect {...control} name="problem" required defaultValue={typed.problem ?? ""}>
                <SelectOptions
                  options={emergencyProblems}
                  toLabel={(p) => EMERGENCY_PROBLEM_LABELS[p]}
                  prompt="Choose what happened"
                />
              </NativeSelect>
            )}
          </Field>
          <fieldset className="grid gap-4 rounded-lg border p-4">
            <legend className="px-1 font-semibold">Where are you?</legend>
            <input
              type="hidden"
              id="emergency-latitude"
              name="latitude"
              defaultValue={typed.latitude ?? ""}
            />
            <input
              type="hidden"
              id="emergency-longitude"
              name="longitude"
              defaultValue={typed.longitude ?? ""}
            />
            <div className="grid gap-2">
              <Button
                type="button"
                id="emergency-locate"
                variant="outline"
                size="lg"
                hidden
                className="min-h-11"
              >
                <LocateFixed aria-hidden />
                Use my location
              </Button>
              <p
                id="emergency-locate-status"
                role="status"
                className="text-sm text-muted-foreground"
              >
                {errors.latitude ?? ""}
              </p>
            </div>
            {placeFields.map(fieldOf)}
          </fieldset>
          <Button
            type="submit"
            size="lg"
            className="min-h-12 w-full bg-red-700 text-white hover:bg-red-800"
          >
            <Siren aria-hidden />
            Send emergency request
          </Button>
        </form>
        <InlineScript run={locationButton} args={[LOCATION_WORDS]} nonce={nonce} />
      </CardContent>
    </Card>
  );
}
