/**
 * The workshop as schema.org AutoRepair (docs/product.md#seo: opening hours Mo-Sa 08:00-20:00 and
 * Su 09:00-18:00). Built by the root loader on the server and handed to every page's meta,
 * so the offer catalogue never loads in the browser.
 */
import type { BusinessFacts } from "~/catalog/business";
import { coreServices } from "~/catalog/services";
import { structuredDataPaymentMethods, structuredDataPricing } from "~/catalog/offers";
import type { JsonLd } from "./json-ld";

/** Turns "Mo-Sa 08:00-20:00" into an OpeningHoursSpecification. */
function openingHoursSpec(entry: string): JsonLd | undefined {
  const m = /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))? (\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(
    entry,
  );
  if (!m) return undefined;
  const days = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];
  const names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  const from = days.indexOf(m[1]!);
  const to = m[2] ? days.indexOf(m[2]) : from;
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: names.slice(from, to + 1),
    opens: m[3],
    closes: m[4],
  };
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
    geo: {
      "@type": "GeoCoordinates",
      latitude: business.geo.latitude,
      longitude: business.geo.longitude,
    },
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
      geoMidpoint: {
        "@type": "GeoCoordinates",
        latitude: business.geo.latitude,
        longitude: business.geo.longitude,
      },
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
            ? {
                priceSpecification: {
                  "@type": "PriceSpecification",
                  minPrice: price,
                  priceCurrency: structuredDataPricing.currency,
                },
              }
            : {}),
        };
      }),
    },
  };
}
