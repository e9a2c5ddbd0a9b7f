/**
 * The content catalogue: typed, zod-checked data for every public page, plus the business
 * facts and booking options. Client-safe: no database, environment or Node imports.
 */
export * from "./business";
export * from "./booking-options";
export * from "./page-seo-schema";
export * from "./money";
export * from "./brands";
export * from "./brand-pages";
export * from "./models";
export * from "./services";
export * from "./localities";
export * from "./testimonials";
export * from "./offers";
export * from "./discount-offers";
export * from "./greetings";
export * from "./navigation";
export * from "./page-links";
export * from "./site-pages";
export * from "./breadcrumb-catalogue";
export { breadcrumbLabel } from "./breadcrumb-names";
