import { CalendarCheck } from "lucide-react";
import type { Route } from "./+types/garage.detail";
import { Button } from "~/components/ui/button";
import { BackLink } from "~/components/ui/back-link";
import { PageToast } from "~/components/ui/page-toast";
import {
  CarDetailsCard,
  HistoryCard,
  RecommendationsCard,
  RemindersCard,
  RemoveCarCard,
  ServiceDueCard,
  WarrantyCard,
} from "~/features/cars/car-page";
import { garageNoticeOf } from "~/features/cars/garage-notices";
import { GarageNoticeToast } from "~/features/cars/garage-notice-toast";
import {
  handleCarPagePost,
  requireOwnCar,
  type CarPageAnswer,
} from "~/features/cars/garage-page.server";
import { Plate, carName } from "~/features/cars/garage-list";
import { serviceDueForVehicle } from "~/features/cars/service-due.server";
import { accountServiceRemindersEnabled } from "~/features/cars/cars.server";
import {
  carHistory,
  carWarranty,
  lastOdometerReading,
  openRecommendations,
} from "~/features/cars/car-record.server";
import { linkIn } from "~/catalog/languages";
import { GARAGE_PATH, bookForCarPath } from "~/catalog/navigation";
import { carPageSeo, translatedCarPageSeo } from "~/features/cars/car-page-meta";
import { useTranslator } from "~/components/site/translation";
import { requestTranslator } from "~/lib/i18n.server";
import { seoMeta } from "~/features/seo/seo-meta";
import { requireUser } from "~/lib/auth.server";
import { parsePage } from "~/lib/paging";
import { keepLoaderCacheControl, privateData, staticPageHandle } from "~/lib/route-handle";
import { todayInKolkata } from "~/lib/time";

/** Not for search engines: a customer's own car. */
export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  seoMeta(loaded?.seo ?? carPageSeo("car", loaded?.car), matches);

/** No framework scripts: its forms are HTML forms the server answers (docs/decisions/0011). */
export const handle = staticPageHandle;

/**
 * One of the signed-in customer's cars (docs/product.md#garage-car-page): the car, when each
 * service is next due and why, a page of its history (`?page=`), the warranty in force, the
 * open recommendations, its last odometer reading, and whether reminders are on for it and for
 * the account; in Telugu and Hindi, the page's search fields in the language. Signed out: to /auth.
 * @throws 404 for an unknown, removed or another customer's car alike
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, car } = await requireOwnCar(request, params.id);
  const search = new URL(request.url).searchParams;
  const today = todayInKolkata();
  const [due, history, warranty, recommendations, accountReminders, odometer] = await Promise.all([
    serviceDueForVehicle(car.id, today),
    carHistory(user.id, car.id, parsePage(search.get("page"))),
    carWarranty(user.id, car.id, today),
    openRecommendations(car.id),
    accountServiceRemindersEnabled(user.id),
    lastOdometerReading(car.id),
  ]);
  return privateData({
    car,
    today,
    due: due.filter((item) => item.kind === "service"),
    history,
    warranty,
    recommendations,
    accountReminders,
    odometer,
    notice: garageNoticeOf(search),
    seo: translatedCarPageSeo("car", car, requestTranslator(request)),
  });
}

/** The car page's forms: remove the car, or turn its reminders on or off. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  return handleCarPagePost(request, user.id, params.id, requestTranslator(request));
}

/** Keeps the loader's Cache-Control. */
export const headers = keepLoaderCacheControl;

/**
 * /garage/{id} (docs/product.md#garage-car-page): the car's name and plate, "Book a service for
 * this car", when it is next due, the recommendations, the warranty, the history, its details
 * with "Edit details", the reminders switch and "Remove this car". Works without JavaScript.
 */
export default function CarPage({ loaderData, actionData }: Route.ComponentProps) {
  const { car, today, due, history, warranty, recommendations, accountReminders, odometer } =
    loaderData;
  const answer = actionData as CarPageAnswer | undefined;
  const { t, locale } = useTranslator();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-12">
      <GarageNoticeToast notice={loaderData.notice} />
      {answer && (
        <PageToast tone="error" title={t("garage.notChanged")} description={answer.message} />
      )}
      <BackLink href={linkIn(GARAGE_PATH, locale)}>{t("garage.heading")}</BackLink>
      <div className="grid gap-3">
        <h1 className="text-3xl font-bold break-words">{carName(car)}</h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Plate plate={car.plate} />
          <span className="text-sm text-muted-foreground">
            {car.nickname ? `${car.make} ${car.model}, ` : ""}
            {car.year}
          </span>
        </div>
        <Button asChild variant="gold" size="lg" className="w-full sm:w-fit">
          <a href={linkIn(bookForCarPath(car.id), locale)}>
            <CalendarCheck aria-hidden />
            {t("garage.bookForThisCar")}
          </a>
        </Button>
      </div>
      <ServiceDueCard items={due} today={today} />
      <RecommendationsCard recommendations={recommendations} />
      <WarrantyCard lines={warranty} />
      <HistoryCard history={history} />
      <CarDetailsCard car={car} odometer={odometer} />
      <RemindersCard car={car} accountOn={accountReminders} />
      <RemoveCarCard car={car} />
    </div>
  );
}
