import { z } from "zod";
import { defaultBusinessFacts, directionsHref as directionsLink, whatsappHref } from "./business";
import { serviceTypes, type ServiceType } from "./booking-options";
import { BrandModelSchema, brands, type Brand } from "./brands";
import { brandGreeting } from "./greetings";
import { RupeesSchema, formatRupees, fromPriceText } from "./money";
import { getBrandOffer } from "./offers";
import {
  KeywordsSchema,
  PathSchema,
  SeoDescriptionSchema,
  SeoTitleSchema,
  SlugSchema,
  servicePath,
} from "./seo";

/**
 * Brand page content (spec section 2 "Brand pages"): hero, models, a grid of service
 * offerings with 'Book This … Service' buttons, the coverage areas and the closing call,
 * chat and book block. Most brands use the brand template; Audi, Honda and Toyota use the
 * generic template with 'Book Service Now' and 'Get Directions' and the six services of
 * the shared template for their group.
 */

const facts = defaultBusinessFacts;

/** What an offering is, so pages can link it and tests can check its price. */
export const offeringKinds = [
  "comprehensive",
  "periodic",
  "engine",
  "brakes",
  "ac",
  "transmission",
  "battery",
  "oil",
  "electrical",
  "suspension",
  "bodywork",
  "tyres",
  "general-repair",
  "special",
] as const;

/** One offering kind. */
export type OfferingKind = (typeof offeringKinds)[number];

/** The service page each offering kind links to, where one exists. */
export const offeringServicePage: Partial<Record<OfferingKind, string>> = {
  comprehensive: "periodic-service",
  periodic: "periodic-service",
  engine: "engine-service",
  brakes: "brake-service",
  ac: "ac-service",
  battery: "battery-replacement",
  oil: "oil-change",
  bodywork: "denting-painting",
  tyres: "tire-service",
  "general-repair": "custom-repairs",
};

/**
 * A service offering on a brand page: title, description, starting price in rupees, the
 * booking-form service type its button preselects and, when it is particular to the brand
 * (DSG, turbo, hybrid, 4x4 …), `brandSpecific: true`.
 */
export const BrandOfferingSchema = z.object({
  kind: z.enum(offeringKinds),
  title: z.string().min(5),
  description: z.string().min(60).max(260),
  priceFrom: RupeesSchema,
  brandSpecific: z.boolean(),
  bookingServiceType: z.enum(serviceTypes),
  servicePath: PathSchema.optional(),
});

/** A brand page offering; see {@link BrandOfferingSchema}. */
export type BrandOffering = z.infer<typeof BrandOfferingSchema>;

/** The generic template's two buttons (spec section 2: 'Book Service Now', 'Get Directions'). */
export const GenericCtaSchema = z.object({
  bookLabel: z.literal("Book Service Now"),
  bookPath: z.literal("/booking"),
  directionsLabel: z.literal("Get Directions"),
  directionsHref: z.url(),
});

/** The generic template's buttons; see {@link GenericCtaSchema}. */
export type GenericCta = z.infer<typeof GenericCtaSchema>;

/**
 * A brand page. `slug` equals the brand's slug; `coverageAreas` are locality slugs;
 * `priceFromText` is the cheapest offering ("from ₹1,999"); `comprehensiveFrom` is the
 * brand's full-service starting price used by the hero and structured data.
 */
export const BrandPageSchema = z
  .object({
    brandSlug: SlugSchema,
    brandName: z.string().min(2),
    slug: SlugSchema,
    path: PathSchema,
    template: z.enum(["brand", "generic"]),
    title: SeoTitleSchema,
    description: SeoDescriptionSchema,
    keywords: KeywordsSchema,
    heading: z.string().min(10),
    intro: z.string().min(150).max(600),
    models: z.array(BrandModelSchema).min(4),
    services: z.array(BrandOfferingSchema).min(6),
    coverageAreas: z.array(SlugSchema).min(6),
    whatsappGreeting: z.string().min(20),
    hasWhatsApp: z.boolean(),
    priceFromText: z.string().regex(/^from ₹[\d,]+$/),
    comprehensiveFrom: RupeesSchema,
    cta: GenericCtaSchema.optional(),
  })
  .superRefine((page, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (page.slug !== page.brandSlug) issue("slug", "A brand page's slug is its brand's slug");
    if (page.path !== servicePath(page.slug))
      issue("path", `Path must be ${servicePath(page.slug)}`);
    if (page.template === "generic" && !page.cta)
      issue("cta", "Generic pages carry Book Service Now and Get Directions");
    if (page.template === "brand" && page.cta)
      issue("cta", "Only generic pages carry the generic buttons");
    const cheapest = Math.min(...page.services.map((s) => s.priceFrom));
    if (page.priceFromText !== fromPriceText(cheapest))
      issue("priceFromText", `Must be ${fromPriceText(cheapest)}`);
    if (!page.whatsappGreeting.includes(page.brandName))
      issue("whatsappGreeting", "The greeting names the brand");
    const titles = page.services.map((s) => s.title);
    if (new Set(titles).size !== titles.length)
      issue("services", "Offering titles must be unique on a page");
    if (page.template === "brand" && !page.services.some((s) => s.brandSpecific)) {
      issue("services", "Brand-template pages have at least one brand-specific offering");
    }
  });

/** A brand page; see {@link BrandPageSchema}. */
export type BrandPage = z.infer<typeof BrandPageSchema>;

/** The nine coverage areas of every brand page (spec section 2 "Brand pages"). */
export const brandCoverageAreas = [
  "gachibowli",
  "banjara-hills",
  "jubilee-hills",
  "hitech-city",
  "kondapur",
  "madhapur",
  "kukatpally",
  "secunderabad",
  "uppal",
];

/** Default titles and booking service types per offering kind. */
const kindDefaults: Record<
  Exclude<OfferingKind, "special">,
  { title: string; booking: ServiceType }
> = {
  comprehensive: { title: "Comprehensive Service", booking: "Luxury Car Service" },
  periodic: { title: "Periodic Service", booking: "General Service & Maintenance" },
  engine: { title: "Engine Diagnostics & Repair", booking: "Engine Diagnostics & Repair" },
  brakes: { title: "Brake Service", booking: "Brake Service & Repair" },
  ac: { title: "AC Service & Repair", booking: "AC Service & Repair" },
  transmission: { title: "Transmission Service", booking: "Transmission Service" },
  battery: { title: "Battery Replacement", booking: "Battery replacement" },
  oil: { title: "Oil Change", booking: "Engine Oil Change" },
  electrical: { title: "Electrical Diagnostics", booking: "Electrical Diagnostics" },
  suspension: { title: "Suspension Repair", booking: "General Service & Maintenance" },
  bodywork: { title: "Denting & Painting", booking: "Body Work & Paint" },
  tyres: { title: "Tyres & Wheel Alignment", booking: "Tire Service & Alignment" },
  "general-repair": { title: "General Repair", booking: "General Service & Maintenance" },
};

/**
 * The default description of an offering kind for a brand.
 * @param kind the offering kind (not "special", which is always written out)
 * @param n the brand name as shown
 * @returns one or two sentences naming the brand
 */
function defaultDescription(kind: Exclude<OfferingKind, "special">, n: string): string {
  switch (kind) {
    case "comprehensive":
      return `A complete ${n} service to the maker's schedule: approved engine oil, all filters, fluids, a brake and suspension inspection, and a computer scan with service reset.`;
    case "periodic":
      return `${n} periodic service at the 10,000 km or yearly interval: oil and filter, air and cabin filters, fluid top-ups, a multi-point check and a wash.`;
    case "engine":
      return `Fault codes read from every ${n} control unit, live engine data checked on a road test, and a clear report and estimate before any repair.`;
    case "brakes":
      return `Brake pads, discs and fluid for your ${n}, with calipers cleaned, wear sensors checked and a road test to confirm quiet, straight stopping.`;
    case "ac":
      return `${n} air-conditioning restored: leak test, refrigerant recharge to the specified weight, cabin filter change and blower and condenser checks.`;
    case "transmission":
      return `Automatic and manual gearbox care for your ${n}: fluid and filter change, adaptation reset and a road test of shift quality.`;
    case "battery":
      return `Battery and charging-system test for your ${n}, with the correct battery fitted at your door and a 1 year warranty on the new battery.`;
    case "oil":
      return `Engine oil and filter change for your ${n} with oil that carries the maker's approval, plus a level check and service indicator reset.`;
    case "electrical":
      return `Warning lights, window, lighting, sensor and infotainment faults on your ${n} traced with wiring diagrams and fixed at the source.`;
    case "suspension":
      return `Worn bushes, links and shock absorbers on your ${n} replaced so it rides quietly and steers true over Hyderabad's speed breakers.`;
    case "bodywork":
      return `Dent, scratch and panel repair for your ${n}, painted to the factory colour code in a dust-free booth, with insurance claim support.`;
    case "tyres":
      return `Tyre rotation, computerised wheel alignment and balancing for your ${n}, plus new tyres supplied and fitted in the correct size and load rating.`;
    case "general-repair":
      return `Clutch, steering, suspension and electrical repairs for your ${n}, diagnosed free and quoted in writing before any work starts.`;
  }
}

/** An offering as written: kind and price, with optional title and description overrides. */
type OfferingInput = {
  kind: OfferingKind;
  priceFrom: number;
  title?: string;
  description?: string;
  brandSpecific?: boolean;
  bookingServiceType?: ServiceType;
};

/**
 * Completes written offerings for a brand: default titles, descriptions, booking types
 * and service-page links per kind.
 * @param brandName the brand name used in descriptions
 * @param inputs the written offerings
 * @returns the offerings (checked by {@link BrandOfferingSchema} afterwards)
 * @throws Error when a "special" offering lacks its title or description
 */
function offerings(brandName: string, inputs: OfferingInput[]): BrandOffering[] {
  return inputs.map((input) => {
    if (input.kind === "special") {
      if (!input.title || !input.description)
        throw new Error(`Special offering for ${brandName} needs title and description`);
      return {
        kind: "special",
        title: input.title,
        description: input.description,
        priceFrom: input.priceFrom,
        brandSpecific: true,
        bookingServiceType: input.bookingServiceType ?? "Luxury Car Service",
      };
    }
    const defaults = kindDefaults[input.kind];
    const linked = offeringServicePage[input.kind];
    return {
      kind: input.kind,
      title: input.title ?? defaults.title,
      description: input.description ?? defaultDescription(input.kind, brandName),
      priceFrom: input.priceFrom,
      brandSpecific: input.brandSpecific ?? false,
      bookingServiceType: input.bookingServiceType ?? defaults.booking,
      ...(linked ? { servicePath: servicePath(linked) } : {}),
    };
  });
}

/** What is written per brand page; the rest is derived from the brand entry. */
type BrandPageInput = {
  brandSlug: string;
  template: "brand" | "generic";
  title: string;
  description: string;
  keywords: string[];
  intro: string;
  services: OfferingInput[];
  /** Defaults to true; the Maruti page has no chat button (spec section 2). */
  hasWhatsApp?: boolean;
};

/** The Google Maps directions link to the workshop, for the generic template. */
const directionsHref = directionsLink(facts.geo);

/**
 * Completes a written brand page from its brand entry.
 * @param input the written page
 * @returns the page (checked by {@link BrandPageSchema} afterwards)
 * @throws Error when the brand slug is unknown
 */
function brandPage(input: BrandPageInput): BrandPage {
  const brand: Brand | undefined = brands.find((b) => b.slug === input.brandSlug);
  if (!brand) throw new Error(`Unknown brand: ${input.brandSlug}`);
  const services = offerings(brand.name, input.services);
  const main = services.find((s) => s.kind === "comprehensive" || s.kind === "periodic");
  const offer = getBrandOffer(brand.slug);
  const comprehensiveFrom = offer?.priceFrom ?? main?.priceFrom;
  if (comprehensiveFrom === undefined) throw new Error(`No comprehensive price for ${brand.slug}`);
  return {
    brandSlug: brand.slug,
    brandName: brand.name,
    slug: brand.slug,
    path: brand.route,
    template: input.template,
    title: input.title,
    description: input.description,
    keywords: input.keywords,
    heading: `${brand.name} Service in Hyderabad`,
    intro: input.intro,
    models: brand.models,
    services,
    coverageAreas: brandCoverageAreas,
    whatsappGreeting: brandGreeting(brand.name),
    hasWhatsApp: input.hasWhatsApp ?? true,
    priceFromText: fromPriceText(Math.min(...services.map((s) => s.priceFrom))),
    comprehensiveFrom,
    ...(input.template === "generic"
      ? {
          cta: {
            bookLabel: "Book Service Now",
            bookPath: "/booking",
            directionsLabel: "Get Directions",
            directionsHref,
          } as const,
        }
      : {}),
  };
}

/** The structured-data "from" price of a brand's comprehensive service (spec section 9). */
function offerPrice(brandSlug: string): number {
  const offer = getBrandOffer(brandSlug);
  if (!offer) throw new Error(`No structured-data offer for ${brandSlug}`);
  return offer.priceFrom;
}

/** The Maruti page states its prices "from ₹1,999" (spec section 2 "Brand pages"). */
export const MARUTI_FROM_PRICE = 1999;
const MARUTI_FROM_TEXT = fromPriceText(MARUTI_FROM_PRICE);
const MARUTI_FROM_TEXT_TITLE = `From ${formatRupees(MARUTI_FROM_PRICE)}`;

const brandPageData: BrandPage[] = [
  brandPage({
    brandSlug: "mercedes-service",
    template: "brand",
    title: "Mercedes-Benz Specialist Service in Hyderabad",
    description: `Mercedes-Benz Service A and B, Airmatic and AMG care in Hyderabad with genuine parts, free pickup and comprehensive service from ${formatRupees(offerPrice("mercedes-service"))}.`,
    keywords: [
      "Mercedes service Hyderabad",
      "Mercedes-Benz service centre",
      "Mercedes Service A B",
      "Airmatic repair",
      "AMG service Hyderabad",
    ],
    intro:
      "From a C-Class on its first Service A to a G-Class or Maybach, our Mercedes-Benz technicians work to the maker's schedules with approved oils and genuine parts. Airmatic suspension, 9G-Tronic gearboxes and the car's many electronic systems are diagnosed with dealer-level software, and every visit ends with a stamped service record.",
    services: [
      {
        kind: "comprehensive",
        priceFrom: offerPrice("mercedes-service"),
        title: "Service A & B",
        description:
          "Mercedes-Benz Service A or B as your dashboard asks: approved 229-grade oil, filters, fluids, a full inspection and the ASSYST reminder reset.",
      },
      { kind: "engine", priceFrom: 1999 },
      { kind: "brakes", priceFrom: 6999 },
      { kind: "ac", priceFrom: 3999 },
      {
        kind: "transmission",
        priceFrom: 9999,
        title: "7G & 9G-Tronic Gearbox Service",
        description:
          "Fluid and filter change for 7G-Tronic and 9G-Tronic automatic gearboxes, with conductor-plate checks and an adaptation reset for smooth shifts.",
      },
      { kind: "battery", priceFrom: 12999 },
      { kind: "oil", priceFrom: 4999 },
      { kind: "electrical", priceFrom: 2499 },
      { kind: "suspension", priceFrom: 7999 },
      { kind: "bodywork", priceFrom: 12999 },
      {
        kind: "special",
        priceFrom: 14999,
        title: "Airmatic Air Suspension Repair",
        description:
          "Sagging corners, a compressor that runs on or an Airmatic warning: air struts, valve blocks and compressors diagnosed and repaired.",
        bookingServiceType: "Luxury Car Service",
      },
      {
        kind: "special",
        priceFrom: 11999,
        title: "AMG Performance Care",
        description:
          "Servicing for AMG engines and brakes with high-performance fluids, plug and coil checks and a road test by a senior technician.",
      },
    ],
  }),
  brandPage({
    brandSlug: "bmw-service",
    template: "brand",
    title: "BMW Specialist Service in Hyderabad | Madhapur",
    description: `BMW Condition Based Service, turbo and xDrive care, coding and genuine parts in Hyderabad, with free pickup and comprehensive service from ${formatRupees(offerPrice("bmw-service"))}.`,
    keywords: [
      "BMW service Hyderabad",
      "BMW service centre Madhapur",
      "BMW CBS service",
      "BMW X5 service",
      "BMW coding Hyderabad",
    ],
    intro:
      "Our BMW specialists look after everything from a 3 Series on its first oil service to an X7 or an i4. We follow BMW's Condition Based Service, use Longlife-approved oils and genuine parts, register new batteries and code replacement parts to your car, so it behaves exactly as it left the factory.",
    services: [
      {
        kind: "comprehensive",
        priceFrom: offerPrice("bmw-service"),
        description:
          "BMW Condition Based Service in full: Longlife-approved oil, all filters, brake fluid, a vehicle check and the CBS reminders reset to your car's schedule.",
      },
      { kind: "engine", priceFrom: 1999 },
      { kind: "brakes", priceFrom: 6999 },
      { kind: "ac", priceFrom: 3999 },
      {
        kind: "transmission",
        priceFrom: 9999,
        title: "Steptronic Gearbox Service",
        description:
          "ZF 8-speed Steptronic gearbox fluid and sump-filter change, with a gearbox adaptation reset and road test for crisp, smooth shifts.",
      },
      {
        kind: "battery",
        priceFrom: 14999,
        description:
          "AGM battery test and replacement for your BMW, with the new battery registered to the car so it charges correctly, and a 1 year warranty.",
      },
      { kind: "oil", priceFrom: 5999 },
      { kind: "electrical", priceFrom: 2499 },
      { kind: "suspension", priceFrom: 7999 },
      { kind: "bodywork", priceFrom: 12999 },
      {
        kind: "special",
        priceFrom: 14999,
        title: "Turbocharger Service",
        description:
          "Boost leaks, whistling or lost power on BMW TwinPower Turbo engines traced and fixed: hoses, wastegates, diverter valves and turbo units.",
        bookingServiceType: "Engine Diagnostics & Repair",
      },
      {
        kind: "special",
        priceFrom: 4999,
        title: "Coding & Software Updates",
        description:
          "Software updates, coding of retrofitted parts and module programming so new parts and features work as BMW intended.",
        bookingServiceType: "Electrical Diagnostics",
      },
    ],
  }),
  brandPage({
    brandSlug: "audi-service",
    template: "generic",
    title: "Audi Service in Hyderabad | quattro & S tronic",
    description: `Audi service in Hyderabad for the A4, A6, Q3, Q5, Q7 and e-tron: engine, gearbox, AC and brake care, comprehensive service from ${formatRupees(offerPrice("audi-service"))}.`,
    keywords: [
      "Audi service Hyderabad",
      "Audi repair Madhapur",
      "Audi S tronic service",
      "Audi Q5 service",
      "Audi A4 service",
    ],
    intro: `Audi owners across Hyderabad trust us with their A4s, Q5s and Q7s. We diagnose with dealer-level software, service S tronic and tiptronic gearboxes to schedule and fit genuine or OEM parts. A comprehensive Audi service starts from ${formatRupees(offerPrice("audi-service"))}.`,
    services: [
      { kind: "engine", priceFrom: 1999 },
      { kind: "ac", priceFrom: 3999 },
      { kind: "brakes", priceFrom: 6999 },
      { kind: "battery", priceFrom: 12999 },
      { kind: "oil", priceFrom: 5999 },
      { kind: "transmission", priceFrom: 9999 },
    ],
  }),
  brandPage({
    brandSlug: "porsche-service",
    template: "brand",
    title: "Porsche Specialist Service in Hyderabad",
    description: `Porsche 911, Cayenne, Macan, Panamera and Taycan servicing in Hyderabad: PDK, brakes and performance tuning, comprehensive service from ${formatRupees(offerPrice("porsche-service"))}.`,
    keywords: [
      "Porsche service Hyderabad",
      "Porsche 911 service",
      "Porsche Cayenne service",
      "PDK service",
      "Porsche Macan repair",
    ],
    intro:
      "A Porsche deserves a workshop that understands it. We service the 911, Cayenne, Macan, Panamera and Taycan to the maker's intervals, look after PDK gearboxes and performance brakes, and collect low cars on a flatbed so nothing scrapes on the way.",
    services: [
      { kind: "comprehensive", priceFrom: offerPrice("porsche-service") },
      { kind: "engine", priceFrom: 2499 },
      {
        kind: "brakes",
        priceFrom: 9999,
        title: "Performance Brake Service",
        description:
          "Pads, discs and high-temperature fluid for Porsche steel and ceramic brake systems, with bedding-in on a road test.",
      },
      { kind: "ac", priceFrom: 5999 },
      {
        kind: "transmission",
        priceFrom: 14999,
        title: "PDK Gearbox Service",
        description:
          "PDK dual-clutch fluid and filter change with clutch adaptation, keeping Porsche's double-clutch gearbox quick and smooth.",
      },
      { kind: "battery", priceFrom: 17999 },
      { kind: "oil", priceFrom: 8999 },
      { kind: "electrical", priceFrom: 2999 },
      { kind: "suspension", priceFrom: 11999 },
      {
        kind: "special",
        priceFrom: 19999,
        title: "Performance Tuning & Track Preparation",
        description:
          "Alignment to track settings, brake fluid and pad upgrades and a full safety check before a track day, with road settings restored after.",
        bookingServiceType: "Luxury Car Service",
      },
    ],
  }),
  brandPage({
    brandSlug: "jaguar-service",
    template: "brand",
    title: "Jaguar Specialist Service in Hyderabad",
    description:
      "Jaguar XE, XF, F-Pace, F-Type and I-Pace servicing in Hyderabad, with Ingenium engine and ZF gearbox care, genuine parts and free pickup.",
    keywords: [
      "Jaguar service Hyderabad",
      "Jaguar XF service",
      "Jaguar F-Pace service",
      "Jaguar repair Madhapur",
      "I-Pace service",
    ],
    intro:
      "We look after Jaguar saloons, sports cars and SUVs, from the XE and XF to the F-Type and the electric I-Pace. Ingenium engines, ZF gearboxes and Jaguar's electronics are diagnosed with dealer-level software, and parts are genuine or OEM from the original suppliers.",
    services: [
      { kind: "comprehensive", priceFrom: 8999 },
      { kind: "engine", priceFrom: 1999 },
      { kind: "brakes", priceFrom: 6999 },
      { kind: "ac", priceFrom: 3999 },
      { kind: "transmission", priceFrom: 9999, title: "ZF Automatic Gearbox Service" },
      { kind: "battery", priceFrom: 12999 },
      { kind: "oil", priceFrom: 5999 },
      { kind: "electrical", priceFrom: 2499 },
      { kind: "suspension", priceFrom: 7999 },
      {
        kind: "special",
        priceFrom: 9999,
        title: "Ingenium Engine & Turbo Care",
        description:
          "Timing chain, oil-cooler and turbocharger checks for Jaguar Ingenium petrol and diesel engines, with software updates where Jaguar has issued them.",
        bookingServiceType: "Engine Diagnostics & Repair",
      },
    ],
  }),
  brandPage({
    brandSlug: "land-rover-service",
    template: "brand",
    title: "Land Rover & Range Rover Service in Hyderabad",
    description:
      "Range Rover, Discovery and Defender service in Hyderabad: air suspension, Terrain Response and 4x4 care with genuine parts and flatbed pickup.",
    keywords: [
      "Land Rover service Hyderabad",
      "Range Rover service Hyderabad",
      "Defender service",
      "air suspension repair",
      "Discovery Sport service",
    ],
    intro:
      "Range Rovers, Discoverys and Defenders are built to go anywhere, and their air suspension, Terrain Response and four-wheel-drive systems need specialist care to keep doing so. We diagnose with dealer-level software, repair air suspension in-house and service transfer cases and differentials to schedule.",
    services: [
      { kind: "comprehensive", priceFrom: 9999 },
      { kind: "engine", priceFrom: 1999 },
      { kind: "brakes", priceFrom: 7999 },
      { kind: "ac", priceFrom: 3999 },
      { kind: "transmission", priceFrom: 9999 },
      { kind: "battery", priceFrom: 13999 },
      { kind: "oil", priceFrom: 6499 },
      { kind: "electrical", priceFrom: 2499 },
      {
        kind: "suspension",
        priceFrom: 14999,
        title: "Air Suspension Repair",
        description:
          "Air springs, compressors, valve blocks and height sensors on Range Rover and Discovery models repaired, with ride height recalibrated afterwards.",
        brandSpecific: true,
      },
      {
        kind: "special",
        priceFrom: 7999,
        title: "4x4 & Off-Road Systems Service",
        description:
          "Transfer case and differential oils, Terrain Response checks and an underbody inspection for Land Rovers that leave the tarmac.",
        bookingServiceType: "Transmission Service",
      },
    ],
  }),
  brandPage({
    brandSlug: "lexus-service",
    template: "brand",
    title: "Lexus Hybrid Specialist Service in Hyderabad",
    description:
      "Lexus ES, NX, RX, LS, LX and LM servicing in Hyderabad with hybrid battery health checks, genuine parts and free doorstep pickup.",
    keywords: [
      "Lexus service Hyderabad",
      "Lexus hybrid service",
      "Lexus ES 300h service",
      "Lexus NX service",
      "hybrid car service Hyderabad",
    ],
    intro:
      "Lexus cars are famously reliable, and the right maintenance keeps them that way. We service Lexus self-charging hybrids to schedule, test the hybrid battery and inverter cooling, and look after the LX's diesel V6 and the LM's rear-cabin comforts with the same care.",
    services: [
      { kind: "comprehensive", priceFrom: 7999 },
      { kind: "engine", priceFrom: 1999 },
      {
        kind: "brakes",
        priceFrom: 5999,
        description:
          "Brake pads, discs and fluid for your Lexus, with the hybrid's regenerative braking system put into maintenance mode for safe work and tested afterwards.",
      },
      { kind: "ac", priceFrom: 3999 },
      { kind: "transmission", priceFrom: 7999, title: "e-CVT & Automatic Gearbox Service" },
      { kind: "battery", priceFrom: 9999, title: "12V Battery Replacement" },
      { kind: "oil", priceFrom: 4999 },
      { kind: "electrical", priceFrom: 2499 },
      { kind: "suspension", priceFrom: 6999 },
      {
        kind: "special",
        priceFrom: 2999,
        title: "Hybrid System Health Check",
        description:
          "Hybrid battery cell-balance and capacity test, inverter coolant and battery cooling-fan service, with a written health report for your Lexus.",
        bookingServiceType: "Electrical Diagnostics",
      },
    ],
  }),
  brandPage({
    brandSlug: "volvo-service",
    template: "brand",
    title: "Volvo Specialist Service in Hyderabad | Madhapur",
    description:
      "Volvo XC40, XC60, XC90 and S90 servicing in Hyderabad, with driver-assistance calibration, mild-hybrid care, genuine parts and free pickup.",
    keywords: [
      "Volvo service Hyderabad",
      "Volvo XC60 service",
      "Volvo XC90 service",
      "Volvo ADAS calibration",
      "Volvo repair Madhapur",
    ],
    intro:
      "Volvo builds its cars around safety, and its cameras, radar and mild-hybrid systems need to be looked after as carefully as the engine. We service XC and S-series Volvos to schedule, recalibrate driver-assistance sensors after windscreen or bumper work, and use approved oils and genuine parts.",
    services: [
      { kind: "comprehensive", priceFrom: 7999 },
      { kind: "engine", priceFrom: 1999 },
      { kind: "brakes", priceFrom: 5999 },
      { kind: "ac", priceFrom: 3999 },
      { kind: "transmission", priceFrom: 8999 },
      { kind: "battery", priceFrom: 11999 },
      { kind: "oil", priceFrom: 4999 },
      { kind: "electrical", priceFrom: 2499 },
      { kind: "suspension", priceFrom: 6999 },
      {
        kind: "special",
        priceFrom: 6999,
        title: "ADAS Camera & Radar Calibration",
        description:
          "City Safety, Pilot Assist and lane-keeping sensors recalibrated after windscreen, bumper or alignment work, so your Volvo's safety systems see clearly.",
        bookingServiceType: "Electrical Diagnostics",
      },
    ],
  }),
  brandPage({
    brandSlug: "tesla-service",
    template: "brand",
    title: "Tesla Service in Hyderabad | EV Specialists",
    description:
      "Tesla Model S, 3, X and Y care in Hyderabad: battery-pack health reports, brakes, tyres, suspension and heat-pump AC by EV-trained technicians.",
    keywords: [
      "Tesla service Hyderabad",
      "Tesla repair India",
      "Tesla Model 3 service",
      "Tesla Model Y service",
      "EV service Hyderabad",
    ],
    intro:
      "Imported Teslas need care that few workshops in Hyderabad can give. An electric car has no oil to change, but its battery pack, thermal system, brakes, tyres and suspension still need regular attention. Our EV-trained technicians use insulated tools and proper high-voltage procedures for every job.",
    services: [
      {
        kind: "comprehensive",
        priceFrom: 6999,
        title: "Annual EV Health Check",
        description:
          "A yearly Tesla check: brake fluid test, caliper cleaning, cabin and HEPA filters, tyre rotation, suspension inspection and a software and fault-log review.",
      },
      {
        kind: "special",
        priceFrom: 4999,
        title: "Battery-Pack Health Report",
        description:
          "High-voltage battery pack state-of-health and cell-balance readout, coolant check and charging test, with a written report for resale or warranty.",
        bookingServiceType: "Electrical Diagnostics",
      },
      {
        kind: "battery",
        priceFrom: 9999,
        title: "12V & Low-Voltage Battery Replacement",
        description:
          "Replacement of the Tesla's 12V lead-acid or 16V lithium low-voltage battery when the car warns of it, with the car's systems checked afterwards.",
      },
      {
        kind: "brakes",
        priceFrom: 4999,
        description:
          "Brake fluid change, caliper cleaning and lubrication and pad checks for your Tesla; regenerative braking means pads last, but calipers still need care.",
      },
      {
        kind: "ac",
        priceFrom: 5999,
        title: "Heat Pump & AC Service",
        description:
          "Tesla heat pump and air-conditioning service: refrigerant recovery and recharge with the correct oil, leak testing and cabin airflow checks.",
      },
      {
        kind: "transmission",
        priceFrom: 7999,
        title: "Drive Unit Inspection",
        description:
          "Drive unit noise diagnosis, oil-leak inspection and half-shaft and mount checks for front and rear Tesla motors.",
        bookingServiceType: "Transmission Service",
      },
      {
        kind: "electrical",
        priceFrom: 2999,
        title: "Charging & Electrical Diagnostics",
        description:
          "Charge-port, on-board charger and wall-connector faults traced, along with door-handle, window and sensor faults on your Tesla.",
      },
      { kind: "suspension", priceFrom: 7999 },
      {
        kind: "tyres",
        priceFrom: 1999,
        description:
          "Tyre rotation, alignment and balancing for heavy, high-torque Teslas, which wear tyres faster than petrol cars, plus EV-rated tyres supplied and fitted.",
      },
      {
        kind: "bodywork",
        priceFrom: 12999,
        title: "Paint & Body Repair",
        description:
          "Dent, scratch and panel repair for Tesla aluminium and steel bodies, with colour matching to Tesla paint codes and careful handling of sensors.",
      },
    ],
  }),
  brandPage({
    brandSlug: "lamborghini-service",
    template: "brand",
    title: "Lamborghini Service in Hyderabad | By Appointment",
    description:
      "Appointment-only Lamborghini Urus, Huracán and Aventador service in Hyderabad, with enclosed transport and a dedicated senior technician.",
    keywords: [
      "Lamborghini service Hyderabad",
      "Lamborghini Urus service",
      "Huracan service India",
      "supercar service Hyderabad",
      "exotic car service",
    ],
    intro:
      "Every Lamborghini we look after is booked by appointment and handled by one senior technician from collection to delivery. Cars travel in an enclosed carrier, are worked on in a reserved bay and are road-tested by the same person who serviced them.",
    services: [
      { kind: "comprehensive", priceFrom: 29999, title: "Annual Service" },
      { kind: "engine", priceFrom: 4999 },
      {
        kind: "brakes",
        priceFrom: 19999,
        title: "Carbon-Ceramic Brake Care",
        description:
          "Inspection, cleaning and pad replacement for Lamborghini carbon-ceramic brakes, with high-temperature fluid and disc wear measured by weight and thickness.",
      },
      { kind: "ac", priceFrom: 7999 },
      { kind: "transmission", priceFrom: 24999, title: "Gearbox & Clutch Service" },
      { kind: "battery", priceFrom: 19999 },
      { kind: "oil", priceFrom: 14999 },
      { kind: "electrical", priceFrom: 4999 },
      { kind: "suspension", priceFrom: 19999 },
      {
        kind: "special",
        priceFrom: 9999,
        title: "Front-Axle Lift System Service",
        description:
          "Nose-lift hydraulics checked, bled and tested so your Lamborghini clears Hyderabad's speed breakers and ramps without scraping.",
      },
    ],
  }),
  brandPage({
    brandSlug: "maruti-service",
    template: "brand",
    hasWhatsApp: false,
    title: `Maruti Suzuki Car Service in Hyderabad | ${MARUTI_FROM_TEXT_TITLE}`,
    description: `Maruti Suzuki Swift, Baleno, Dzire, Brezza and Ertiga service in Hyderabad ${MARUTI_FROM_TEXT}, with genuine parts, CNG care and free pickup.`,
    keywords: [
      "Maruti service Hyderabad",
      "Maruti Suzuki service centre",
      "Swift service",
      "Baleno service",
      "Maruti CNG service",
    ],
    intro:
      "India's favourite cars deserve honest, affordable care. We service every Maruti Suzuki from the Alto K10 to the Grand Vitara with genuine parts at fair, fixed prices, look after factory-fitted S-CNG kits and AMT gearboxes, and collect and deliver your car free of charge.",
    services: [
      { kind: "periodic", priceFrom: 2499 },
      { kind: "engine", priceFrom: 1999 },
      { kind: "brakes", priceFrom: 2499 },
      { kind: "ac", priceFrom: 1999 },
      {
        kind: "transmission",
        priceFrom: 2499,
        title: "AMT & Manual Gearbox Service",
        description:
          "Gear oil change, clutch adjustment and AMT actuator calibration for Maruti Suzuki manual and AGS gearboxes, ending jerky shifts.",
      },
      { kind: "battery", priceFrom: 3500 },
      { kind: "oil", priceFrom: 1999 },
      { kind: "electrical", priceFrom: 1999 },
      { kind: "suspension", priceFrom: 2999 },
      {
        kind: "special",
        priceFrom: 2499,
        title: "S-CNG Kit Service",
        description:
          "Factory S-CNG kit service for Maruti Suzuki cars: filter change, leak test, pressure regulator check and tuning for smooth switching between fuels.",
        bookingServiceType: "General Service & Maintenance",
      },
    ],
  }),
  brandPage({
    brandSlug: "hyundai-service",
    template: "brand",
    title: "Hyundai Car Service in Hyderabad | Creta, Venue, i20",
    description:
      "Hyundai Creta, Venue, i20, Verna and Alcazar service in Hyderabad, with turbo-GDi and DCT care, genuine parts and free doorstep pickup.",
    keywords: [
      "Hyundai service Hyderabad",
      "Hyundai Creta service",
      "Hyundai Venue service",
      "Hyundai i20 service",
      "Hyundai DCT service",
    ],
    intro:
      "From the Grand i10 Nios to the Tucson and Ioniq 5, we service every Hyundai on the road in India. Turbo-GDi engines and dual-clutch gearboxes get the specific care they need, parts are genuine, and prices are fixed before we start.",
    services: [
      { kind: "periodic", priceFrom: 2799 },
      { kind: "engine", priceFrom: 1499 },
      { kind: "brakes", priceFrom: 2499 },
      { kind: "ac", priceFrom: 1999 },
      { kind: "transmission", priceFrom: 4499 },
      { kind: "battery", priceFrom: 3500 },
      { kind: "oil", priceFrom: 2299 },
      { kind: "electrical", priceFrom: 1499 },
      { kind: "suspension", priceFrom: 2999 },
      {
        kind: "special",
        priceFrom: 3499,
        title: "Turbo GDi & DCT Care",
        description:
          "Carbon clean, turbo and intercooler checks for Hyundai 1.0 and 1.5 turbo-GDi engines, with 7-speed DCT clutch adaptation and software updates.",
        bookingServiceType: "Engine Diagnostics & Repair",
      },
    ],
  }),
  brandPage({
    brandSlug: "honda-service",
    template: "generic",
    title: "Honda Car Service in Hyderabad | City, Amaze",
    description:
      "Honda City, Amaze, Elevate and City e:HEV service in Hyderabad: periodic service, CVT and hybrid care, AC, brakes and genuine parts.",
    keywords: [
      "Honda service Hyderabad",
      "Honda City service",
      "Honda Amaze service",
      "Honda Elevate service",
      "Honda CVT service",
    ],
    intro:
      "Honda's petrol engines and CVT gearboxes are smooth and long-lived when they are maintained properly. We service the City, Amaze and Elevate to Honda's schedule, check the City e:HEV's hybrid system, and use CVT fluid that meets Honda's specification.",
    services: [
      { kind: "periodic", priceFrom: 2999 },
      { kind: "ac", priceFrom: 2499 },
      { kind: "brakes", priceFrom: 2999 },
      { kind: "battery", priceFrom: 4500 },
      { kind: "oil", priceFrom: 2499 },
      { kind: "general-repair", priceFrom: 1499 },
    ],
  }),
  brandPage({
    brandSlug: "toyota-service",
    template: "generic",
    title: "Toyota Car Service in Hyderabad | Innova, Fortuner",
    description:
      "Toyota Innova, Fortuner, Hyryder, Glanza and Camry service in Hyderabad: diesel and hybrid care, AC, brakes, genuine parts and free pickup.",
    keywords: [
      "Toyota service Hyderabad",
      "Innova Crysta service",
      "Fortuner service",
      "Toyota hybrid service",
      "Innova Hycross service",
    ],
    intro:
      "Innovas and Fortuners often cover huge distances, and the Hycross, Hyryder and Camry add hybrid systems to look after. We service Toyota diesels and hybrids to schedule with genuine parts, check injectors and DPFs on high-mileage diesels and test hybrid batteries at every visit.",
    services: [
      { kind: "periodic", priceFrom: 3299 },
      { kind: "ac", priceFrom: 2499 },
      { kind: "brakes", priceFrom: 2999 },
      { kind: "battery", priceFrom: 4500 },
      { kind: "oil", priceFrom: 2999 },
      { kind: "general-repair", priceFrom: 1499 },
    ],
  }),
  brandPage({
    brandSlug: "tata-service",
    template: "brand",
    title: "Tata Car Service in Hyderabad | Nexon, Punch, EV",
    description:
      "Tata Nexon, Punch, Tiago, Altroz, Harrier and Safari service in Hyderabad, including Nexon EV care, genuine parts and free pickup.",
    keywords: [
      "Tata service Hyderabad",
      "Tata Nexon service",
      "Tata Punch service",
      "Nexon EV service",
      "Tata Harrier service",
    ],
    intro:
      "Tata's range now runs from the Tiago to the Safari, with petrol, diesel, CNG and electric versions. We service them all with genuine parts, keep Harrier and Safari diesels in good health and give Nexon EV owners a proper electric-car check, not just a wash.",
    services: [
      { kind: "periodic", priceFrom: 2499 },
      { kind: "engine", priceFrom: 1499 },
      { kind: "brakes", priceFrom: 2499 },
      { kind: "ac", priceFrom: 1999 },
      { kind: "transmission", priceFrom: 3999 },
      { kind: "battery", priceFrom: 3500 },
      { kind: "oil", priceFrom: 1999 },
      { kind: "electrical", priceFrom: 1499 },
      { kind: "suspension", priceFrom: 2999 },
      {
        kind: "special",
        priceFrom: 2999,
        title: "Nexon EV Health Check",
        description:
          "Battery state-of-health readout, coolant and charging-port checks, brake and tyre inspection and software fault review for the Tata Nexon EV.",
        bookingServiceType: "Electrical Diagnostics",
      },
    ],
  }),
  brandPage({
    brandSlug: "mahindra-service",
    template: "brand",
    title: "Mahindra Service in Hyderabad | XUV700, Thar",
    description:
      "Mahindra XUV700, Scorpio-N, Thar, XUV 3XO and Bolero service in Hyderabad, with 4x4 and diesel care, genuine parts and free pickup.",
    keywords: [
      "Mahindra service Hyderabad",
      "XUV700 service",
      "Thar service",
      "Scorpio-N service",
      "Mahindra 4x4 service",
    ],
    intro:
      "Mahindra SUVs are built tough and often driven hard. We service mHawk and mStallion engines, keep four-wheel-drive systems on the Thar and Scorpio-N working, and handle the XUV700's driver-assistance features and electronics with the right diagnostic tools.",
    services: [
      { kind: "periodic", priceFrom: 3299 },
      { kind: "engine", priceFrom: 1499 },
      { kind: "brakes", priceFrom: 2999 },
      { kind: "ac", priceFrom: 2499 },
      { kind: "transmission", priceFrom: 4999 },
      { kind: "battery", priceFrom: 4500 },
      { kind: "oil", priceFrom: 2799 },
      { kind: "electrical", priceFrom: 1499 },
      { kind: "suspension", priceFrom: 3499 },
      {
        kind: "special",
        priceFrom: 4999,
        title: "4x4 System Service",
        description:
          "Transfer case and differential oils, 4WD engagement checks and an underbody inspection for Thar and Scorpio-N 4x4 models.",
        bookingServiceType: "Transmission Service",
      },
    ],
  }),
  brandPage({
    brandSlug: "skoda-service",
    template: "brand",
    title: "Skoda Service in Hyderabad | DSG & TSI Specialists",
    description:
      "Skoda Octavia, Superb, Kodiaq, Kushaq and Slavia service in Hyderabad, with DSG gearbox and TSI engine care, genuine parts and free pickup.",
    keywords: [
      "Skoda service Hyderabad",
      "Skoda DSG service",
      "Skoda Octavia service",
      "Skoda Kushaq service",
      "Skoda Slavia service",
    ],
    intro:
      "Skoda's TSI engines and DSG gearboxes reward owners who keep up with maintenance. We service every Skoda from the Rapid to the Kodiaq with dealer-level diagnostics, change DSG oil on schedule and fix the mechatronic faults that cause jerky low-speed driving.",
    services: [
      { kind: "periodic", priceFrom: 3299 },
      { kind: "engine", priceFrom: 1499 },
      { kind: "brakes", priceFrom: 2999 },
      { kind: "ac", priceFrom: 2499 },
      {
        kind: "transmission",
        priceFrom: 3999,
        title: "Clutch & Manual Gearbox Repair",
        description:
          "Clutch replacement, gear-oil change and linkage adjustment for manual Skodas, with a road test to confirm smooth take-up and clean shifts.",
      },
      { kind: "battery", priceFrom: 4500 },
      { kind: "oil", priceFrom: 2999 },
      { kind: "electrical", priceFrom: 1499 },
      { kind: "suspension", priceFrom: 3499 },
      {
        kind: "special",
        priceFrom: 6999,
        title: "DSG Gearbox Service",
        description:
          "DSG oil and filter change, mechatronic diagnosis and clutch adaptation for Skoda DQ200 and DQ381 gearboxes, curing judder and hesitant starts.",
        bookingServiceType: "Transmission Service",
      },
    ],
  }),
  brandPage({
    brandSlug: "volkswagen-service",
    template: "brand",
    title: "Volkswagen Service in Hyderabad | DSG Specialists",
    description:
      "Volkswagen Polo, Vento, Tiguan, T-Roc and Passat service in Hyderabad, with DSG gearbox and TSI/TDI engine care and free pickup.",
    keywords: [
      "Volkswagen service Hyderabad",
      "VW DSG service",
      "VW Polo service",
      "Tiguan service",
      "Volkswagen repair Madhapur",
    ],
    intro:
      "Volkswagen's TSI and TDI engines and DSG gearboxes are a pleasure to drive when maintained well. We service Polos, Ventos, Tiguans and Passats with dealer-level diagnostics, change DSG oil on time and keep older TDI diesels running clean.",
    services: [
      { kind: "periodic", priceFrom: 3299 },
      { kind: "engine", priceFrom: 1499 },
      { kind: "brakes", priceFrom: 2999 },
      { kind: "ac", priceFrom: 2499 },
      {
        kind: "transmission",
        priceFrom: 3999,
        title: "Clutch & Manual Gearbox Repair",
        description:
          "Clutch replacement, gear-oil change and linkage adjustment for manual Volkswagens, with a road test to confirm smooth take-up and clean shifts.",
      },
      { kind: "battery", priceFrom: 4500 },
      { kind: "oil", priceFrom: 2999 },
      { kind: "electrical", priceFrom: 1499 },
      { kind: "suspension", priceFrom: 3499 },
      {
        kind: "special",
        priceFrom: 6999,
        title: "DSG Gearbox Service",
        description:
          "DSG oil and filter change, mechatronic diagnosis and clutch adaptation for Volkswagen DQ200 and DQ381 gearboxes, curing judder and hesitant starts.",
        bookingServiceType: "Transmission Service",
      },
    ],
  }),
  brandPage({
    brandSlug: "jeep-service",
    template: "brand",
    title: "Jeep Service in Hyderabad | 4WD & Off-Road Prep",
    description:
      "Jeep Compass, Meridian, Wrangler and Grand Cherokee service in Hyderabad, with 4WD system care, off-road preparation and free pickup.",
    keywords: [
      "Jeep service Hyderabad",
      "Jeep Compass service",
      "Jeep Meridian service",
      "Wrangler service",
      "Jeep 4WD service",
    ],
    intro:
      "Jeeps are made for adventure, and we keep them ready for it. From the Compass and Meridian to the Wrangler and Grand Cherokee, we service Multijet diesels and petrol engines, look after 4WD systems and prepare Jeeps properly before an off-road trip.",
    services: [
      { kind: "periodic", priceFrom: 3999 },
      { kind: "engine", priceFrom: 1999 },
      { kind: "brakes", priceFrom: 3499 },
      { kind: "ac", priceFrom: 2499 },
      {
        kind: "transmission",
        priceFrom: 5999,
        title: "4WD & Transfer Case Service",
        description:
          "Transfer case, front and rear differential oils and Selec-Terrain checks for Jeep 4WD systems, so four-wheel drive engages when you need it.",
        brandSpecific: true,
      },
      { kind: "battery", priceFrom: 4500 },
      { kind: "oil", priceFrom: 3499 },
      { kind: "electrical", priceFrom: 1999 },
      { kind: "suspension", priceFrom: 4499 },
      {
        kind: "special",
        priceFrom: 7999,
        title: "Off-Road Preparation",
        description:
          "Pre-trail inspection of underbody guards, tyres, recovery points, cooling and 4WD systems, with a post-trip wash and underbody check for your Jeep.",
        bookingServiceType: "General Service & Maintenance",
      },
    ],
  }),
];

/** Every brand page, in brand catalogue order (spec section 2 "Service page slugs"). */
export const brandPages: BrandPage[] = z.array(BrandPageSchema).parse(brandPageData);

/**
 * Looks a brand page up by slug.
 * @param slug e.g. "jeep-service"
 * @returns the page, or undefined when no brand page has that slug
 */
export function getBrandPage(slug: string): BrandPage | undefined {
  return brandPages.find((p) => p.slug === slug);
}

/**
 * The WhatsApp link for a brand page, when the page has a chat button.
 * @param page a brand page
 * @param whatsappNumber the WhatsApp number in E.164 form (the business phone)
 * @returns "https://wa.me/<digits>?text=<greeting>", or undefined for pages without chat
 *   (the Maruti page, spec section 2)
 */
export function brandWhatsappHref(
  page: BrandPage,
  whatsappNumber: string = facts.phone,
): string | undefined {
  return page.hasWhatsApp ? whatsappHref(whatsappNumber, page.whatsappGreeting) : undefined;
}

/**
 * The six services of the shared brand template for a brand group (spec section 2:
 * premium brands offer Engine, AC, Brake, Battery, Oil Change, Transmission; mainstream
 * brands offer Periodic Service, AC, Brake, Battery, Oil Change, General Repair).
 * @param type "luxury" for the premium group, "popular" for the mainstream group
 * @returns the six offering kinds in the spec's order
 */
export function sharedTemplateKinds(type: "luxury" | "popular"): OfferingKind[] {
  return type === "luxury"
    ? ["engine", "ac", "brakes", "battery", "oil", "transmission"]
    : ["periodic", "ac", "brakes", "battery", "oil", "general-repair"];
}
