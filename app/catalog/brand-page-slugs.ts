/**
 * The slugs of the brand pages (docs/product.md#route-service-pages), all of them written in
 * Telugu and Hindi too (docs/decisions/0026), apart from their content so that the list of
 * translated pages (`languages.ts`, read by the browser's shell) names them without carrying
 * the brand catalogue. A slug listed here has its words in `app/catalog/i18n/brand/te.json` and
 * `hi.json`, and every brand page is listed (both checked by `translated-brand-page.test.ts`): a
 * new brand page is written in the three languages, or the test fails. Client-safe.
 */
export const translatedBrandPageSlugs = [
  "mercedes-service",
  "bmw-service",
  "audi-service",
  "porsche-service",
  "jaguar-service",
  "land-rover-service",
  "lexus-service",
  "volvo-service",
  "tesla-service",
  "lamborghini-service",
  "maruti-service",
  "hyundai-service",
  "honda-service",
  "toyota-service",
  "tata-service",
  "mahindra-service",
  "skoda-service",
  "volkswagen-service",
  "jeep-service",
] as const;
