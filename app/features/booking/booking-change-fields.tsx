/**
 * What the cancel and reschedule forms say and hold (docs/product.md#lifecycle-changes): their
 * titles, lines and buttons, and their fields, shared by the dialogs of the hydrated page and the
 * plain forms the page draws before its script has loaded (docs/decisions/0011).
 */
import type * as React from "react";
import { timeSlots } from "~/catalog/booking-options";
import { shortBookingId } from "~/catalog/booking-status";
import type { BookingChangeIntent } from "~/catalog/navigation";
import { Field, type FieldControlProps } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect, SelectOptions } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { formatDisplayDate, lastBookableDate, todayInKolkata } from "~/lib/time";
import { CANCEL_REASON_MAX, type BookingChangeField } from "./booking-change-schema";
import { useTranslator } from "~/components/site/translation";
import type { Translator } from "~/lib/i18n";
import { serviceTypeWords } from "~/lib/i18n";

/** The booking facts the change forms show. */
export interface ChangeTarget {
  id: string;
  preferredDate: string;
  preferredTime: string;
  serviceType: string;
}

/** The values of a change form's fields, as typed. */
export type ChangeValues = Partial<Record<BookingChangeField, string>>;

/** The words of one change form. */
export interface ChangeCopy {
  title: string;
  description: string;
  /** The button that leaves the booking as it is. */
  keepText: string;
  /** The submit button: its variant, and its text while idle and while sending. */
  submit: { variant?: "destructive"; idle: string; busy: string };
}

/**
 * The title, line and buttons of a change form.
 * @param intent the change; `booking` the booking it is for
 * @param t the page's translator: in Telugu or Hindi the words are the language's
 *   (docs/decisions/0026); English when absent
 */
export function changeCopy(
  intent: BookingChangeIntent,
  booking: ChangeTarget,
  t?: Translator,
): ChangeCopy {
  const id = shortBookingId(booking.id);
  if (t && t.locale !== "en") {
    const values = {
      id,
      service: serviceTypeWords(t, booking.serviceType),
      date: formatDisplayDate(booking.preferredDate, t.locale),
      time: booking.preferredTime,
    };
    return intent === "cancel"
      ? {
          title: t.t("booking.change.cancelTitle", values),
          description: t.t("booking.change.cancelText", values),
          keepText: t.t("booking.change.keepBooking"),
          submit: {
            variant: "destructive",
            idle: t.t("booking.change.cancel"),
            busy: t.t("booking.change.cancelling"),
          },
        }
      : {
          title: t.t("booking.change.rescheduleTitle", values),
          description: t.t("booking.change.rescheduleText", values),
          keepText: t.t("booking.change.keepTime"),
          submit: { idle: t.t("booking.change.move"), busy: t.t("booking.change.moving") },
        };
  }
  const when = `${formatDisplayDate(booking.preferredDate)} at ${booking.preferredTime}`;
  return intent === "cancel"
    ? {
        title: `Cancel booking #${id}?`,
        description: `${booking.serviceType} on ${when}. Your slot is released for other customers.`,
        keepText: "Keep booking",
        submit: { variant: "destructive", idle: "Cancel booking", busy: "Cancelling…" },
      }
    : {
        title: `Reschedule booking #${id}`,
        description: `Now ${when}. Choose a new date and slot; the booking goes back to pending until we confirm it.`,
        keepText: "Keep current time",
        submit: { idle: "Move booking", busy: "Moving…" },
      };
}

/**
 * The fields a change form starts with: an empty reason, or the booking's own date and slot.
 * @param booking the booking; `sent` what a refused form sent, kept over them
 */
export function changeValuesOf(booking: ChangeTarget, sent: ChangeValues = {}): ChangeValues {
  return {
    reason: "",
    preferredDate: booking.preferredDate,
    preferredTime: booking.preferredTime,
    ...sent,
  };
}

/**
 * The fields of a change form: the optional reason of a cancellation, or a move's new date and
 * slot, bounded as a new booking's are.
 * @param values the fields' values; with `onChange` they are controlled (the dialogs), without it
 *   they are the first values of a plain form
 * @param errors the messages at their fields
 */
export function ChangeFields({
  bookingId,
  intent,
  values,
  errors,
  onChange,
}: {
  bookingId: string;
  intent: BookingChangeIntent;
  values: ChangeValues;
  errors: ChangeValues;
  onChange?: (field: BookingChangeField, value: string) => void;
}) {
  const { t } = useTranslator();
  const bind = (field: BookingChangeField) =>
    onChange
      ? {
          name: field,
          value: values[field] ?? "",
          onChange: (
            e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
          ) => onChange(field, e.target.value),
        }
      : { name: field, defaultValue: values[field] ?? "" };
  /** A field; its ids carry the booking's id, as every card on a page has its own forms. */
  const field = (
    name: BookingChangeField,
    idPrefix: string,
    label: string,
    control: (props: FieldControlProps & ReturnType<typeof bind>) => React.ReactNode,
  ) => (
    <Field
      id={`${idPrefix}-${bookingId}`}
      errorId={`${idPrefix}-error-${bookingId}`}
      label={label}
      error={errors[name]}
    >
      {(props) => control({ ...props, ...bind(name) })}
    </Field>
  );
  if (intent === "cancel")
    return field("reason", "cancel-reason", t("booking.change.reason"), (props) => (
      <Textarea
        {...props}
        maxLength={CANCEL_REASON_MAX}
        rows={3}
        placeholder={t("booking.change.reasonPlaceholder")}
      />
    ));
  return (
    <>
      {field("preferredDate", "reschedule-date", t("booking.change.newDate"), (props) => (
        <Input {...props} type="date" required min={todayInKolkata()} max={lastBookableDate()} />
      ))}
      {field("preferredTime", "reschedule-time", t("booking.change.newTime"), (props) => (
        <NativeSelect {...props} required>
          <SelectOptions options={timeSlots} />
        </NativeSelect>
      ))}
    </>
  );
}
