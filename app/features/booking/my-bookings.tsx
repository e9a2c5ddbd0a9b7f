import type { ReactNode } from "react";
import {
  CalendarClock,
  CalendarDays,
  Car,
  Clock,
  Mail,
  MapPin,
  MessageSquare,
  Wrench,
} from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { IconSprite, SpriteIcon } from "~/components/ui/icon-sprite";
import { Pager } from "~/components/ui/pager";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import { phoneForDisplay } from "~/lib/phone";
import { formatDisplayDate } from "~/lib/time";
import { shortBookingId, statusBadgeClass, statusColor } from "~/catalog/booking-status";
import { BookingNoteRows } from "./booking-note-rows";
import { BookingTracker, TRACKER_ICONS } from "./booking-tracker";
import type { BookingView, MyBookingsPage } from "./bookings.server";
import { DetailRow } from "~/components/ui/detail-row";
import { formatPhone } from "~/catalog/business";
import { GARAGE_PATH, bookingDetailPath } from "~/catalog/navigation";
import { linkIn, localizedPath } from "~/catalog/languages";
import { useTranslator } from "~/components/site/translation";
import { bookingStatusWords, serviceTypeWords } from "~/lib/i18n";
import { useBusinessFacts } from "~/components/site/root-data";
import { BookingChangeActions } from "./booking-change-dialogs";
import { BookingEmailNote, type EmailRouteView } from "./booking-email-note";
import type { ChangeState } from "./booking-change-schema";

/**
 * The way from My Bookings to My Garage, where each car's history and next service are
 * (docs/product.md#garage).
 */
function GarageLink() {
  const { t, locale } = useTranslator();
  return (
    <p className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-secondary/40 px-4 py-3 text-sm">
      <span className="text-muted-foreground">{t("booking.list.garageLine")}</span>
      <a
        href={linkIn(GARAGE_PATH, locale)}
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "gap-1.5")}
      >
        <Car aria-hidden />
        {t("booking.list.garage")}
      </a>
    </p>
  );
}

/**
 * A booking's status as a coloured badge (docs/product.md#booking-statuses), its words in the
 * page's language (docs/decisions/0026; the back office's are English).
 */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge
      variant="outline"
      className={cn("text-sm", statusBadgeClass[statusColor(status)])}
      data-status={status}
    >
      {bookingStatusWords(useTranslator(), status)}
    </Badge>
  );
}

/** Every icon a booking card draws, for a list's `IconSprite`. */
const BOOKING_CARD_ICONS = [
  Car,
  CalendarDays,
  Clock,
  Wrench,
  MapPin,
  MessageSquare,
  ...TRACKER_ICONS,
  Mail,
] as const;

/** The icons of My Bookings' sprite: a card's, and the link to change a booking. */
export const MY_BOOKINGS_ICONS = [...BOOKING_CARD_ICONS, CalendarClock] as const;

/**
 * One booking as its customer sees it: service, short id, status label, car, date, slot,
 * contact, address, special requests and the 4-step tracker (docs/product.md#route-booking).
 * @param booking the booking (the customer's own; the caller scoped it by session)
 * @param linkToDetail link the short id to /booking/{id}
 * @param sprite draw the icons from the page's `IconSprite` holding {@link BOOKING_CARD_ICONS}
 * @param footer what follows the tracker, e.g. the change buttons (docs/product.md#lifecycle-changes)
 * @param emailRoute where the booking's email updates go (docs/product.md#lifecycle-messages)
 * Its words, date and service type are the page's language (docs/decisions/0026).
 */
export function BookingCard({
  booking,
  linkToDetail = false,
  sprite = false,
  footer,
  emailRoute,
}: {
  booking: BookingView;
  linkToDetail?: boolean;
  sprite?: boolean;
  footer?: ReactNode;
  emailRoute?: EmailRouteView;
}) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const number = t("booking.card.number", { id: shortBookingId(booking.id) });
  return (
    <Card className="gap-4" data-booking-id={booking.id}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>
            <h3>{serviceTypeWords(translator, booking.serviceType)}</h3>
          </CardTitle>
          {linkToDetail ? (
            // A plain link: My Bookings ships no router script (docs/decisions/0011), and a
            // router <Link> costs more to render than the rest of the card's header.
            <a
              href={localizedPath(bookingDetailPath(booking.id), locale)}
              className="mt-1 inline-block font-mono text-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
            >
              {number}
            </a>
          ) : (
            <p className="mt-1 font-mono text-sm text-muted-foreground">{number}</p>
          )}
        </div>
        <StatusBadge status={booking.status} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <DetailRow icon={Car} label={t("booking.card.car")} sprite={sprite}>
            {booking.carModel}
          </DetailRow>
          <DetailRow icon={CalendarDays} label={t("booking.card.date")} sprite={sprite}>
            {formatDisplayDate(booking.preferredDate, locale)}
          </DetailRow>
          <DetailRow icon={Clock} label={t("booking.card.time")} sprite={sprite}>
            {booking.preferredTime}
          </DetailRow>
          <DetailRow
            icon={Wrench}
            label={t("booking.card.contact")}
            sprite={sprite}
            className="break-all"
          >
            {booking.customerName} · {phoneForDisplay(booking.customerPhone)}
          </DetailRow>
          <BookingNoteRows booking={booking} sprite={sprite} />
        </dl>
        <BookingTracker status={booking.status} sprite={sprite} />
        {emailRoute && <BookingEmailNote route={emailRoute} sprite={sprite} />}
        {footer}
      </CardContent>
    </Card>
  );
}

/**
 * Whether each booking may change now, and the cut-off (docs/product.md#lifecycle-changes), from
 * the loader.
 */
export interface BookingChanges {
  states: Record<string, ChangeState>;
  cutoffHours: number;
}

/**
 * The change buttons of one booking, or the line to call the workshop past the cut-off.
 * @param booking the booking; `changes` the loader's change states
 */
export function BookingChangeFooter({ booking, changes }: ChangeFooterProps) {
  const phone = useBusinessFacts().phone;
  const state = changes?.states[booking.id];
  if (!state || !phone) return null;
  return <ChangeActions booking={booking} state={state} changes={changes} phone={phone} />;
}

/** A booking and the loader's change states. */
interface ChangeFooterProps {
  booking: BookingView;
  changes: BookingChanges | undefined;
}

/** The cancel and reschedule buttons, or past the cut-off the line to call the workshop. */
function ChangeActions({
  booking,
  state,
  changes,
  phone,
}: {
  booking: BookingView;
  state: BookingChanges["states"][string];
  changes: BookingChanges;
  phone: string;
}) {
  return (
    <BookingChangeActions
      booking={booking}
      change={state}
      cutoffHours={changes.cutoffHours}
      phone={phone}
      phoneText={formatPhone(phone)}
    />
  );
}

/** The "Reschedule or cancel" link drawn as a small outline button (a plain link, as above). */
const CHANGE_LINK_CLASS = cn(
  buttonVariants({ variant: "outline", size: "sm", className: "justify-self-start" }),
);

/**
 * What My Bookings offers under a booking (docs/product.md#lifecycle-changes). The list is a page
 * without scripts (docs/decisions/0011), so a booking that may change links to its own page, where
 * the cancel and reschedule dialogs are; past the cut-off, the line to call the workshop.
 * @param booking the booking; `changes` the loader's change states; `phone` the workshop's
 */
function MyBookingChangeFooter({ booking, changes, phone }: ChangeFooterProps & { phone: string }) {
  const { t, locale } = useTranslator();
  const state = changes?.states[booking.id];
  if (!state || !phone) return null;
  if (state.allowed) {
    return (
      <a
        data-slot="button"
        className={CHANGE_LINK_CLASS}
        href={localizedPath(bookingDetailPath(booking.id), locale)}
      >
        <SpriteIcon icon={CalendarClock} /> {t("booking.list.change")}
      </a>
    );
  }
  return <ChangeActions booking={booking} state={state} changes={changes} phone={phone} />;
}

/**
 * My Bookings (docs/product.md#route-booking): one page of the user's bookings, newest first (ten a
 * page, the page in the URL as `?page=`), each with the short id, status, details and tracker,
 * and while allowed a way to reschedule or cancel (docs/product.md#lifecycle-changes); the spec's
 * empty text when there are none.
 * @param list the page, already scoped by the server to the signed-in user; null while the
 *   tab's data has not been loaded
 * @param failed true when loading failed (the page toasts the error)
 * @param changes whether each booking may change now
 * @param emailRoutes booking id → where its email updates go (docs/product.md#lifecycle-messages)
 */
export function MyBookings({
  list,
  failed,
  changes,
  emailRoutes,
}: {
  list: MyBookingsPage | null;
  failed: boolean;
  changes?: BookingChanges;
  emailRoutes?: Record<string, EmailRouteView>;
}) {
  const phone = useBusinessFacts().phone;
  const { t, locale } = useTranslator();
  if (failed) {
    return (
      <p className="rounded-lg border p-6 text-center text-muted-foreground">
        {t("booking.loadFailed")}
      </p>
    );
  }
  if (!list) return null;
  if (list.total === 0) {
    return (
      <div className="grid gap-4">
        <GarageLink />
        <p className="rounded-lg border p-6 text-center text-muted-foreground">
          {t("booking.list.empty")}
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <GarageLink />
      <IconSprite icons={MY_BOOKINGS_ICONS} />
      <ul className="grid gap-4" aria-label={t("booking.list.label")}>
        {list.bookings.map((b) => (
          <li key={b.id}>
            <BookingCard
              booking={b}
              linkToDetail
              sprite
              emailRoute={emailRoutes?.[b.id]}
              footer={<MyBookingChangeFooter booking={b} changes={changes} phone={phone} />}
            />
          </li>
        ))}
      </ul>
      <Pager
        param="page"
        page={list.page}
        pageCount={list.pageCount}
        label={t("booking.list.pages")}
        words={
          locale === "en"
            ? undefined
            : {
                previous: t("booking.list.previous"),
                next: t("booking.list.next"),
                pageOf: t("booking.list.page", { page: list.page, pages: list.pageCount }),
              }
        }
      />
    </div>
  );
}
