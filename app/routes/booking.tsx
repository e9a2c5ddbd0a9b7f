import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { LogIn } from "lucide-react";
import type { Route } from "./+types/booking";
import { bookingBrandPrefill, matchServiceType, timeSlots } from "~/catalog/booking-options";
import { defaultBusinessFacts, formatPhone } from "~/catalog/business";
import { BOOKING_PATH, MY_BOOKINGS_PATH } from "~/catalog/navigation";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { IconCardHeader } from "~/components/ui/icon-card-header";
import { InlineScript } from "~/components/ui/inline-script";
import { PageToast } from "~/components/ui/page-toast";
import {
  handleBookingAction,
  handleBookingFormPost,
  type BookingFormAnswer,
} from "~/features/booking/booking-page.server";
import { readBookingDraft } from "~/features/booking/booking-draft.server";
import { BookingForm, type SlotCalendar } from "~/features/booking/booking-form";
import { BookingSuccessPanel } from "~/features/booking/booking-success-panel";
import {
  ANOTHER_CAR,
  brandOfCarModel,
  emptyBookingForm,
  isSavedCarChoice,
  type BookingTypedValues,
} from "~/features/booking/booking-schema";
import { bookingCarOptions, type BookingCarOption } from "~/features/cars/booking-cars.server";
import { listFullSlots } from "~/features/booking/booking-slots.server";
import { getBookingForUser, listBookingsForUser } from "~/features/booking/bookings.server";
import { MyBookings } from "~/features/booking/my-bookings";
import { bookingEmailRoutes } from "~/features/messages/contact-emails.server";
import { changeStatesOf } from "~/features/booking/booking-change-schema";
import { getSessionUser, type SessionUser } from "~/lib/auth.server";
import { databaseErrorReason, orFallback } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { parsePage } from "~/lib/paging";
import { staticPageHandle } from "~/lib/route-handle";
import { isSlotOpen, lastBookableDate, todayInKolkata } from "~/lib/time";
import { bookingCompletedEvent, pushToDataLayer } from "~/lib/tracking";
import { cn } from "~/lib/utils";
import { useBusinessFacts } from "~/components/site/root-data";
import { seoMeta } from "~/features/seo/seo-meta";
import { linkIn, localizedPath } from "~/catalog/languages";
import { MessageWith, ELEMENT_SLOT, useTranslator } from "~/components/site/translation";
import { translatedSeoWords } from "~/lib/i18n";
import { requestTranslator } from "~/lib/i18n.server";

/**
 * Title, description and canonical URL (the same words as the catalogue's /booking entry).
 * Signed in, the page is the customer's own (their details in the form, their bookings), so
 * it is `noindex` and carries no structured data, like /account (docs/product.md#seo): search
 * engines only ever see the signed-out page. /te/booking and /hi/booking have their language's
 * (docs/decisions/0026).
 */
export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  seoMeta(
    {
      title: "Book a Car Service Online in Hyderabad",
      description: `Book your car service online in a few minutes: pick a date and time slot, and save ${defaultBusinessFacts.promises.firstBookingDiscountPercent}% on your first online booking with free pickup.`,
      path: "/booking",
      ...loaded?.seo,
      noindex: Boolean(loaded?.user),
    },
    matches,
  );

/**
 * The slots already at capacity from today on (docs/product.md#slot-capacity); empty when they
 * cannot be read (the action still refuses a full slot).
 */
async function fullSlotsFromToday(): Promise<Record<string, string[]>> {
  // Prerendering at build time has no database; the served page is rendered per request.
  if (getEnv().PRERENDER) return {};
  return orFallback(
    "Full slots could not be loaded",
    () => listFullSlots(todayInKolkata(new Date()), getEnv().BOOKING_SLOT_CAPACITY),
    {},
  );
}

/** No framework scripts: the form is an HTML form the server answers (docs/decisions/0011). */
export const handle = staticPageHandle;

type Tab = "book" | "my-bookings";

/** The tab of /booking a URL asks for (`?tab=my-bookings`, else the form). */
function tabOf(params: URLSearchParams): Tab {
  return params.get("tab") === "my-bookings" ? "my-bookings" : "book";
}

/** The bookable dates and the slots closed or full, as of `now` (Asia/Kolkata). */
async function slotCalendar(now: Date): Promise<SlotCalendar> {
  const today = todayInKolkata(now);
  return {
    today,
    lastBookable: lastBookableDate(now),
    openToday: timeSlots.filter((slot) => isSlotOpen(today, slot, now)),
    fullSlots: await fullSlotsFromToday(),
  };
}

/**
 * The car the form starts with (docs/product.md#booking-car). Signed in: the car `?vehicle=`
 * names when it is one of the customer's (the reminder's link; anyone else's is ignored), else
 * the draft's choice, else "another car" when the draft holds a typed car, else the first car.
 * Signed out (`cars` null): the id `?vehicle=` or the draft carries, kept for after sign-in.
 * @returns a car's id, {@link ANOTHER_CAR}, or "" (signed out, none named)
 */
function chosenCar(
  cars: readonly BookingCarOption[] | null,
  draft: BookingTypedValues | null,
  asked: string | null,
): string {
  if (cars === null) {
    if (asked && isSavedCarChoice(asked)) return asked;
    return draft && isSavedCarChoice(draft.vehicleId) ? draft.vehicleId : "";
  }
  const own = (id: string | null | undefined) => cars.some((car) => car.id === id);
  if (own(asked)) return asked!;
  if (draft && (draft.vehicleId === ANOTHER_CAR || own(draft.vehicleId))) return draft.vehicleId;
  const typed = draft && (draft.carBrand || draft.carModel || draft.carYear || draft.registration);
  return typed ? ANOTHER_CAR : (cars[0]?.id ?? ANOTHER_CAR);
}

/**
 * The form's first values: the draft kept while the visitor signed in, else the account's
 * name and email; a service chosen on another page (`?selectedService=`, or the reminder's
 * `?service=`) and a brand page's brand (`?carBrand=`: a listed brand, or 'Other' with the
 * brand as the model) fill theirs; the car as {@link chosenCar} chooses it.
 */
function firstValues(
  user: SessionUser | null,
  draft: BookingTypedValues | null,
  params: URLSearchParams,
  cars: readonly BookingCarOption[] | null,
): BookingTypedValues {
  const values: BookingTypedValues = { ...emptyBookingForm, ...draft };
  values.customerName ||= user?.name ?? "";
  values.customerEmail ||= user?.email ?? "";
  if (!draft) Object.assign(values, bookingBrandPrefill(params.get("carBrand")));
  values.serviceType =
    matchServiceType(params.get("service")) ??
    matchServiceType(params.get("selectedService")) ??
    values.serviceType;
  values.vehicleId = chosenCar(cars, draft, params.get("vehicle"));
  return values;
}

/**
 * The signed-in customer's cars for the form (docs/product.md#booking-car); null signed out.
 * A failure to read them shows the form without the choice (the typed car, not saved).
 */
async function carsOnForm(user: SessionUser | null): Promise<BookingCarOption[] | null> {
  if (!user) return null;
  try {
    return await bookingCarOptions(user.id);
  } catch (error) {
    console.error("Cars could not be loaded", databaseErrorReason(error));
    return null;
  }
}

/**
 * /booking's data: the signed-in user and what the open tab shows. On the form: its first
 * values, the customer's cars (signed in), the calendar (bookable dates, closed and full
 * slots) and a new idempotency key.
 * On My Bookings (signed in): one page of their own bookings (`?page=`, ten a page, newest
 * first, scoped by the session's user id) and, after a booking, that booking
 * (`?booked=<id>`, the customer's own only), with where each booking's emails go
 * (docs/product.md#lifecycle-messages). A load failure is `bookingsFailed`, not an error page.
 * On /te/booking and /hi/booking, the search words are the language's (docs/decisions/0026).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const seo = translatedSeoWords("/booking", requestTranslator(request));
  const params = new URL(request.url).searchParams;
  const tab: Tab = user ? tabOf(params) : "book";
  const nonce = (context as { cspNonce?: string } | undefined)?.cspNonce;
  const headers = user ? { "Cache-Control": "no-store" } : undefined;
  if (tab === "book") {
    const cars = await carsOnForm(user);
    const form = {
      values: firstValues(user, readBookingDraft(request), params, cars),
      cars,
      calendar: await slotCalendar(new Date()),
      idempotencyKey: randomUUID(),
    };
    return data(
      { user, tab, nonce, seo, form, myBookings: null, booked: null, bookingsFailed: false },
      { headers },
    );
  }
  const loaded = await orFallback(
    "Bookings could not be loaded",
    async () => {
      const list = await listBookingsForUser(user!.id, parsePage(params.get("page")));
      const bookedId = params.get("booked");
      return {
        list,
        booked: bookedId ? ((await getBookingForUser(user!.id, bookedId)) ?? null) : null,
        emailRoutes: await bookingEmailRoutes(user!.id, list.bookings),
      };
    },
    null,
  );
  const myBookings = loaded?.list ?? null;
  const booked = loaded?.booked ?? null;
  const emailRoutes = loaded?.emailRoutes ?? {};
  const bookingsFailed = loaded === null;
  // docs/product.md#lifecycle-changes: whether each booking may still be cancelled or moved online.
  const changes = changeStatesOf(
    myBookings?.bookings ?? [],
    new Date(),
    getEnv().BOOKING_CHANGE_CUTOFF_HOURS,
  );
  return data(
    {
      user,
      tab,
      nonce,
      seo,
      form: null,
      myBookings,
      booked,
      bookingsFailed,
      changes,
      emailRoutes,
    },
    { headers },
  );
}

/**
 * A booking: posted as an HTML form, answered with the page or a redirect to My Bookings
 * (`handleBookingFormPost`, in the page's language); posted as JSON, answered with JSON
 * (`handleBookingAction`).
 */
export async function action({ request }: Route.ActionArgs) {
  const type = request.headers.get("content-type") ?? "";
  return type.includes("application/json")
    ? handleBookingAction(request)
    : handleBookingFormPost(request, new Date(), requestTranslator(request));
}

/** Keeps the loader's Cache-Control. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cc = loaderHeaders.get("Cache-Control");
  return cc ? { "Cache-Control": cc } : {};
}

/**
 * The two tabs, as links: each is its own page (`?tab=`), so they work without scripts. The
 * page ships no router script, so its links are plain anchors.
 */
function TabLinks({ tab }: { tab: Tab }) {
  const { t, locale } = useTranslator();
  const link = (to: string, name: string, selected: boolean) => (
    <a
      href={to}
      role="tab"
      aria-selected={selected}
      className={cn(
        "inline-flex h-full flex-1 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors",
        "focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        selected ? "bg-background text-foreground shadow-sm" : "hover:text-foreground",
      )}
    >
      {name}
    </a>
  );
  return (
    <div
      role="tablist"
      aria-label={t("booking.tabs")}
      className="inline-flex h-11 w-full items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground"
    >
      {link(localizedPath(BOOKING_PATH, locale), t("booking.bookService"), tab === "book")}
      {link(
        localizedPath(MY_BOOKINGS_PATH, locale),
        t("booking.myBookings"),
        tab === "my-bookings",
      )}
    </div>
  );
}

/**
 * /booking (docs/product.md#route-booking): 'Premium Car Service Booking'; signed out, the 'Sign In
 * Required' panel above a form that may be filled (submitting keeps the draft and moves to
 * /auth after 2 s); signed in, the tabs 'Book Service' and 'My Bookings' (`?tab=`). After a
 * booking, My Bookings opens with the success panel, the analytics event and, 3 s later,
 * the WhatsApp help toast. Every part works without JavaScript (docs/decisions/0011). In Telugu
 * and Hindi every word, link and message is the language's, and the page carries no script
 * (docs/decisions/0026).
 */
export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, tab, nonce, form, myBookings, booked, bookingsFailed } = loaderData;
  const answer = actionData as BookingFormAnswer | undefined;
  const business = useBusinessFacts();
  const { t, locale } = useTranslator();
  const authPath = localizedPath("/auth", locale);
  const formCard = form && (
    <BookingForm
      phone={business.phone}
      values={answer?.values ?? form.values}
      errors={answer?.fieldErrors}
      calendar={form.calendar}
      idempotencyKey={answer?.idempotencyKey ?? form.idempotencyKey}
      nonce={nonce}
      cars={form.cars}
    />
  );

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      {answer?.signInRequired && (
        <>
          <PageToast
            tone="success"
            title={t("booking.signInRequired")}
            description={t("booking.signInRedirect")}
          />
          <meta httpEquiv="refresh" content={`2;url=${authPath}`} />
        </>
      )}
      {answer && !answer.signInRequired && (
        <PageToast tone="error" title={t("booking.failedTitle")} description={answer.message} />
      )}
      {bookingsFailed && (
        <PageToast
          tone="error"
          title={t("booking.errorTitle")}
          description={t("booking.loadFailed")}
        />
      )}
      {booked && (
        <PageToast
          tone="success"
          delaySeconds={3}
          title={t("booking.helpTitle")}
          description={t("booking.helpText", { phone: formatPhone(business.phone) })}
        />
      )}
      {/* The analytics event is a script: English pages only (docs/decisions/0026). */}
      {booked && locale === "en" && (
        <InlineScript
          run={pushToDataLayer}
          args={[bookingCompletedEvent(booked.serviceType, brandOfCarModel(booked.carModel))]}
          nonce={nonce}
        />
      )}
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">{t("booking.heading")}</h1>
        <p className="mt-2 text-muted-foreground">{t("booking.intro")}</p>
      </div>

      {user ? (
        <div className="flex flex-col gap-4">
          <TabLinks tab={tab} />
          <div
            role="tabpanel"
            aria-label={tab === "book" ? t("booking.bookService") : t("booking.myBookings")}
            className="grid gap-6"
          >
            {tab === "book" ? (
              formCard
            ) : (
              <>
                {booked && (
                  <BookingSuccessPanel
                    booking={booked}
                    contactMinutes={business.promises.bookingContactMinutes}
                  />
                )}
                <MyBookings
                  list={myBookings}
                  failed={bookingsFailed}
                  changes={"changes" in loaderData ? loaderData.changes : undefined}
                  emailRoutes={"emailRoutes" in loaderData ? loaderData.emailRoutes : undefined}
                />
                <p className="text-center text-sm text-muted-foreground">
                  <MessageWith text={t("booking.accountLine", { link: ELEMENT_SLOT })}>
                    <a
                      href={linkIn("/account", locale)}
                      className="text-primary underline underline-offset-4"
                    >
                      {t("booking.accountLink")}
                    </a>
                  </MessageWith>
                </p>
              </>
            )}
          </div>
        </div>
      ) : (
        <div className="grid gap-6">
          <Card className="border-gold/60 bg-accent/40">
            <IconCardHeader icon={LogIn} title={<h2>{t("booking.signInRequired")}</h2>}>
              {t("booking.signInPanel")}
            </IconCardHeader>
            <CardContent>
              <Button asChild>
                <a href={authPath}>{t("booking.signInButton")}</a>
              </Button>
            </CardContent>
          </Card>
          {formCard}
        </div>
      )}
    </div>
  );
}
