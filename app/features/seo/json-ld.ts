/**
 * JSON-LD structured data (docs/product.md#seo): breadcrumbs and services. The business itself
 * (AutoRepair) is built on the server in `business-json-ld.ts`. Client-safe and light: it imports
 * no catalogue data.
 */
import type { BusinessFacts } from "~/catalog/business";

/** A JSON-LD object. */
export type JsonLd = Record<string, unknown>;

/**
 * A BreadcrumbList for a trail of pages.
 * @param trail Home first, the current page last
 * @param siteUrl SITE_URL
 */
export function breadcrumbJsonLd(
  trail: ReadonlyArray<{ name: string; path: string }>,
  siteUrl: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}

/** What a Service's JSON-LD is built from: name, description, page path, lowest price in
 * rupees and the kind of service. */
export interface ServiceJsonLdInput {
  name: string;
  description: string;
  path: string;
  priceFrom?: number;
  serviceType?: string;
}

/**
 * A Service offered by the workshop, for service, brand, model and locality pages.
 * @param service name, description, page path and optional lowest price in rupees
 * @param business the effective business facts (the provider)
 * @param siteUrl SITE_URL
 * @param areaServed place names, default the city
 */
export function serviceJsonLd(
  service: ServiceJsonLdInput,
  business: BusinessFacts,
  siteUrl: string,
  areaServed: string[] = [business.address.city],
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    url: `${siteUrl}${service.path}`,
    serviceType: service.serviceType ?? service.name,
    provider: {
      "@id": `${siteUrl}/#business`,
      "@type": "AutoRepair",
      name: business.name,
      telephone: business.phone,
    },
    areaServed: areaServed.map((name) => ({ "@type": "Place", name })),
    ...(service.priceFrom
      ? {
          offers: {
            "@type": "Offer",
            priceCurrency: "INR",
            price: service.priceFrom,
            priceSpecification: {
              "@type": "PriceSpecification",
              minPrice: service.priceFrom,
              priceCurrency: "INR",
            },
          },
        }
      : {}),
  };
}
