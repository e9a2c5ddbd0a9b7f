/**
 * The slugs of the model pages and of the locality pages under /service
 * (docs/product.md#route-service-pages), apart from their content so that the list of
 * translated pages (`languages.ts`, read by the browser's shell) names them without carrying
 * the catalogues. Client-safe. `translated-model-and-locality-pages.test.ts` checks they are the
 * catalogues' slugs.
 */

/** The model pages' slugs, in the order of `data/models.json`. */
export const modelPageSlugs = [
  "bmw-x-series-service",
  "mercedes-c-class-service",
  "hyundai-creta-service",
  "maruti-swift-service",
] as const;

/** The locality pages' slugs, in the order of `data/localities.json` (featured first). */
export const localitySlugs = [
  "gachibowli",
  "banjara-hills",
  "jubilee-hills",
  "hitech-city",
  "kondapur",
  "madhapur",
  "manikonda",
  "financial-district",
  "kukatpally",
  "lb-nagar",
  "miyapur",
  "secunderabad",
  "uppal",
  "bowenpally",
  "kompally",
  "medipally",
  "rajendra-nagar",
  "kollur",
] as const;
