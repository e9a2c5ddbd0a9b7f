/**
 * JSON-LD structured data (DESIGN.md decision 10; spec section 3 "structured business
 * data"): the business as AutoRepair, breadcrumbs, and services. Every figure comes from
 * the business facts and the catalogue. Client-safe.
 */
import type { BusinessFacts } from "~/catalog/business";
import { coreServices } from "~/catalog/services";
import { structuredDataPaymentMethods, structuredDataPricing } from "~/catalog/offers";

type JsonLd = Record<string, unknown>;

/** Turns "Mo-Sa 08:00-20:00" into an OpeningHoursSpecification. */
function openingHoursSpec(entry: string): JsonLd | undefined {
  const m = /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))? (\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(entry);
  if (!m) return undefined;
  const days = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];
  const names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  const from = days.indexOf(m[1]!);
  const to = m[2] ? days.indexOf(m[2]) : from;
  return { "@type": "OpeningHoursSpecification", dayOfWeek: names.slice(from, to + 1), opens: m[3], closes: m[4] };
}

/**
 * The workshop as schema.org AutoRepair: address, geo, phone, opening hours, aggregate
 * rating, price range, payment methods and the offer catalogue of core services.
 * @param business the effective business facts
 * @param siteUrl SITE_URL, for `url` and `@id`
 */
export function autoRepairJsonLd(business: BusinessFacts, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "AutoRepair",
    "@id": `${siteUrl}/#business`,
    name: business.name,
    url: `${siteUrl}/`,
    telephone: business.phone,
    email: business.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: `${business.address.locality}, ${business.address.city}`,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
    openingHours: business.openingHours,
    openingHoursSpecification: business.openingHours.map(openingHoursSpec).filter(Boolean),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: business.rating.value,
      reviewCount: business.rating.count,
      bestRating: 5,
    },
    priceRange: business.priceRange,
    currenciesAccepted: "INR",
    paymentAccepted: structuredDataPaymentMethods.join(", "),
    areaServed: {
      "@type": "GeoCircle",
      geoMidpoint: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
      geoRadius: business.serviceRadiusKm * 1000,
    },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Car services",
      itemListElement: coreServices.map((s) => {
        const price = s.pricing.economy;
        return {
          "@type": "Offer",
          itemOffered: { "@type": "Service", name: s.title },
          ...(typeof price === "number"
            ? { priceSpecification: { "@type": "PriceSpecification", minPrice: price, priceCurrency: structuredDataPricing.currency } }
            : {}),
        };
      }),
    },
  };
}

/**
 * A BreadcrumbList for a trail of pages.
 * @param trail Home first, the current page last
 * @param siteUrl SITE_URL
 */
export function breadcrumbJsonLd(trail: ReadonlyArray<{ name: string; path: string }>, siteUrl: string): JsonLd {
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

/**
 * A Service offered by the workshop, for service, brand, model and locality pages.
 * @param service name, description, page path and optional lowest price in rupees
 * @param business the effective business facts (the provider)
 * @param siteUrl SITE_URL
 * @param areaServed place names, default the city
 */
export function serviceJsonLd(
  service: { name: string; description: string; path: string; priceFrom?: number; serviceType?: string },
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
    provider: { "@id": `${siteUrl}/#business`, "@type": "AutoRepair", name: business.name, telephone: business.phone },
    areaServed: areaServed.map((name) => ({ "@type": "Place", name })),
    ...(service.priceFrom
      ? {
          offers: {
            "@type": "Offer",
            priceCurrency: "INR",
            price: service.priceFrom,
            priceSpecification: { "@type": "PriceSpecification", minPrice: service.priceFrom, priceCurrency: "INR" },
          },
        }
      : {}),
  };
}
