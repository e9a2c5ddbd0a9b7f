import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/booking.detail";
import { Button } from "~/components/ui/button";
import { PageToast } from "~/components/ui/page-toast";
import { getBookingForUser } from "~/features/booking/bookings.server";
import { shortBookingId } from "~/catalog/booking-status";
import { BOOKING_PATH, MY_BOOKINGS_PATH, bookingDetailPath } from "~/catalog/navigation";
import { BookingCard, BookingChangeFooter } from "~/features/booking/my-bookings";
import { handleBookingChangeForm } from "~/features/booking/booking-change-page.server";
import { BookingChangeForm } from "~/features/booking/booking-change-form";
import {
  CHANGE_DONE,
  CHANGE_REFUSED_TITLE,
  changeIntentOf,
  changeStatesOf,
  type BookingChangeAnswer,
} from "~/features/booking/booking-change-schema";
import { HealthReport } from "~/features/health-check/health-report";
import { healthReportForCustomer } from "~/features/health-check/customer-report.server";
import { CustomerPickupPanel } from "~/features/pickups/customer-pickup-panel";
import { customerLegsOfBooking } from "~/features/pickups/customer-legs.server";
import { walkroundsOfBooking } from "~/features/pickups/walkrounds.server";
import { CustomerJobCard } from "~/features/job-card/customer-job-card";
import {
  handleCustomerDecisionForm,
  isEstimateDecision,
} from "~/features/job-card/customer-estimate-page.server";
import type { JobCardActionResult } from "~/features/job-card/job-card-page.server";
import { DECIDED_NOTICE, BILLING_MESSAGES } from "~/features/billing/billing-schema";
import { loadJobCard } from "~/features/job-card/job-card-loader.server";
import { bookingEmailRoutes } from "~/features/messages/contact-emails.server";
import { getBusinessFacts, getEnv } from "~/lib/env.server";
import { seoMeta } from "~/features/seo/seo-meta";
import { requireUser } from "~/lib/auth.server";
import { keepLoaderCacheControl, privateData } from "~/lib/route-handle";
import bookingEnglish from "~/catalog/i18n/booking/en.json";
import { localizedPath } from "~/catalog/languages";
import { TranslatorProvider, useTranslatorWith } from "~/components/site/translation";
import { translatedSeoWords } from "~/lib/i18n";
import { requestTranslator } from "~/lib/i18n.server";

/** Not for search engines: a customer's own booking; in the page's language (docs/decisions/0026). */
export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  seoMeta(
    {
      title: loaded
        ? `Booking #${shortBookingId(loaded.booking.id)} | Status and Tracker`
        : "Booking Not Found",
      description: "The status of your car service booking and where it is in the tracker.",
      path: loaded ? bookingDetailPath(loaded.booking.id) : BOOKING_PATH,
      ...loaded?.seo,
      noindex: true,
    },
    matches,
  );

/**
 * One of the signed-in customer's bookings (docs/product.md#roles: read through the
 * data-access module scoped by the session's user id). Signed out: redirect to /auth. With
 * `?change=cancel|reschedule` and while the booking may change, the change's plain form is open
 * (docs/decisions/0011); with `?changed=`, the toast of a change just made; with
 * `?decided=estimate`, the toast of the estimate's answers just stored by its plain form.
 * On /te/booking/{id} and /hi/booking/{id} the page is in that language, signed out the way
 * is its sign-in page (docs/decisions/0026).
 * @throws 404 for an unknown id and for another customer's booking alike
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const t = requestTranslator(request);
  const user = await requireUser(request, () => redirect(localizedPath("/auth", t.locale)));
  const booking = await getBookingForUser(user.id, params.id);
  if (!booking) throw data(null, { status: 404 });
  // Its parts side by side, one wave of queries after the booking's (docs/decisions/0019): the job
  // card (docs/decisions/0010: estimate to approve, photos, invoice and payment), the 25-point
  // health check's report once done (docs/product.md#health-check), pickup and drop with the
  // walk-rounds (docs/product.md#pickups, #check-in), and where its emails go
  // (docs/product.md#lifecycle-messages).
  const [jobCard, healthCheck, legs, walkrounds, emailRoutes] = await Promise.all([
    loadJobCard(booking.id, getBusinessFacts()),
    healthReportForCustomer(booking.id),
    customerLegsOfBooking(booking),
    walkroundsOfBooking(booking.id),
    bookingEmailRoutes(user.id, [booking]),
  ]);
  const emailRoute = emailRoutes[booking.id];
  // Whether the customer may still cancel or move it (docs/product.md#lifecycle-changes).
  const changes = changeStatesOf([booking], new Date(), getEnv().BOOKING_CHANGE_CUTOFF_HOURS);
  const query = new URL(request.url).searchParams;
  const change = changes.states[booking.id]?.allowed ? changeIntentOf(query.get("change")) : null;
  // A change's toast only where the booking shows it: cancelled, or still on.
  const changed = changeIntentOf(query.get("changed"));
  const toast =
    changed && (changed === "cancel") === (booking.status === "cancelled") ? changed : null;
  return privateData({
    booking,
    jobCard,
    healthCheck,
    legs,
    walkrounds,
    changes,
    emailRoute,
    change,
    changed: toast,
    decided: query.get("decided") === DECIDED_NOTICE,
    seo: translatedSeoWords("/booking/{id}", t, bookingDetailPath(booking.id), {
      id: shortBookingId(booking.id),
    }),
  });
}

/**
 * The page's plain forms (docs/decisions/0011): the estimate's answers (`intent=decide`, see
 * `handleCustomerDecisionForm`) or a change (see `handleBookingChangeForm`). The dialogs and the
 * estimate's script post to /booking/{id}/change and /booking/{id}/estimate instead.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const t = requestTranslator(request);
  if (await isEstimateDecision(request))
    return handleCustomerDecisionForm(request, params.id, t.locale);
  return handleBookingChangeForm(request, params.id, new Date(), t);
}

/** Keeps the loader's Cache-Control ("no-store"). */
export const headers = keepLoaderCacheControl;

/**
 * /booking/{id}: the booking card with its tracker and its change buttons (or a change's plain
 * form), its job card, and the way back to My Bookings. A change made or refused through the
 * plain form is told in a toast drawn by the server (docs/decisions/0011). Its booking's words,
 * toasts and links are the page's language (docs/decisions/0026).
 */
export default function BookingDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, changes, change, changed } = loaderData;
  const posted = actionData as BookingChangeAnswer | JobCardActionResult | undefined;
  // The estimate's plain form was refused: its message, and the answers as chosen.
  const decision = posted && "intent" in posted && posted.intent === "decide" ? posted : undefined;
  const answer = decision ? undefined : (posted as BookingChangeAnswer | undefined);
  const open = changes.states[booking.id]?.allowed ? (answer?.intent ?? change) : null;
  const translator = useTranslatorWith(bookingEnglish);
  const { t, locale } = translator;
  const english = locale === "en";
  const done = changed && {
    title: english
      ? CHANGE_DONE[changed].title
      : t(changed === "cancel" ? "booking.change.cancelledTitle" : "booking.change.movedTitle"),
    message: english
      ? CHANGE_DONE[changed].message
      : t(changed === "cancel" ? "booking.change.cancelledText" : "booking.change.movedText"),
  };
  return (
    <TranslatorProvider value={translator}>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-12">
        {done && <PageToast tone="success" title={done.title} description={done.message} />}
        {loaderData.decided && (
          <PageToast
            tone="success"
            title={english ? BILLING_MESSAGES.decisionSaved : t("booking.detail.decisionSaved")}
          />
        )}
        {decision && !decision.ok && (
          <PageToast tone="error" title={t("booking.errorTitle")} description={decision.message} />
        )}
        {answer && !answer.fieldErrors && (
          <PageToast
            tone="error"
            title={english ? CHANGE_REFUSED_TITLE : t("booking.change.refused")}
            description={answer.message}
          />
        )}
        <h1 className="text-3xl font-bold">{t("booking.detail.heading")}</h1>
        <BookingCard
          booking={booking}
          emailRoute={loaderData.emailRoute}
          footer={
            open ? (
              <BookingChangeForm booking={booking} intent={open} answer={answer} />
            ) : (
              <BookingChangeFooter booking={booking} changes={changes} />
            )
          }
        />
        <CustomerPickupPanel
          bookingId={booking.id}
          legs={loaderData.legs}
          walkrounds={loaderData.walkrounds}
        />
        <HealthReport report={loaderData.healthCheck} />
        <CustomerJobCard
          bookingId={booking.id}
          jobCard={loaderData.jobCard}
          chosen={decision && !decision.ok ? decision.values : undefined}
        />
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={localizedPath(MY_BOOKINGS_PATH, locale)}>{t("booking.detail.back")}</Link>
        </Button>
      </div>
    </TranslatorProvider>
  );
}
