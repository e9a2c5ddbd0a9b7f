import { Pencil } from "lucide-react";
import type { Route } from "./+types/garage.edit";
import { BackLink } from "~/components/ui/back-link";
import { PageToast } from "~/components/ui/page-toast";
import { CarFormCard } from "~/features/cars/car-form";
import {
  carFormValues,
  handleEditCarPost,
  requireOwnCar,
  type CarFormAnswer,
} from "~/features/cars/garage-page.server";
import { carName } from "~/features/cars/garage-list";
import { garageCarEditPath, garageCarPath } from "~/catalog/navigation";
import { carPageSeo } from "~/features/cars/car-page-meta";
import { seoMeta } from "~/features/seo/seo-meta";
import { requireUser } from "~/lib/auth.server";
import { keepLoaderCacheControl, privateData, staticPageHandle } from "~/lib/route-handle";

/** Not for search engines: a customer's own car. */
export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  seoMeta(carPageSeo("edit", loaded?.car), matches);

/** No framework scripts: the form is an HTML form the server answers (docs/decisions/0011). */
export const handle = staticPageHandle;

/**
 * The car to change and its details as the form shows them. Signed out: to /auth.
 * @throws 404 for an unknown, removed or another customer's car alike
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { car } = await requireOwnCar(request, params.id);
  return privateData({ car, values: carFormValues(car) });
}

/** The edit form: a redirect to the car's page, or the page with the messages. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  return handleEditCarPost(request, user.id, params.id);
}

/** Keeps the loader's Cache-Control. */
export const headers = keepLoaderCacheControl;

/** /garage/{id}/edit (docs/product.md#garage-cars): the car form filled with the car's details. */
export default function EditCarPage({ loaderData, actionData }: Route.ComponentProps) {
  const { car, values } = loaderData;
  const answer = actionData as CarFormAnswer | undefined;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-12">
      {answer && <PageToast tone="error" title="Changes not saved" description={answer.message} />}
      <BackLink href={garageCarPath(car.id)}>{carName(car)}</BackLink>
      <h1 className="text-3xl font-bold break-words">Edit {carName(car)}</h1>
      <CarFormCard
        icon={Pencil}
        heading="Car details"
        action={garageCarEditPath(car.id)}
        label="Edit car details"
        submitLabel="Save Changes"
        values={answer?.values ?? values}
        errors={answer?.fieldErrors}
      />
    </div>
  );
}
