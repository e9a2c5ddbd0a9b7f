import { Car, Plus } from "lucide-react";
import type { Route } from "./+types/garage";
import { PageToast } from "~/components/ui/page-toast";
import { CarFormCard } from "~/features/cars/car-form";
import { GarageNoticeToast } from "~/features/cars/garage-notice-toast";
import { garageNoticeOf } from "~/features/cars/garage-notices";
import { handleAddCarPost, type CarFormAnswer } from "~/features/cars/garage-page.server";
import { GarageList } from "~/features/cars/garage-list";
import { emptyVehicleForm } from "~/features/cars/car-schema";
import { listVehicles } from "~/features/cars/cars.server";
import { GARAGE_PATH, MY_BOOKINGS_PATH } from "~/catalog/navigation";
import { seoMeta } from "~/features/seo/seo-meta";
import { requireUser } from "~/lib/auth.server";
import { keepLoaderCacheControl, privateData, staticPageHandle } from "~/lib/route-handle";

/** Not for search engines: a customer's own cars. */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: "My Garage | Your Cars and Their Service History",
      description: "Your cars, what was done to each and when each is next due for a service.",
      path: GARAGE_PATH,
      noindex: true,
    },
    matches,
  );

/** No framework scripts: the form is an HTML form the server answers (docs/decisions/0011). */
export const handle = staticPageHandle;

/**
 * The signed-in customer's cars (docs/product.md#garage-cars) and the notice a redirect asked
 * for (`?saved=removed`). Signed out: to /auth.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const cars = await listVehicles(user.id);
  const notice = garageNoticeOf(new URL(request.url).searchParams);
  return privateData({ cars, notice });
}

/** The "Add a car" form: a redirect to the new car's page, or the page with the messages. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return handleAddCarPost(request, user.id);
}

/** Keeps the loader's Cache-Control. */
export const headers = keepLoaderCacheControl;

/**
 * /garage (docs/product.md#garage-cars): the customer's cars, each linking to its page and to
 * booking a service for it, and the "Add a car" form. Works without JavaScript.
 */
export default function GaragePage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as CarFormAnswer | undefined;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-12">
      <GarageNoticeToast notice={loaderData.notice} />
      {answer && <PageToast tone="error" title="Car not saved" description={answer.message} />}
      <div>
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <Car className="size-7 text-primary" aria-hidden />
          My Garage
        </h1>
        <p className="mt-2 text-muted-foreground">
          Your cars, what we did to each and when each is next due.{" "}
          <a href={MY_BOOKINGS_PATH} className="text-primary underline underline-offset-4">
            My Bookings
          </a>
        </p>
      </div>
      <GarageList cars={loaderData.cars} />
      <CarFormCard
        id="add-car"
        icon={Plus}
        heading="Add a car"
        action={GARAGE_PATH}
        label="Add a car"
        submitLabel="Add Car"
        values={answer?.values ?? emptyVehicleForm}
        errors={answer?.fieldErrors}
      />
    </div>
  );
}
