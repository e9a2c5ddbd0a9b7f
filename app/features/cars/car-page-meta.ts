/**
 * What the pages of one of a customer's cars say about themselves (docs/product.md#garage-car-page,
 * docs/product.md#garage-cars): named after the car, side by side; none is for search engines.
 */
import { localizedPath } from "~/catalog/languages";
import { GARAGE_PATH, garageCarEditPath, garageCarPath } from "~/catalog/navigation";
import type { Translator } from "~/lib/i18n";
import { carName, type CarSummary } from "./garage-list";

/** The title of a car's page when the loader found no car of the customer's. */
const CAR_NOT_FOUND_TITLE = "Car Not Found";

/** Each car page's title for the car's name, its description, and its address for the car's id. */
const CAR_PAGES = {
  car: {
    title: (name: string) => `${name} | My Garage`,
    description: "Your car's details, service history, warranty and when it is next due.",
    path: garageCarPath,
  },
  edit: {
    title: (name: string) => `Edit ${name} | My Garage`,
    description: "Change your car's registration, model, year, fuel, VIN or nickname.",
    path: garageCarEditPath,
  },
};

/**
 * The search fields of a page about one of the customer's cars, for `seoMeta`: never indexed.
 * @param page which page: the car's own (`car`) or its edit form (`edit`)
 * @param car the loader's car, or undefined when it found none (the page's 404: "Car Not Found",
 *   at My Garage's address)
 * @returns the title, description, path and `noindex`
 */
export function carPageSeo(
  page: keyof typeof CAR_PAGES,
  car: (Pick<CarSummary, "nickname" | "make" | "model"> & { id: string }) | undefined,
) {
  const { title, description, path } = CAR_PAGES[page];
  return {
    title: car ? title(carName(car)) : CAR_NOT_FOUND_TITLE,
    description,
    path: car ? path(car.id) : GARAGE_PATH,
    noindex: true,
  };
}

/**
 * The search fields of a car's page in Telugu or Hindi (docs/decisions/0026), for its loader to
 * hand to `meta`: the language's title and description (`seo./garage/{id}`,
 * `seo./garage/{id}/edit`), the path under the language's prefix; never indexed.
 * @param page which page: the car's own (`car`) or its edit form (`edit`)
 * @param car the customer's car
 * @param t the page's translator
 * @returns the fields, or null on an English page (its `meta` reads {@link carPageSeo})
 */
export function translatedCarPageSeo(
  page: keyof typeof CAR_PAGES,
  car: Pick<CarSummary, "nickname" | "make" | "model"> & { id: string },
  t: Translator,
) {
  if (t.locale === "en") return null;
  const key = page === "car" ? "seo./garage/{id}" : "seo./garage/{id}/edit";
  return {
    title: t.t(`${key}.title`, { name: carName(car) }),
    description: t.t(`${key}.description`),
    path: localizedPath(CAR_PAGES[page].path(car.id), t.locale),
    noindex: true,
  };
}
