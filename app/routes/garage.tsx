import { Car, Plus } from "lucide-react";
import type { Route } from "./+types/garage";
import { PageToast } from "~/components/ui/page-toast";
import { useTranslator } from "~/components/site/translation";
import { CarFormCard } from "~/features/cars/car-form";
import { GarageNoticeToast } from "~/features/cars/garage-notice-toast";
import { garageNoticeOf } from "~/features/cars/garage-notices";
import { handleAddCarPost, type CarFormAnswer } from "~/features/cars/garage-page.server";
import { GarageList } from "~/features/cars/garage-list";
import { emptyVehicleForm } from "~/features/cars/car-schema";
import { listVehicles } from "~/features/cars/cars.server";
import { linkIn, localizedPath } from "~/catalog/languages";
import { GARAGE_PATH, MY_BOOKINGS_PATH } from "~/catalog/navigation";
import { seoMeta } from "~/features/seo/seo-meta";
import { requireUser } from "~/lib/auth.server";
import { requestTranslator } from "~/lib/i18n.server";
import { keepLoaderCacheControl, privateData, staticPageHandle } from "~/lib/route-handle";

/** Not for search engines: a customer's own cars. In Telugu and Hindi, the language's words. */
export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  seoMeta(
    {
      title: loaded?.seo?.title ?? "My Garage | Your Cars and Their Service History",
      description:
        loaded?.seo?.description ??
        "Your cars, what was done to each and when each is next due for a service.",
      path: loaded?.seo?.path ?? GARAGE_PATH,
      noindex: true,
    },
    matches,
  );

/** No framework scripts: the form is an HTML form the server answers (docs/decisions/0011). */
export const handle = staticPageHandle;

/**
 * The signed-in customer's cars (docs/product.md#garage-cars) and the notice a redirect asked
 * for (`?saved=removed`); on /te/garage and /hi/garage the page's search fields in the language
 * (docs/decisions/0026). Signed out: to /auth.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const cars = await listVehicles(user.id);
  const notice = garageNoticeOf(new URL(request.url).searchParams);
  const { t, locale } = requestTranslator(request);
  const seo =
    locale === "en"
      ? null
      : {
          title: t(`seo./garage.title`),
          description: t(`seo./garage.description`),
          path: localizedPath(GARAGE_PATH, locale),
        };
  return privateData({ cars, notice, seo });
}

/** The "Add a car" form: a redirect to the new car's page, or the page with the messages. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return handleAddCarPost(request, user.id, requestTranslator(request));
}

/** Keeps the loader's Cache-Control. */
export const headers = keepLoaderCacheControl;

/**
 * /garage (docs/product.md#garage-cars): the customer's cars, each linking to its page and to
 * booking a service for it, and the "Add a car" form. Works without JavaScript; /te/garage and
 * /hi/garage say it in Telugu and Hindi, their links and form staying in the language.
 */
export default function GaragePage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as CarFormAnswer | undefined;
  const { t, locale } = useTranslator();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-12">
      <GarageNoticeToast notice={loaderData.notice} />
      {answer && (
        <PageToast tone="error" title={t("garage.notSaved")} description={answer.message} />
      )}
      <div>
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <Car className="size-7 text-primary" aria-hidden />
          {t("garage.heading")}
        </h1>
        <p className="mt-2 text-muted-foreground">
          {t("garage.intro")}{" "}
          <a
            href={linkIn(MY_BOOKINGS_PATH, locale)}
            className="text-primary underline underline-offset-4"
          >
            {t("garage.myBookings")}
          </a>
        </p>
      </div>
      <GarageList cars={loaderData.cars} />
      <CarFormCard
        id="add-car"
        icon={Plus}
        heading={t("garage.add.heading")}
        action={localizedPath(GARAGE_PATH, locale)}
        label={t("garage.add.heading")}
        submitLabel={t("garage.add.submit")}
        values={answer?.values ?? emptyVehicleForm}
        errors={answer?.fieldErrors}
      />
    </div>
  );
}
