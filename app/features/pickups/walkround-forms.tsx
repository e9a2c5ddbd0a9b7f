/**
 * The driver's walk-round forms (docs/product.md#check-in), plain HTML forms that work with no
 * script (docs/decisions/0011): the check-in (odometer, fuel in eighths, belongings, notes), one
 * damage photo at a time from the camera, the "returned as received" notes, sending the code and
 * typing it in. Bounds come from `WALKROUND_LIMITS` and the job card's odometer rules. In the
 * page's language: the driver's own on the staff screens (docs/decisions/0026).
 */
import { belongings } from "~/catalog/pickup-legs";
import { FieldError } from "~/components/ui/field";
import { SelectOptions } from "~/components/ui/native-select";
import { ODOMETER_LIMITS } from "~/features/cars/workshop-car-schema";
import type { WalkroundKind } from "~/catalog/pickup-legs";
import { BIG_BUTTON } from "./leg-card";
import { fuelText } from "./walkround-facts";
import { WalkroundRecord } from "./walkround-record";
import { LEG_NOTICES, WALKROUND_LIMITS, type LegNotice } from "./pickup-schema";
import type { WalkroundView } from "./walkrounds.server";
import { useTranslator } from "~/components/site/translation";
import { staffAnswer } from "./staff-answers";

/** What a refused form shows again: the message, its field errors and the typed values. */
export interface LegFormAnswer {
  intent: string;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string | string[]>;
}

const INPUT = "h-12 w-full rounded-md border border-input bg-background px-3 text-base";
const LABEL = "grid gap-1 text-base font-medium";

const valueOf = (answer: LegFormAnswer | undefined, name: string) => {
  const v = answer?.values?.[name];
  return typeof v === "string" ? v : undefined;
};

/**
 * The line that says what the last post on a walk-round page did ("Photo added.", "Code sent to
 * the customer."), from the page's `?done=` notice (docs/product.md#check-in).
 * @param notice the notice's key, or null when the page was not just posted to
 * @returns the status line, or nothing
 */
export function LegNoticeLine({ notice }: { notice: LegNotice | null }) {
  const translator = useTranslator();
  return notice ? (
    <p role="status" className="rounded-md bg-green-50 p-3 text-base text-green-900">
      {staffAnswer(translator, LEG_NOTICES[notice])}
    </p>
  ) : null;
}

/** What a walk-round form takes: the leg's page it posts to, the unconfirmed record, a refusal. */
interface WalkroundFormProps {
  action: string;
  current: WalkroundView | null;
  answer?: LegFormAnswer;
}

/** A walk-round's notes box: what was typed after a refusal, else the record's, and its message. */
function NotesField({
  label,
  mine,
  current,
}: {
  label: string;
  mine: LegFormAnswer | undefined;
  current: WalkroundView | null;
}) {
  return (
    <label className={LABEL}>
      {label}
      <textarea
        name="notes"
        rows={3}
        maxLength={WALKROUND_LIMITS.notesMax}
        defaultValue={valueOf(mine, "notes") ?? current?.notes ?? ""}
        className="w-full rounded-md border border-input bg-background p-3 text-base"
      />
      <FieldError message={mine?.fieldErrors?.notes} />
    </label>
  );
}

/**
 * The check-in form; filled with the record so far, or with what was typed after a refusal.
 * @param action the leg's page; `current` the unconfirmed record, if any; `answer` a refusal
 */
function CheckInForm({ action, current, answer }: WalkroundFormProps) {
  const translator = useTranslator();
  const { t } = translator;
  const mine = answer?.intent === "save-check-in" ? answer : undefined;
  const errors = mine?.fieldErrors ?? {};
  const typedBelongings = mine?.values?.belongings;
  const ticked = (id: string) =>
    mine
      ? Array.isArray(typedBelongings)
        ? typedBelongings.includes(id)
        : typedBelongings === id
      : (current?.belongings.includes(id) ?? false);
  const fuel = valueOf(mine, "fuelEighths") ?? String(current?.fuelEighths ?? "");
  return (
    <form
      method="post"
      action={action}
      className="grid gap-4"
      aria-label={t("staff.walkround.checkIn")}
    >
      <input type="hidden" name="intent" value="save-check-in" />
      <label className={LABEL}>
        {t("staff.walkround.odometerKm")}
        <input
          name="km"
          inputMode="numeric"
          required
          maxLength={ODOMETER_LIMITS.kmTypedMax}
          defaultValue={valueOf(mine, "km") ?? current?.odometerKm?.toString() ?? ""}
          aria-invalid={errors.km ? true : undefined}
          className={INPUT}
        />
        <FieldError message={errors.km} />
      </label>
      <label className={LABEL}>
        {t("staff.walkround.fuelLevel")}
        <select
          name="fuelEighths"
          required
          defaultValue={fuel}
          aria-invalid={errors.fuelEighths ? true : undefined}
          className={INPUT}
        >
          <SelectOptions
            options={Array.from({ length: WALKROUND_LIMITS.fuelMax + 1 }, (_, i) => i)}
            toLabel={(eighths) => fuelText(eighths, translator)}
            prompt={t("staff.walkround.fuelPrompt")}
          />
        </select>
        <FieldError message={errors.fuelEighths} />
      </label>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-base font-medium">{t("staff.walkround.belongings")}</legend>
        {belongings.map((b) => (
          <label key={b.id} className="flex min-h-11 items-center gap-3 text-base">
            <input
              type="checkbox"
              name="belongings"
              value={b.id}
              defaultChecked={ticked(b.id)}
              className="size-6 accent-primary"
            />
            {t(`staff.walkround.belonging.${b.id}`)}
          </label>
        ))}
        <input
          name="belongingsOther"
          maxLength={WALKROUND_LIMITS.otherMax}
          placeholder={t("staff.walkround.otherPlaceholder")}
          aria-label={t("staff.walkround.otherLabel")}
          defaultValue={valueOf(mine, "belongingsOther") ?? current?.belongingsOther ?? ""}
          className={INPUT}
        />
        <FieldError message={errors.belongingsOther ?? errors.belongings} />
      </fieldset>
      <NotesField label={t("staff.walkround.notes")} mine={mine} current={current} />
      <button type="submit" className={`${BIG_BUTTON} bg-primary text-primary-foreground`}>
        {t("staff.walkround.save")}
      </button>
    </form>
  );
}

/**
 * One damage photo from the camera (`capture="environment"`), posted on its own: a phone's
 * photo is a few MB, and the job card's limit is one photo of at most 10 MB per request.
 * @param action the leg's page; `count` photos so far; `answer` a refusal
 */
function DamagePhotoForm({
  action,
  count,
  answer,
}: {
  action: string;
  count: number;
  answer?: LegFormAnswer;
}) {
  const { t } = useTranslator();
  if (count >= WALKROUND_LIMITS.maxPhotos)
    return (
      <p className="text-sm">
        {t("staff.walkround.allPhotos", { count: WALKROUND_LIMITS.maxPhotos })}
      </p>
    );
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="grid gap-2"
      aria-label={t("staff.walkround.photoForm")}
    >
      <input type="hidden" name="intent" value="add-photo" />
      <label className={LABEL}>
        {t("staff.walkround.photoLabel", { n: count + 1, max: WALKROUND_LIMITS.maxPhotos })}
        <input
          type="file"
          name="photo"
          accept="image/*"
          capture="environment"
          required
          className="min-h-12 w-full rounded-md border p-2 text-base"
        />
      </label>
      <FieldError message={answer?.intent === "add-photo" ? answer.message : undefined} />
      <button type="submit" className={`${BIG_BUTTON} border`}>
        {t("staff.walkround.addPhoto")}
      </button>
    </form>
  );
}

/**
 * The drop's form: notes before the customer confirms the car is returned as received.
 * @param action the leg's page; `current` the unconfirmed record, if any
 */
function ReturnForm({ action, current, answer }: WalkroundFormProps) {
  const { t } = useTranslator();
  const mine = answer?.intent === "save-return" ? answer : undefined;
  return (
    <form
      method="post"
      action={action}
      className="grid gap-3"
      aria-label={t("staff.walkround.returnForm")}
    >
      <input type="hidden" name="intent" value="save-return" />
      <NotesField label={t("staff.walkround.returnNotes")} mine={mine} current={current} />
      <button type="submit" className={`${BIG_BUTTON} bg-primary text-primary-foreground`}>
        {t("staff.walkround.walkedRound")}
      </button>
    </form>
  );
}

/**
 * Send the code to the customer, and type the code they read out.
 * @param action the leg's page; `kind` the walk-round; `codeLive` whether a code works now
 */
function CodeForms({
  action,
  kind,
  codeLive,
  answer,
}: {
  action: string;
  kind: WalkroundKind;
  codeLive: boolean;
  answer?: LegFormAnswer;
}) {
  const { t } = useTranslator();
  const refused =
    answer?.intent === "confirm-code" || answer?.intent === "send-code" ? answer : undefined;
  return (
    <div className="grid gap-3">
      <form method="post" action={action}>
        <input type="hidden" name="intent" value="send-code" />
        <input type="hidden" name="kind" value={kind} />
        <button type="submit" className={`${BIG_BUTTON} border`}>
          {t(codeLive ? "staff.walkround.newCode" : "staff.walkround.sendCode")}
        </button>
      </form>
      <form
        method="post"
        action={action}
        className="grid gap-2"
        aria-label={t("staff.walkround.codeForm")}
      >
        <input type="hidden" name="intent" value="confirm-code" />
        <input type="hidden" name="kind" value={kind} />
        <label className={LABEL}>
          {t("staff.walkround.codeLabel")}
          <input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`[0-9\u0C66-\u0C6F\u0966-\u096F]{${WALKROUND_LIMITS.codeDigits}}`}
            maxLength={WALKROUND_LIMITS.codeDigits}
            required
            className={`${INPUT} font-mono text-xl tracking-widest`}
          />
        </label>
        <FieldError message={refused?.message} alert />
        <button type="submit" className={`${BIG_BUTTON} bg-primary text-primary-foreground`}>
          {t("staff.walkround.confirm")}
        </button>
      </form>
    </div>
  );
}

/**
 * A walk-round's section on the driver's leg page and the counter's check-in page
 * (docs/product.md#check-in): what is recorded so far, and until the customer confirms it the
 * forms that record it (the check-in and its damage photos, or the notes at return) and the code
 * forms.
 * @param kind `check_in` (pickup, counter) or `return` (drop)
 * @param walkround the recorded walk-round of that kind, or null before the first save
 * @param bookingId its booking (the photos' addresses); `photoHref` another address for them
 * @param action the page the forms post to; `answer` its refusal, if any
 * @returns the section, its heading `walkround-heading`
 */
export function WalkroundSection({
  kind,
  walkround,
  bookingId,
  photoHref,
  action,
  answer,
}: {
  kind: WalkroundKind;
  walkround: WalkroundView | null;
  bookingId: string;
  photoHref?: (photoId: string) => string;
  action: string;
  answer?: LegFormAnswer;
}) {
  const { t } = useTranslator();
  const open = !walkround?.confirmedAt;
  return (
    <section aria-labelledby="walkround-heading" className="grid gap-4 rounded-xl border p-4">
      <h2 id="walkround-heading" className="text-xl font-semibold">
        {t(kind === "check_in" ? "staff.walkround.checkIn" : "staff.walkround.returned")}
      </h2>
      {walkround && (
        <WalkroundRecord walkround={walkround} bookingId={bookingId} photoHref={photoHref} />
      )}
      {open &&
        (kind === "check_in" ? (
          <>
            <CheckInForm action={action} current={walkround} answer={answer} />
            {walkround && (
              <DamagePhotoForm action={action} count={walkround.photoIds.length} answer={answer} />
            )}
          </>
        ) : (
          <ReturnForm action={action} current={walkround} answer={answer} />
        ))}
      {open && walkround && (
        <CodeForms
          action={action}
          kind={walkround.kind}
          codeLive={walkround.codeLive}
          answer={answer}
        />
      )}
    </section>
  );
}
