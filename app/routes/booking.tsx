import { useCallback, useEffect, useState } from "react";
import { Link, data, useLoaderData, useSearchParams } from "react-router";
import { LogIn } from "lucide-react";
import { toast } from "sonner";
import type { Route } from "./+types/booking";
import { defaultBusinessFacts, formatPhone } from "~/catalog/business";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { handleBookingAction } from "~/features/booking/booking-action.server";
import { BookingForm } from "~/features/booking/booking-form";
import { BookingSuccessPanel } from "~/features/booking/booking-success-panel";
import { brandOfCarModel } from "~/features/booking/booking-schema";
import { listBookingsForUser, listFullSlots, type BookingView, type MyBookingsPage } from "~/features/booking/bookings.server";
import { MyBookings } from "~/features/booking/my-bookings";
import { getSessionUser } from "~/lib/auth.server";
import { databaseErrorReason } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { parsePage } from "~/lib/paging";
import { todayInKolkata } from "~/lib/time";
import { trackBookingCompleted } from "~/lib/tracking";
import { useRootData } from "~/root";
import { seoMeta } from "~/features/seo/seo-meta";

/** Title, description and canonical URL (the same words as the catalogue's /booking entry). */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: "Book a Car Service Online in Hyderabad",
      description:
        `Book your car service online in a few minutes: pick a date and time slot, and save ${defaultBusinessFacts.promises.firstBookingDiscountPercent}% on your first online booking with free pickup.`,
      path: "/booking",
    },
    matches,
  );

/**
 * The slots already at capacity from today on (issue 5); empty when they cannot be read
 * (the action still refuses a full slot).
 */
async function fullSlotsFromToday(): Promise<Record<string, string[]>> {
  // Prerendering at build time has no database; the served page is rendered per request.
  if (!process.env.DATABASE_URL) return {};
  try {
    return await listFullSlots(todayInKolkata(new Date()), getEnv().BOOKING_SLOT_CAPACITY);
  } catch (error) {
    console.error("Full slots could not be loaded", databaseErrorReason(error));
    return {};
  }
}

/** The tab of /booking a URL asks for (`?tab=my-bookings`, else the form). */
function tabOf(params: URLSearchParams): Tab {
  return params.get("tab") === "my-bookings" ? "my-bookings" : "book";
}

/**
 * The signed-in user and what the open tab shows: on the form, the full slots; on My
 * Bookings, one page of their own bookings (`?page=`, ten a page, newest first; filtered on
 * the server by the session's user id). Each tab's data is read only when it is open (moving
 * between tabs changes the URL, which loads the other's). A load failure is reported as
 * `bookingsFailed`, not an error page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const params = new URL(request.url).searchParams;
  if (!user) return data({ user: null, myBookings: null, bookingsFailed: false, fullSlots: await fullSlotsFromToday() });
  if (tabOf(params) === "book") {
    return data({ user, myBookings: null, bookingsFailed: false, fullSlots: await fullSlotsFromToday() }, { headers: { "Cache-Control": "no-store" } });
  }
  let myBookings: MyBookingsPage | null = null;
  let bookingsFailed = false;
  try {
    myBookings = await listBookingsForUser(user.id, parsePage(params.get("page")));
  } catch (error) {
    console.error("Bookings could not be loaded", databaseErrorReason(error));
    bookingsFailed = true;
  }
  const fullSlots: Record<string, string[]> = {};
  return data({ user, myBookings, bookingsFailed, fullSlots }, { headers: { "Cache-Control": "no-store" } });
}

/** Creates a booking; see `handleBookingAction`. */
export async function action({ request }: Route.ActionArgs) {
  return handleBookingAction(request);
}

/** Keeps the loader's Cache-Control. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cc = loaderHeaders.get("Cache-Control");
  return cc ? { "Cache-Control": cc } : {};
}

type Tab = "book" | "my-bookings";

/**
 * /booking (spec section 2): 'Premium Car Service Booking'; signed out, the 'Sign In
 * Required' panel above a form that may be filled; signed in, the tabs 'Book Service'
 * and 'My Bookings'. The tab is kept in `?tab=` so a reload stays where it was.
 */
export default function BookingPage() {
  const { user, myBookings, bookingsFailed, fullSlots } = useLoaderData<typeof loader>();
  const business = useRootData()!.business;
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const [lastBooking, setLastBooking] = useState<BookingView | null>(null);
  // The form is drawn once its tab has been open, then kept (hidden) so what was typed
  // survives a look at My Bookings; a visit that starts on My Bookings does not render it.
  const [formOpened, setFormOpened] = useState(tab === "book");
  useEffect(() => {
    if (tab === "book") setFormOpened(true);
  }, [tab]);

  const setTab = useCallback(
    (next: Tab) =>
      setParams(
        (p) => {
          p.delete("page");
          if (next === "book") p.delete("tab");
          else p.set("tab", next);
          return p;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (bookingsFailed) toast.error("Error", { description: "Failed to load your bookings." });
  }, [bookingsFailed]);

  const onBooked = useCallback(
    (booking: BookingView) => {
      setLastBooking(booking);
      setTab("my-bookings");
      trackBookingCompleted(booking.serviceType, brandOfCarModel(booking.carModel));
      setTimeout(() => {
        toast("Need help with your booking?", {
          description: `Chat with us on WhatsApp at ${formatPhone(business.phone)}.`,
        });
      }, 3000);
      window.scrollTo({ top: 0, behavior: "smooth" });
    },
    [business.phone, setTab],
  );

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Premium Car Service Booking</h1>
        <p className="mt-2 text-muted-foreground">Doorstep pickup, genuine parts and certified technicians.</p>
      </div>

      {user ? (
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList>
            <TabsTrigger value="book">Book Service</TabsTrigger>
            <TabsTrigger value="my-bookings">My Bookings</TabsTrigger>
          </TabsList>
          <TabsContent value="book" forceMount hidden={tab !== "book"}>
            {(formOpened || tab === "book") && <BookingForm user={user} phone={business.phone} onBooked={onBooked} fullSlots={fullSlots} />}
          </TabsContent>
          <TabsContent value="my-bookings" className="grid gap-6">
            {lastBooking && <BookingSuccessPanel booking={lastBooking} contactMinutes={business.promises.bookingContactMinutes} />}
            <MyBookings list={myBookings} failed={bookingsFailed} />
            <p className="text-center text-sm text-muted-foreground">
              <Link to="/account" className="text-primary underline underline-offset-4">
                Your data and account
              </Link>
              : download a copy of your data or delete your account.
            </p>
          </TabsContent>
        </Tabs>
      ) : (
        <div className="grid gap-6">
          <Card className="border-gold/60 bg-accent/40">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <LogIn className="size-5" aria-hidden />
                <h2>Sign In Required</h2>
              </CardTitle>
              <CardDescription>
                Please sign in to book a service and see your bookings. New customers can create an account during sign-in.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <Link to="/auth">Sign In to Continue</Link>
              </Button>
            </CardContent>
          </Card>
          <BookingForm user={null} phone={business.phone} fullSlots={fullSlots} />
        </div>
      )}
    </div>
  );
}
