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
import { linkIn } from "~/catalog/languages";
import { garageCarEditPath, garageCarPath } from "~/catalog/navigation";
import { carPageSeo, translatedCarPageSeo } from "~/features/cars/car-page-meta";
import { useTranslator } from "~/components/site/translation";
import { requestTranslator } from "~/lib/i18n.server";
import { seoMeta } from "~/features/seo/seo-meta";
import { requireUser } from "~/lib/auth.server";
import { keepLoaderCacheControl, privateData, staticPageHandle } from "~/lib/route-handle";

/** Not for search engines: a customer's own car. */
export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  seoMeta(loaded?.seo ?? carPageSeo("edit", loaded?.car), matches);

/** No framework scripts: the form is an HTML form the server answers (docs/decisions/0011). */
export const handle = staticPageHandle;

/**
 * The car to change and its details as the form shows them; in Telugu and Hindi, the page's
 * search fields in the language (docs/decisions/0026). Signed out: to /auth.
 * @throws 404 for an unknown, removed or another customer's car alike
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { car } = await requireOwnCar(request, params.id);
  const seo = translatedCarPageSeo("edit", car, requestTranslator(request));
  return privateData({ car, values: carFormValues(car), seo });
}

/** The edit form: a redirect to the car's page, or the page with the messages. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  return handleEditCarPost(request, user.id, params.id, requestTranslator(request));
}

/** Keeps the loader's Cache-Control. */
export const headers = keepLoaderCacheControl;

/**
 * /garage/{id}/edit (docs/product.md#garage-cars): the car form filled with the car's details;
 * /te/… and /hi/… in Telugu and Hindi (docs/decisions/0026).
 */
export default function EditCarPage({ loaderData, actionData }: Route.ComponentProps) {
  const { car, values } = loaderData;
  const answer = actionData as CarFormAnswer | undefined;
  const { t, locale } = useTranslator();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-12">
      {answer && (
        <PageToast tone="error" title={t("garage.edit.notSaved")} description={answer.message} />
      )}
      <BackLink href={linkIn(garageCarPath(car.id), locale)}>{carName(car)}</BackLink>
      <h1 className="text-3xl font-bold break-words">
        {t("garage.edit.heading", { name: carName(car) })}
      </h1>
      <CarFormCard
        icon={Pencil}
        heading={t("garage.edit.details")}
        action={linkIn(garageCarEditPath(car.id), locale)}
        label={t("garage.edit.label")}
        submitLabel={t("garage.edit.submit")}
        values={answer?.values ?? values}
        errors={answer?.fieldErrors}
      />
    </div>
  );
}
