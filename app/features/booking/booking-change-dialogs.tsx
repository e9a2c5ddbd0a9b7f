/**
 * The customer's "Cancel" and "Reschedule" buttons and their dialogs
 * (docs/product.md#lifecycle-changes), on the booking's own page. Each button is the submit button
 * of a GET form leading to the page's plain form for the change (`?change=`, docs/decisions/0011),
 * so a tap before the script has loaded is not lost; once hydrated, the button opens its dialog
 * instead. The dialogs post to `/booking/{id}/change`, which checks everything again on the
 * server; a refused change keeps the dialog open with its values and the reason at the field.
 * Past the cut-off, the card says to call the workshop instead.
 */
import { CalendarClock, Phone, XCircle } from "lucide-react";
import type * as React from "react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import {
  bookingChangePath,
  bookingDetailPath,
  type BookingChangeIntent,
} from "~/catalog/navigation";
import { Button } from "~/components/ui/button";
import { localizedPath } from "~/catalog/languages";
import { ELEMENT_SLOT, MessageWith, useTranslator } from "~/components/site/translation";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import {
  CHANGE_DONE,
  CHANGE_REFUSED_TITLE,
  type BookingChangeResult,
  type ChangeState,
} from "./booking-change-schema";
import {
  ChangeFields,
  changeCopy,
  changeValuesOf,
  type ChangeTarget,
} from "./booking-change-fields";

/** A fetcher for the change action whose result closes the dialog and toasts once. */
function useChangeFetcher(onDone: () => void) {
  const fetcher = useFetcher<BookingChangeResult>();
  // The result last acted on, so that a re-render does not toast or close twice.
  const seen = useRef<BookingChangeResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    if (fetcher.data.ok) {
      toast.success(CHANGE_DONE[fetcher.data.intent].title, { description: fetcher.data.message });
      onDone();
    } else if (!fetcher.data.fieldErrors) {
      toast.error(CHANGE_REFUSED_TITLE, { description: fetcher.data.message });
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
 * One change's button and dialog. The button submits a GET form to the page's plain form for
 * the change until the page has hydrated; then it opens the dialog, whose form posts `intent` and
 * the fields to the booking's change action.
 */
function ChangeDialog({
  booking,
  control,
  intent,
  trigger,
}: {
  booking: ChangeTarget;
  control: DialogControl;
  intent: BookingChangeIntent;
  trigger: React.ComponentProps<typeof Button>;
}) {
  const { open, setOpen } = control;
  const { fetcher, busy, errors } = control.change;
  // Kept here, not in the dialog's content, so a closed dialog opens with what was typed.
  const [values, setValues] = useState(() => changeValuesOf(booking));
  const translator = useTranslator();
  const copy = changeCopy(intent, booking, translator);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <form
        method="get"
        action={localizedPath(bookingDetailPath(booking.id), translator.locale)}
        onSubmit={(event) => event.preventDefault()}
      >
        <input type="hidden" name="change" value={intent} />
        <DialogTrigger asChild>
          <Button type="submit" variant="outline" size="sm" {...trigger} />
        </DialogTrigger>
      </form>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action={bookingChangePath(booking.id)} className="grid gap-4">
          <input type="hidden" name="intent" value={intent} />
          <ChangeFields
            bookingId={booking.id}
            intent={intent}
            values={values}
            errors={errors}
            onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {copy.keepText}
            </Button>
            <Button type="submit" variant={copy.submit.variant} disabled={busy}>
              {busy ? copy.submit.busy : copy.submit.idle}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
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
  const { t } = useTranslator();
  if (change.allowed) {
    return (
      <div className="flex flex-wrap gap-2" data-testid="booking-change-actions">
        <ChangeDialog
          booking={booking}
          intent="reschedule"
          control={{ open: moveOpen, setOpen: setMoveOpen, change: move }}
          trigger={{
            children: (
              <>
                <CalendarClock aria-hidden /> {t("booking.change.reschedule")}
              </>
            ),
          }}
        />
        <ChangeDialog
          booking={booking}
          intent="cancel"
          control={{ open: cancelOpen, setOpen: setCancelOpen, change: cancel }}
          trigger={{
            className: "text-destructive",
            children: (
              <>
                <XCircle aria-hidden /> {t("booking.change.cancel")}
              </>
            ),
          }}
        />
      </div>
    );
  }
  if (change.reason === "cutoff") {
    return (
      <p className="flex flex-wrap items-center gap-1 rounded-md bg-muted p-3 text-sm">
        <Phone className="size-4" aria-hidden />
        <MessageWith text={t("booking.change.cutoff", { hours: cutoffHours, phone: ELEMENT_SLOT })}>
          <a
            href={`tel:${phone}`}
            className="font-medium text-primary underline underline-offset-4"
          >
            {phoneText}
          </a>
        </MessageWith>
      </p>
    );
  }
  return null;
}
