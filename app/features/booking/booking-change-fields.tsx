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
 */
export function changeCopy(intent: BookingChangeIntent, booking: ChangeTarget): ChangeCopy {
  const id = shortBookingId(booking.id);
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
    return field("reason", "cancel-reason", "Reason (optional)", (props) => (
      <Textarea
        {...props}
        maxLength={CANCEL_REASON_MAX}
        rows={3}
        placeholder="For example: the car is out of town"
      />
    ));
  return (
    <>
      {field("preferredDate", "reschedule-date", "New date", (props) => (
        <Input {...props} type="date" required min={todayInKolkata()} max={lastBookableDate()} />
      ))}
      {field("preferredTime", "reschedule-time", "New time slot", (props) => (
        <NativeSelect {...props} required>
          <SelectOptions options={timeSlots} />
        </NativeSelect>
      ))}
    </>
  );
}
