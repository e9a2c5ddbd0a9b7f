/**
 * The customer's "Cancel" and "Reschedule" buttons and their dialogs
 * (docs/product.md#lifecycle-changes), on My Bookings and the booking's own page. Both post to
 * `/booking/{id}/change`, which checks everything again on the server; a refused change keeps the
 * dialog open with its values and the reason at the field. Past the cut-off, the card says to call
 * the workshop instead.
 */
import { CalendarClock, Phone, XCircle } from "lucide-react";
import type * as React from "react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { timeSlots } from "~/catalog/booking-options";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Field, type FieldControlProps } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { formatDisplayDate, lastBookableDate, todayInKolkata } from "~/lib/time";
import {
  CANCEL_REASON_MAX,
  type BookingChangeResult,
  type ChangeState,
} from "./booking-change-schema";
import { shortBookingId } from "~/catalog/booking-status";

/** The booking facts the dialogs show. */
interface ChangeTarget {
  id: string;
  preferredDate: string;
  preferredTime: string;
  serviceType: string;
}

/** A fetcher for the change action whose result closes the dialog and toasts once. */
function useChangeFetcher(onDone: () => void) {
  const fetcher = useFetcher<BookingChangeResult>();
  // The result last acted on, so that a re-render does not toast or close twice.
  const seen = useRef<BookingChangeResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    if (fetcher.data.ok) {
      toast.success(
        fetcher.data.intent === "cancel" ? "Booking Cancelled" : "Booking Rescheduled",
        { description: fetcher.data.message },
      );
      onDone();
    } else if (!fetcher.data.fieldErrors) {
      toast.error("Could not change the booking", { description: fetcher.data.message });
    }
  }, [fetcher.state, fetcher.data, onDone]);
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  return { fetcher, errors, busy: fetcher.state !== "idle" };
}

/** A dialog's open state and the fetcher it posts with, held by the always-mounted parent. */
interface DialogControl {
  open: boolean;
  setOpen: (open: boolean) => void;
  change: ReturnType<typeof useChangeFetcher>;
}

/**
 * The frame both change dialogs share: the trigger button, the title and description, and a
 * form posting `intent` to the booking's change action with a "keep" and a submit button.
 */
function ChangeDialog({
  booking,
  control,
  intent,
  trigger,
  title,
  description,
  keepText,
  submit,
  children,
}: {
  booking: ChangeTarget;
  control: DialogControl;
  intent: "cancel" | "reschedule";
  trigger: React.ComponentProps<typeof Button>;
  title: React.ReactNode;
  description: React.ReactNode;
  keepText: string;
  submit: { variant?: "destructive"; idle: string; busy: string };
  children: React.ReactNode;
}) {
  const { open, setOpen } = control;
  const { fetcher, busy } = control.change;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" {...trigger} />
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action={`/booking/${booking.id}/change`} className="grid gap-4">
          <input type="hidden" name="intent" value={intent} />
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {keepText}
            </Button>
            <Button type="submit" variant={submit.variant} disabled={busy}>
              {busy ? submit.busy : submit.idle}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A field of a change dialog; its ids carry the booking's id, as every card on the page has
 * its own dialogs.
 */
function ChangeField({
  bookingId,
  idPrefix,
  label,
  error,
  children,
}: {
  bookingId: string;
  idPrefix: string;
  label: string;
  error: string | undefined;
  children: (control: FieldControlProps) => React.ReactNode;
}) {
  return (
    <Field
      id={`${idPrefix}-${bookingId}`}
      errorId={`${idPrefix}-error-${bookingId}`}
      label={label}
      error={error}
    >
      {children}
    </Field>
  );
}

function CancelDialog({ booking, control }: { booking: ChangeTarget; control: DialogControl }) {
  const [reason, setReason] = useState("");
  const { errors } = control.change;
  return (
    <ChangeDialog
      booking={booking}
      control={control}
      intent="cancel"
      trigger={{
        className: "text-destructive",
        children: (
          <>
            <XCircle aria-hidden /> Cancel booking
          </>
        ),
      }}
      title={<>Cancel booking #{shortBookingId(booking.id)}?</>}
      description={
        <>
          {booking.serviceType} on {formatDisplayDate(booking.preferredDate)} at{" "}
          {booking.preferredTime}. Your slot is released for other customers.
        </>
      }
      keepText="Keep booking"
      submit={{ variant: "destructive", idle: "Cancel booking", busy: "Cancelling…" }}
    >
      <ChangeField
        bookingId={booking.id}
        idPrefix="cancel-reason"
        label="Reason (optional)"
        error={errors.reason}
      >
        {(props) => (
          <Textarea
            {...props}
            name="reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={CANCEL_REASON_MAX}
            rows={3}
            placeholder="For example: the car is out of town"
          />
        )}
      </ChangeField>
    </ChangeDialog>
  );
}

function RescheduleDialog({ booking, control }: { booking: ChangeTarget; control: DialogControl }) {
  const [date, setDate] = useState(booking.preferredDate);
  const [time, setTime] = useState(booking.preferredTime);
  const { errors } = control.change;
  const today = todayInKolkata();
  return (
    <ChangeDialog
      booking={booking}
      control={control}
      intent="reschedule"
      trigger={{
        children: (
          <>
            <CalendarClock aria-hidden /> Reschedule
          </>
        ),
      }}
      title={<>Reschedule booking #{shortBookingId(booking.id)}</>}
      description={
        <>
          Now {formatDisplayDate(booking.preferredDate)} at {booking.preferredTime}. Choose a new
          date and slot; the booking goes back to pending until we confirm it.
        </>
      }
      keepText="Keep current time"
      submit={{ idle: "Move booking", busy: "Moving…" }}
    >
      <ChangeField
        bookingId={booking.id}
        idPrefix="reschedule-date"
        label="New date"
        error={errors.preferredDate}
      >
        {(props) => (
          <Input
            {...props}
            name="preferredDate"
            type="date"
            required
            min={today}
            max={lastBookableDate()}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        )}
      </ChangeField>
      <ChangeField
        bookingId={booking.id}
        idPrefix="reschedule-time"
        label="New time slot"
        error={errors.preferredTime}
      >
        {(props) => (
          <NativeSelect
            {...props}
            name="preferredTime"
            required
            value={time}
            onChange={(e) => setTime(e.target.value)}
          >
            {timeSlots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </NativeSelect>
        )}
      </ChangeField>
    </ChangeDialog>
  );
}

/**
 * What a customer can do with a booking now (docs/product.md#lifecycle-changes): cancel and
 * reschedule while allowed; past the cut-off, a line to call the workshop with its number; nothing
 * for a booking in progress, completed or cancelled.
 * @param booking the booking; `change` whether it may change now (computed on the server)
 * @param cutoffHours BOOKING_CHANGE_CUTOFF_HOURS; `phone` the workshop's phone, E.164, and
 *   `phoneText` as shown
 */
export function BookingChangeActions({
  booking,
  change,
  cutoffHours,
  phone,
  phoneText,
}: {
  booking: ChangeTarget;
  change: ChangeState;
  cutoffHours: number;
  phone: string;
  phoneText: string;
}) {
  // The fetchers live here, not in the dialogs: a cancelled booking's dialogs are gone by
  // the time its result arrives, and the result must still be toasted.
  const [cancelOpen, setCancelOpen] = useState(false);
  const [moveOpen, setMoveOpen] = useState(false);
  const cancel = useChangeFetcher(useCallback(() => setCancelOpen(false), []));
  const move = useChangeFetcher(useCallback(() => setMoveOpen(false), []));
  if (change.allowed) {
    return (
      <div className="flex flex-wrap gap-2" data-testid="booking-change-actions">
        <RescheduleDialog
          booking={booking}
          control={{ open: moveOpen, setOpen: setMoveOpen, change: move }}
        />
        <CancelDialog
          booking={booking}
          control={{ open: cancelOpen, setOpen: setCancelOpen, change: cancel }}
        />
      </div>
    );
  }
  if (change.reason === "cutoff") {
    return (
      <p className="flex flex-wrap items-center gap-1 rounded-md bg-muted p-3 text-sm">
        <Phone className="size-4" aria-hidden />
        Your slot starts in less than {cutoffHours} hours. To cancel or move it, please call us on{" "}
        <a href={`tel:${phone}`} className="font-medium text-primary underline underline-offset-4">
          {phoneText}
        </a>
        .
      </p>
    );
  }
  return null;
}
