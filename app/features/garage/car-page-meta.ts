/**
 * What the pages of one of a customer's cars say about themselves (docs/product.md#garage-car-page):
 * kept out of search results, named after the car.
 */
import { GARAGE_PATH } from "~/catalog/navigation";
import { carName, type CarSummary } from "./garage-list";

/** The title of a car's page when the loader found no car of the customer's. */
const CAR_NOT_FOUND_TITLE = "Car Not Found";

/**
 * The search fields of a page about one of the customer's cars, for `seoMeta`: never indexed.
 * @param car the loader's car, or undefined when it found none (the page's 404)
 * @param page the title for the car's name, the description, and the page's path for the car's
 *   id (My Garage's when there is no car)
 * @returns the title, description, path and `noindex`
 */
export function carPageSeo(
  car: (Pick<CarSummary, "nickname" | "make" | "model"> & { id: string }) | undefined,
  page: { title: (name: string) => string; description: string; path: (id: string) => string },
) {
  return {
    title: car ? page.title(carName(car)) : CAR_NOT_FOUND_TITLE,
    description: page.description,
    path: car ? page.path(car.id) : GARAGE_PATH,
    noindex: true,
  };
}
