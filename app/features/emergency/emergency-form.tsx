import { LocateFixed, Phone, Siren } from "lucide-react";
import { emergencyProblems } from "~/catalog/emergency";
import { formatPhone, telHref } from "~/catalog/business";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, specFieldOf, type FieldSpec } from "~/components/ui/field";
import { InlineScript } from "~/components/ui/inline-script";
import { NativeSelect, SelectOptions } from "~/components/ui/native-select";
import { localizedPath } from "~/catalog/languages";
import { useTranslator } from "~/components/site/translation";
import type { Translator } from "~/lib/i18n";
import { problemLabel } from "./emergency-words";
import {
  EMERGENCY_LIMITS,
  type EmergencyActionRefusal,
  type EmergencyField,
} from "./emergency-schema";

const FIELD_CLASS = "grid content-start gap-2";

/**
 * The text fields, in order (the problem's select and the location are drawn apart), labelled
 * in the page's language (docs/decisions/0026).
 */
const textFields = ({ t }: Translator): Array<FieldSpec<EmergencyField>> => [
  {
    name: "phone",
    label: t("emergency.form.phone"),
    control: "input",
    attrs: {
      type: "tel",
      inputMode: "tel",
      autoComplete: "tel",
      required: true,
      maxLength: EMERGENCY_LIMITS.phoneMax + 5,
      placeholder: t("emergency.form.phonePlaceholder"),
    },
  },
  {
    name: "name",
    label: t("emergency.form.yourName"),
    control: "input",
    attrs: { autoComplete: "name", maxLength: EMERGENCY_LIMITS.nameMax },
  },
  {
    name: "car",
    label: t("emergency.form.car"),
    control: "input",
    attrs: { maxLength: EMERGENCY_LIMITS.carMax, placeholder: t("emergency.form.carPlaceholder") },
  },
];

const placeFields = ({ t }: Translator): Array<FieldSpec<EmergencyField>> => [
  {
    name: "landmark",
    label: t("emergency.form.landmark"),
    control: "input",
    attrs: {
      required: true,
      maxLength: EMERGENCY_LIMITS.landmarkMax,
      placeholder: t("emergency.form.landmarkPlaceholder"),
    },
  },
  {
    name: "locality",
    label: t("emergency.form.locality"),
    control: "input",
    attrs: {
      required: true,
      maxLength: EMERGENCY_LIMITS.localityMax,
      placeholder: t("emergency.form.localityPlaceholder"),
    },
  },
];

/** The words the location button's script shows, passed to it as data. */
interface LocationWords {
  finding: string;
  found: string;
  failed: string;
}

/**
 * Shows the location button and, on the visitor's press only, asks the browser for the position
 * and fills the hidden coordinate fields. Sent as source text: uses only its arguments and
 * browser globals.
 */
function locationButton(words: LocationWords) {
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
 * the errors at their fields and what was typed. In the page's language on /te/emergency and
 * /hi/emergency, posting there (docs/decisions/0026).
 */
export function EmergencyForm({ phone, result, nonce }: EmergencyFormProps) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const words: LocationWords = {
    finding: t("emergency.form.finding"),
    found: t("emergency.form.found"),
    failed: t("emergency.form.notFound"),
  };
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
            {t("emergency.form.heading")}
          </h2>
        </CardTitle>
        <CardDescription>{t("emergency.form.description")}</CardDescription>
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
          action={localizedPath("/emergency", locale)}
          noValidate
          className="grid gap-5"
          aria-label={t("emergency.form.name")}
        >
          {textFields(translator).map(fieldOf)}
          <Field
            id="emergency-problem"
            label={t("emergency.form.problem")}
            error={errors.problem}
            className={FIELD_CLASS}
          >
            {(control) => (
              <NativeSelect {...control} name="problem" required defaultValue={typed.problem ?? ""}>
                <SelectOptions
                  options={emergencyProblems}
                  toLabel={(p) => problemLabel(p, translator)}
                  prompt={t("emergency.form.problemPrompt")}
                />
              </NativeSelect>
            )}
          </Field>
          <fieldset className="grid gap-4 rounded-lg border p-4">
            <legend className="px-1 font-semibold">{t("emergency.form.where")}</legend>
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
                {t("emergency.form.locate")}
              </Button>
              <p
                id="emergency-locate-status"
                role="status"
                className="text-sm text-muted-foreground"
              >
                {errors.latitude ?? ""}
              </p>
            </div>
            {placeFields(translator).map(fieldOf)}
          </fieldset>
          <Button
            type="submit"
            size="lg"
            className="min-h-12 w-full bg-red-700 text-white hover:bg-red-800"
          >
            <Siren aria-hidden />
            {t("emergency.form.submit")}
          </Button>
        </form>
        <InlineScript run={locationButton} args={[words]} nonce={nonce} />
      </CardContent>
    </Card>
  );
}
