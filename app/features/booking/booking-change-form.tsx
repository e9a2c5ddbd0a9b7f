/**
 * The cancel or reschedule form as a plain HTML form on the booking's page (`?change=`), where
 * the page's buttons lead before its script has loaded (docs/decisions/0011): it posts to the
 * page's own address, whose action answers with the page again (the message at its field, what
 * was sent kept) or redirects with the change's toast (docs/product.md#lifecycle-changes).
 */
import {
  bookingChangeFormPath,
  bookingDetailPath,
  type BookingChangeIntent,
} from "~/catalog/navigation";
import { Button } from "~/components/ui/button";
import { localizedPath } from "~/catalog/languages";
import { useTranslator } from "~/components/site/translation";
import type { BookingChangeAnswer } from "./booking-change-schema";
import {
  ChangeFields,
  changeCopy,
  changeValuesOf,
  type ChangeTarget,
} from "./booking-change-fields";

/**
 * One change's form, named by its title.
 * @param booking the booking; `intent` the change
 * @param answer the action's refusal of the last post, if any: its field errors and what was sent
 */
export function BookingChangeForm({
  booking,
  intent,
  answer,
}: {
  booking: ChangeTarget;
  intent: BookingChangeIntent;
  answer?: BookingChangeAnswer;
}) {
  const translator = useTranslator();
  const copy = changeCopy(intent, booking, translator);
  // The booking's page in its language (docs/decisions/0026).
  const page = (path: string) => localizedPath(path, translator.locale);
  const titleId = `change-title-${booking.id}`;
  return (
    <form
      method="post"
      action={page(bookingChangeFormPath(booking.id, intent))}
      aria-labelledby={titleId}
      className="grid gap-4 rounded-md border p-4"
    >
      <div className="grid gap-2">
        <h4 id={titleId} className="text-lg font-semibold">
          {copy.title}
        </h4>
        <p className="text-sm text-muted-foreground">{copy.description}</p>
      </div>
      <input type="hidden" name="intent" value={intent} />
      <ChangeFields
        bookingId={booking.id}
        intent={intent}
        values={changeValuesOf(booking, answer?.values)}
        errors={answer?.fieldErrors ?? {}}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <a href={page(bookingDetailPath(booking.id))}>{copy.keepText}</a>
        </Button>
        <Button type="submit" variant={copy.submit.variant}>
          {copy.submit.idle}
        </Button>
      </div>
    </form>
  );
}
