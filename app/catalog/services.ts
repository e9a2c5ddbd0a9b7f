import { z } from "zod";
import { defaultBusinessFacts } from "./business";
import { serviceTypes } from "./booking-options";
import { RupeesSchema, formatRupees, priceTiers, priceTierLabels, type PriceTier } from "./money";
import {
  FaqSchema,
  KeywordsSchema,
  PathSchema,
  SeoDescriptionSchema,
  SeoTitleSchema,
  SlugSchema,
  servicePath,
} from "./seo";

export { formatRupees } from "./money";

/**
 * The service catalogue: the six core services with their tier prices (spec section 3
 * "Core service", prices from spec section 9), the home page's four headline services and
 * extra services list (spec section 3 "Service card"), and the service-type pages of the
 * sitemap (spec section 9 "Sitemap"). Every service with a page is exposed once, as a
 * {@link ServicePage}, through {@link servicePages}.
 */

const facts = defaultBusinessFacts;
const warranty = `${facts.promises.warrantyMonths}-month`;

/** A price in rupees, or "On Request" where the work is quoted after inspection. */
export const ServicePriceSchema = z.union([RupeesSchema, z.literal("On Request")]);

/** A catalogue price; see {@link ServicePriceSchema}. */
export type ServicePrice = z.infer<typeof ServicePriceSchema>;

/**
 * Formats a catalogue price for display.
 * @param price rupees or "On Request"
 * @returns "₹2,499" for a number (see {@link formatRupees}); "On Request" unchanged
 */
export function formatServicePrice(price: ServicePrice): string {
  return price === "On Request" ? price : formatRupees(price);
}

/** The ids of the six core services (spec section 3 "Core service"). */
export const coreServiceIds = [
  "periodic-service",
  "ac-service",
  "denting-painting",
  "battery-replacement",
  "tire-service",
  "custom-repairs",
] as const;

/** One of the six core service ids. */
export type CoreServiceId = (typeof coreServiceIds)[number];

/** The slugs of the service-type pages listed in the sitemap (spec section 2 and 9). */
export const serviceTypeSlugs = [
  "ac-service",
  "engine-service",
  "battery-service",
  "brake-service",
  "oil-change",
] as const;

/** Page content shared by every service page: heading, intro, inclusions and questions. */
const ServicePageContentSchema = z.object({
  title: SeoTitleSchema,
  description: SeoDescriptionSchema,
  keywords: KeywordsSchema,
  heading: z.string().min(10),
  intro: z.string().min(120),
  included: z.array(z.string().min(5)).min(5),
  faqs: z.array(FaqSchema).min(2),
});

/**
 * A core service (spec section 3): id, title, description, lucide-react icon name, features,
 * price per tier, popular flag and the brand pages (by slug) for which the workshop follows
 * a brand-specific procedure. `page` is the content of its /service/{id} page.
 */
export const CoreServiceSchema = z.object({
  id: z.enum(coreServiceIds),
  path: PathSchema,
  title: z.string().min(3),
  description: z.string().min(40).max(200),
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]+$/, "A lucide-react icon component name"),
  features: z.array(z.string().min(3)).min(4),
  pricing: z.object({
    economy: ServicePriceSchema,
    premium: ServicePriceSchema,
    luxury: ServicePriceSchema,
    superLuxury: ServicePriceSchema,
  }),
  popular: z.boolean(),
  brandSpecific: z.array(SlugSchema),
  warrantyMonths: z.number().int().positive().optional(),
  bookingServiceType: z.enum(serviceTypes),
  page: ServicePageContentSchema,
});

/** A core service; see {@link CoreServiceSchema}. */
export type CoreService = z.infer<typeof CoreServiceSchema>;

const coreServiceData = [
  {
    id: "periodic-service",
    path: servicePath("periodic-service"),
    title: "Periodic Service",
    description:
      "Scheduled maintenance to the maker's service plan: engine oil, filters, fluids and a full safety inspection.",
    icon: "Wrench",
    features: [
      "Engine oil and oil filter change",
      "Air and cabin filter replacement",
      "Fluid top-ups and leak check",
      "Brake and suspension inspection",
      "Computer scan and service reset",
    ],
    pricing: { economy: 2499, premium: 3299, luxury: 4999, superLuxury: 7499 },
    popular: true,
    brandSpecific: [
      "mercedes-service",
      "bmw-service",
      "audi-service",
      "porsche-service",
      "volvo-service",
    ],
    bookingServiceType: "General Service & Maintenance",
    page: {
      title: `Periodic Car Service in Hyderabad | From ${formatRupees(2499)}`,
      description:
        "Scheduled car service in Hyderabad to your maker's plan: oil, filters, fluids and a safety check, with free doorstep pickup from Madhapur.",
      keywords: [
        "periodic car service Hyderabad",
        "car general service",
        "scheduled maintenance",
        "car service Madhapur",
      ],
      heading: "Periodic Car Service in Hyderabad",
      intro:
        "A periodic service keeps your car on its maker's maintenance schedule and its warranty intact. We follow the interval for your model, whether that is a Maruti Suzuki's 10,000 km service or a Mercedes-Benz Service A or B, use genuine or OEM-grade oils and filters, and give you a written report of everything we checked.",
      included: [
        "Engine oil of the grade your maker specifies, with a new oil filter",
        "Air filter and cabin (pollen) filter cleaned or replaced",
        "Coolant, brake fluid, power-steering and washer fluid checked and topped up",
        "Brake pads, discs and suspension joints inspected",
        "Battery, lights and wipers checked",
        "Computer scan, service reminder reset and road test",
      ],
      faqs: [
        {
          question: "How often should I get a periodic service?",
          answer:
            "Most cars need one every 10,000 km or 12 months, whichever comes first. Many German cars use condition-based intervals shown on the dashboard; we follow whatever your car asks for.",
        },
        {
          question: "Will servicing outside the dealership affect my warranty?",
          answer:
            "No. Using the specified oils and parts and keeping a stamped record keeps your cover. We give you an itemised invoice and service record for every visit.",
        },
        {
          question: "Is the work guaranteed?",
          answer: `Yes. Every service carries our ${warranty} service warranty on workmanship.`,
        },
      ],
    },
  },
  {
    id: "ac-service",
    path: servicePath("ac-service"),
    title: "AC Service & Repair",
    description:
      "Cooling restored: gas top-up or recharge, leak detection, cabin filter change and compressor repair.",
    icon: "Snowflake",
    features: [
      "AC performance and vent temperature check",
      "Leak detection with UV dye",
      "Refrigerant recovery and recharge",
      "Cabin filter replacement",
      "Compressor, condenser and blower repair",
    ],
    pricing: { economy: 1899, premium: 2499, luxury: 3999, superLuxury: 5999 },
    popular: false,
    brandSpecific: ["mercedes-service", "bmw-service", "audi-service", "tesla-service"],
    bookingServiceType: "AC Service & Repair",
    page: {
      title: `Car AC Service & Repair in Hyderabad | From ${formatRupees(1899)}`,
      description:
        "Car AC not cooling in the Hyderabad heat? Gas recharge, leak detection, compressor and blower repair, with free pickup from your home or office.",
      keywords: [
        "car AC service Hyderabad",
        "car AC repair",
        "car AC gas refill",
        "AC not cooling car",
      ],
      heading: "Car AC Service & Repair in Hyderabad",
      intro:
        "Hyderabad summers are hard on car air-conditioning. If your AC blows warm, smells musty or cycles on and off, we find the cause before refilling anything: a leak, a tired compressor, a clogged condenser or a failing blower. Electric cars and automatic climate systems are handled with the correct refrigerant and oil.",
      included: [
        "Vent temperature and pressure test",
        "Leak detection with UV dye and electronic sniffer",
        "Refrigerant recovery, vacuum and recharge to the specified weight",
        "Cabin filter replacement and evaporator cleaning",
        "Condenser cleaning and cooling-fan check",
        "Compressor, clutch and blower motor repair when needed",
      ],
      faqs: [
        {
          question: "How often does a car AC need servicing?",
          answer:
            "Once a year, ideally before summer. A yearly check catches slow leaks early and keeps the compressor from running low on oil.",
        },
        {
          question: "Do you only top up the gas?",
          answer:
            "No. A car that needs regular top-ups has a leak. We find and fix it first, then recharge the system to the exact weight your car specifies.",
        },
      ],
    },
  },
  {
    id: "denting-painting",
    path: servicePath("denting-painting"),
    title: "Denting & Painting",
    description:
      "Dent removal, scratch repair and panel painting with computer colour matching and a baked finish.",
    icon: "Paintbrush",
    features: [
      "Paintless dent removal for small dings",
      "Computer colour matching",
      "Panel painting in a dust-free booth",
      "Bumper and scratch repair",
      "Insurance claim support",
    ],
    pricing: { economy: 3999, premium: 6999, luxury: 12999, superLuxury: 19999 },
    popular: false,
    brandSpecific: ["mercedes-service", "bmw-service", "porsche-service", "lamborghini-service"],
    bookingServiceType: "Body Work & Paint",
    page: {
      title: `Car Denting & Painting in Hyderabad | From ${formatRupees(3999)}`,
      description:
        "Dent removal, scratch repair and panel painting in Hyderabad with computer colour matching, a baked finish and help with your insurance claim.",
      keywords: [
        "car denting painting Hyderabad",
        "car scratch repair",
        "car body shop Madhapur",
        "car dent removal",
      ],
      heading: "Car Denting & Painting in Hyderabad",
      intro:
        "From a parking-lot ding to a full panel respray, our body shop restores your car's finish so the repair cannot be seen. Paint is mixed by computer to your car's factory colour code, sprayed in a dust-free booth and baked for a hard, lasting finish.",
      included: [
        "Damage assessment and written estimate",
        "Paintless dent removal where the paint is unbroken",
        "Panel straightening, filling and primer",
        "Computer colour matching to the factory paint code",
        "Booth painting, baking, polishing and quality check",
      ],
      faqs: [
        {
          question: "How long does panel painting take?",
          answer:
            "One or two panels usually take two to three working days, because each coat has to cure properly before polishing.",
        },
        {
          question: "Can you handle my insurance claim?",
          answer:
            "Yes. We prepare the estimate and photographs for your insurer and work with the surveyor on cashless claims where your policy allows.",
        },
      ],
    },
  },
  {
    id: "battery-replacement",
    path: servicePath("battery-replacement"),
    title: "Battery Replacement",
    description:
      "A new battery of the right type fitted at your door, with a charging-system test and 1 year warranty.",
    icon: "BatteryCharging",
    features: [
      "Free battery and charging-system test",
      "Correct type fitted: flooded, EFB or AGM",
      "Battery registration on cars that need it",
      "Old battery taken back for recycling",
      "1 year warranty",
    ],
    pricing: { economy: 3500, premium: 4500, luxury: 6500, superLuxury: 9500 },
    popular: false,
    brandSpecific: ["bmw-service", "mercedes-service", "audi-service", "volvo-service"],
    warrantyMonths: 12,
    bookingServiceType: "Battery replacement",
    page: {
      title: `Car Battery Replacement in Hyderabad | From ${formatRupees(3500)}`,
      description:
        "New car battery fitted at your doorstep in Hyderabad: flooded, EFB or AGM as your car needs, with registration, old-battery pickup and 1 year warranty.",
      keywords: [
        "car battery replacement Hyderabad",
        "new car battery",
        "AGM battery",
        "battery at doorstep",
      ],
      heading: "Car Battery Replacement in Hyderabad",
      intro:
        "Heat shortens battery life, and many Hyderabad batteries give up within three years. We test the battery and charging system first, then fit the right type for your car. Start-stop and luxury cars get an EFB or AGM battery and, where the car requires it, the new battery is registered with the car's computer.",
      included: [
        "Battery, alternator and starter test before anything is replaced",
        "Battery of the correct size, type and capacity",
        "Memory saver so radio and settings are kept",
        "Battery registration and coding where required",
        "Terminal cleaning and secure fitting",
        "Old battery collected for recycling",
      ],
      faqs: [
        {
          question: "Why does my car need an AGM battery?",
          answer:
            "Cars with start-stop or heavy electrical loads are built for AGM or EFB batteries. A cheaper flooded battery fails early in these cars.",
        },
        {
          question: "What warranty does the new battery carry?",
          answer:
            "Every replacement battery carries a 1 year warranty, on top of the maker's own warranty where it is longer.",
        },
      ],
    },
  },
  {
    id: "tire-service",
    path: servicePath("tire-service"),
    title: "Tires & Wheel Care",
    description:
      "Wheel alignment, balancing, tyre rotation and puncture repair, plus new tyres fitted at fair prices.",
    icon: "CircleDot",
    features: [
      "Computerised wheel alignment",
      "Wheel balancing",
      "Tyre rotation and pressure check",
      "Puncture repair",
      "New tyre supply and fitting",
    ],
    pricing: { economy: 499, premium: 799, luxury: 1299, superLuxury: 1999 },
    popular: false,
    brandSpecific: ["bmw-service", "mercedes-service", "porsche-service"],
    bookingServiceType: "Tire Service & Alignment",
    page: {
      title: `Tyre & Wheel Care in Hyderabad | From ${formatRupees(499)}`,
      description:
        "Wheel alignment, balancing, tyre rotation and puncture repair in Hyderabad, plus run-flat and performance tyres supplied and fitted.",
      keywords: [
        "wheel alignment Hyderabad",
        "wheel balancing",
        "car tyre replacement",
        "run-flat tyres",
      ],
      heading: "Tyre & Wheel Care in Hyderabad",
      intro:
        "Potholes and speed breakers knock wheels out of line, which wears tyres unevenly and makes the steering pull. Our computerised alignment and balancing put things right, and we supply and fit new tyres, including run-flat and performance sizes for luxury cars.",
      included: [
        "Tyre condition, tread depth and pressure check",
        "Computerised four-wheel alignment",
        "Dynamic wheel balancing",
        "Tyre rotation to even out wear",
        "Puncture repair and valve replacement",
      ],
      faqs: [
        {
          question: "How often should I get wheel alignment done?",
          answer:
            "Every 5,000 to 10,000 km, after fitting new tyres, or whenever the car pulls to one side or the steering wheel is off-centre.",
        },
        {
          question: "Do you fit run-flat tyres?",
          answer:
            "Yes. We have the equipment to fit and balance run-flat and low-profile tyres without damaging the rims.",
        },
      ],
    },
  },
  {
    id: "custom-repairs",
    path: servicePath("custom-repairs"),
    title: "Custom Repairs",
    description:
      "Anything beyond the menu: engine, gearbox, electrical and suspension faults diagnosed and quoted for you.",
    icon: "Settings",
    features: [
      "Free diagnosis and estimate",
      "Engine and gearbox repair",
      "Electrical and wiring faults",
      "Suspension and steering repair",
      "Genuine and OEM parts sourcing",
    ],
    pricing: {
      economy: "On Request",
      premium: "On Request",
      luxury: "On Request",
      superLuxury: "On Request",
    },
    popular: false,
    brandSpecific: [],
    bookingServiceType: "General Service & Maintenance",
    page: {
      title: "Custom Car Repairs in Hyderabad | Free Estimates",
      description:
        "Engine, gearbox, electrical and suspension repairs in Hyderabad, diagnosed free and quoted in writing before any work starts on your car.",
      keywords: [
        "car repair Hyderabad",
        "car mechanic Madhapur",
        "gearbox repair",
        "car electrical repair",
      ],
      heading: "Custom Car Repairs in Hyderabad",
      intro:
        "Some jobs do not fit a menu: a gearbox that slips, an electrical fault that comes and goes, a rattle no one else could find. We diagnose the car free of charge, explain what we found and quote in writing. Nothing is done without your approval.",
      included: [
        "Free diagnosis with dealer-level scan tools",
        "Written estimate with parts and labour shown separately",
        "Engine, gearbox and clutch repair",
        "Electrical, wiring and module faults",
        "Suspension, steering and driveline repair",
      ],
      faqs: [
        {
          question: "Why is the price on request?",
          answer:
            "Repairs differ from car to car, so we inspect first and quote the exact work. The diagnosis and estimate are free.",
        },
        {
          question: "Do you use genuine parts?",
          answer:
            "Yes. We fit genuine parts, or OEM parts made by the same suppliers when you prefer, and tell you which is which on the estimate.",
        },
      ],
    },
  },
] satisfies CoreService[];

/** The six core services, in the spec's order (spec sections 3 and 9). */
export const coreServices: CoreService[] = z.array(CoreServiceSchema).parse(coreServiceData);

/**
 * Looks a core service up by id.
 * @param id e.g. "ac-service"
 * @returns the core service, or undefined when none has that id
 */
export function getCoreService(id: string): CoreService | undefined {
  return coreServices.find((s) => s.id === id);
}

/**
 * The 'Starting' price a /services card shows: the economy-tier price (spec section 2
 * "/services": "a 'Starting' price taken from the economy tier").
 * @param service a core service
 * @returns the economy price, or "On Request"
 */
export function startingPrice(service: CoreService): ServicePrice {
  return service.pricing.economy;
}

/**
 * The price of a core service for a given tier.
 * @param service a core service
 * @param tier one of economy, premium, luxury, superLuxury (spec section 3)
 * @returns that tier's price
 */
export function tierPrice(service: CoreService, tier: PriceTier): ServicePrice {
  return service.pricing[tier];
}

/**
 * A home page service card (spec section 3 "Service card"): title, description, features
 * and price text, plus the page it links to and the booking-form service type its
 * 'Book This Service' button preselects.
 */
export const HeadlineServiceSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(40).max(200),
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]+$/),
  features: z.array(z.string().min(3)).min(3),
  priceFrom: RupeesSchema,
  priceText: z.string(),
  path: PathSchema,
  bookingServiceType: z.enum(serviceTypes),
});

/** A home page service card; see {@link HeadlineServiceSchema}. */
export type HeadlineService = z.infer<typeof HeadlineServiceSchema>;

const headline = (s: Omit<HeadlineService, "priceText">): HeadlineService => ({
  ...s,
  priceText: `Starting from ${formatRupees(s.priceFrom)}`,
});

/** The four headline services of the home page with their starting prices (spec section 3). */
export const headlineServices: HeadlineService[] = z.array(HeadlineServiceSchema).parse([
  headline({
    title: "Comprehensive Service",
    description:
      "A complete service for your car: oil, filters, fluids, brakes and a 50-point inspection with a written report.",
    icon: "Wrench",
    features: [
      "Engine oil and filter change",
      "50-point inspection",
      "Computer diagnostics",
      "Wash and interior vacuum",
    ],
    priceFrom: 3999,
    path: servicePath("periodic-service"),
    bookingServiceType: "General Service & Maintenance",
  }),
  headline({
    title: "AC Service & Repair",
    description:
      "Cold air again: leak check, gas recharge, cabin filter change and compressor repair for every make.",
    icon: "Snowflake",
    features: [
      "Cooling performance test",
      "Leak detection",
      "Gas recharge",
      "Cabin filter replacement",
    ],
    priceFrom: 1999,
    path: servicePath("ac-service"),
    bookingServiceType: "AC Service & Repair",
  }),
  headline({
    title: "Engine Diagnostics",
    description:
      "Warning light on? We read every control unit, test the engine live and explain the fault before quoting.",
    icon: "Gauge",
    features: [
      "Full computer scan",
      "Live engine data check",
      "Check-engine light diagnosis",
      "Written fault report",
    ],
    priceFrom: 1499,
    path: servicePath("engine-service"),
    bookingServiceType: "Engine Diagnostics & Repair",
  }),
  headline({
    title: "Brake Service",
    description:
      "Pads, discs, fluid and ABS checked and repaired so your car stops straight and quietly every time.",
    icon: "Disc",
    features: [
      "Brake pad replacement",
      "Disc skimming or replacement",
      "Brake fluid flush",
      "ABS fault check",
    ],
    priceFrom: 2499,
    path: servicePath("brake-service"),
    bookingServiceType: "Brake Service & Repair",
  }),
]);

/** An entry of the home page's extra services list; `path` is set where a page exists. */
export const ExtraServiceSchema = z.object({
  name: z.string().min(3),
  path: PathSchema.optional(),
});

/** An extra service; see {@link ExtraServiceSchema}. */
export type ExtraService = z.infer<typeof ExtraServiceSchema>;

/** The extra services listed on the home page, in the spec's order (spec section 3). */
export const extraServices: ExtraService[] = z
  .array(ExtraServiceSchema)
  .parse([
    { name: "Battery", path: servicePath("battery-service") },
    { name: "Suspension" },
    { name: "Transmission" },
    { name: "Electrical Diagnostics" },
    { name: "Tire Replacement", path: servicePath("tire-service") },
    { name: "Oil Change", path: servicePath("oil-change") },
    { name: "Radiator" },
    { name: "Exhaust" },
  ]);

/** A priced line on a service page. */
export const PriceLineSchema = z.object({
  label: z.string().min(3),
  price: ServicePriceSchema,
  note: z.string().optional(),
});

/** A priced line; see {@link PriceLineSchema}. */
export type PriceLine = z.infer<typeof PriceLineSchema>;

/**
 * A service page as templates render it: the six core services and the service-type pages
 * in one shape. `kind` tells which; `name` is the short display name.
 */
export const ServicePageSchema = ServicePageContentSchema.extend({
  kind: z.enum(["core", "service-type"]),
  slug: SlugSchema,
  path: PathSchema,
  name: z.string().min(3),
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]+$/),
  prices: z.array(PriceLineSchema).min(1),
  bookingServiceType: z.enum(serviceTypes),
}).refine((p) => p.path === servicePath(p.slug), "A service page lives at /service/{slug}");

/** A service page; see {@link ServicePageSchema}. */
export type ServicePage = z.infer<typeof ServicePageSchema>;

const serviceTypePageData = [
  {
    kind: "service-type",
    slug: "engine-service",
    path: servicePath("engine-service"),
    name: "Engine Service",
    icon: "Gauge",
    bookingServiceType: "Engine Diagnostics & Repair",
    title: `Car Engine Diagnostics & Repair in Hyderabad`,
    description:
      "Check-engine light, misfires, oil leaks or loss of power? Engine diagnostics in Hyderabad from ₹1,499, with repairs quoted before work starts.",
    keywords: [
      "car engine repair Hyderabad",
      "check engine light",
      "engine diagnostics",
      "engine tune-up",
    ],
    heading: "Engine Diagnostics & Repair",
    intro:
      "A check-engine light, rough idle or loss of power is your car asking for attention. We read every control unit with dealer-level software, watch the engine's live data on a road test and show you the fault before we quote. Petrol, diesel, turbo and hybrid engines are all handled in-house.",
    included: [
      "Full computer scan of engine and gearbox control units",
      "Live data and misfire analysis on a road test",
      "Spark plugs, ignition coils and injectors checked",
      "Oil and coolant leak tracing",
      "Turbo, intake and exhaust inspection",
      "Written report with photos and a repair estimate",
    ],
    prices: [
      { label: "Computer diagnostics and report", price: 1499 },
      { label: "Engine tune-up (plugs, throttle body, injector clean)", price: 3499 },
      { label: "Oil leak repair (gaskets and seals)", price: 2999 },
      { label: "Timing belt or chain replacement", price: 6999 },
      { label: "Engine overhaul", price: "On Request" },
    ],
    faqs: [
      {
        question: "Can I keep driving with the check-engine light on?",
        answer:
          "If it is steady, drive gently and book a diagnosis soon. If it flashes, stop: a flashing light usually means a misfire that can damage the catalytic converter.",
      },
      {
        question: "Is the diagnosis charge adjusted against the repair?",
        answer:
          "Yes. When you go ahead with the repair we recommend, the diagnosis charge is not billed separately.",
      },
    ],
  },
  {
    kind: "service-type",
    slug: "battery-service",
    path: servicePath("battery-service"),
    name: "Battery Service",
    icon: "Battery",
    bookingServiceType: "Battery replacement",
    title: "Car Battery Service & Jump-Start in Hyderabad",
    description:
      "Car will not start? Battery testing, jump-starts and charging-system repair at your doorstep across Hyderabad, with replacements on the spot.",
    keywords: [
      "car battery service Hyderabad",
      "jump start car",
      "car not starting",
      "alternator repair",
    ],
    heading: "Car Battery Service & Jump-Start",
    intro:
      "A flat battery is the most common reason a car will not start, but not the only one. We come to you, get the car running, then test the battery, alternator and starter to find out why it went flat. If the battery is finished we replace it there and then; if the fault is elsewhere, we fix that instead.",
    included: [
      "Jump-start at your home or office",
      "Battery health and load test",
      "Alternator charging and starter motor test",
      "Parasitic drain check for batteries that keep going flat",
      "Terminal cleaning and tightening",
      "Replacement battery fitted on the spot when needed",
    ],
    prices: [
      { label: "Battery and charging-system test", price: 499 },
      { label: "Jump-start at your location", price: 799 },
      { label: "Terminal cleaning and re-fit", price: 299 },
      { label: "Battery replacement", price: 3500, note: "Economy cars; 1 year warranty" },
      { label: "Alternator or starter repair", price: "On Request" },
    ],
    faqs: [
      {
        question: "How long does a car battery last in Hyderabad?",
        answer:
          "Usually two to four years. Heat speeds up wear, so have it tested once a year after the second summer.",
      },
      {
        question: "My battery keeps going flat. Is it the battery?",
        answer:
          "Not always. A faulty alternator or something drawing current with the car off can drain a good battery. We test for both before replacing anything.",
      },
    ],
  },
  {
    kind: "service-type",
    slug: "brake-service",
    path: servicePath("brake-service"),
    name: "Brake Service",
    icon: "Disc",
    bookingServiceType: "Brake Service & Repair",
    title: `Car Brake Service & Repair in Hyderabad | ${formatRupees(2499)}`,
    description:
      "Squealing brakes or a spongy pedal? Brake pads, discs, fluid and ABS repair in Hyderabad from ₹2,499, with genuine parts and doorstep pickup.",
    keywords: [
      "car brake service Hyderabad",
      "brake pad replacement",
      "brake disc skimming",
      "ABS repair",
    ],
    heading: "Brake Service & Repair",
    intro:
      "Brakes wear faster in stop-start city traffic. Squealing, grinding, a pulsing pedal or a car that pulls when braking are signs it is time for a check. We measure pads and discs, test the fluid and scan the ABS, then replace only what is worn, using genuine or OEM-grade parts.",
    included: [
      "Pad and disc thickness measured at every wheel",
      "Brake fluid moisture test",
      "Calipers cleaned and slide pins greased",
      "ABS and electronic parking brake scan",
      "Handbrake adjustment",
      "Road test to confirm straight, quiet stopping",
    ],
    prices: [
      { label: "Front brake pads replacement", price: 2499 },
      { label: "Brake disc skimming (pair)", price: 1499 },
      { label: "Brake fluid flush", price: 999 },
      { label: "Brake disc replacement (pair)", price: 4999 },
      { label: "ABS fault diagnosis", price: 1499 },
    ],
    faqs: [
      {
        question: "How often should brake pads be replaced?",
        answer:
          "Typically every 25,000 to 40,000 km in city driving, sooner for heavier SUVs. We measure them at every service and tell you how much life is left.",
      },
      {
        question: "How often should brake fluid be changed?",
        answer:
          "Every two years. Brake fluid absorbs moisture, which lowers its boiling point and can make the pedal feel soft.",
      },
    ],
  },
  {
    kind: "service-type",
    slug: "oil-change",
    path: servicePath("oil-change"),
    name: "Oil Change",
    icon: "Droplets",
    bookingServiceType: "Engine Oil Change",
    title: `Car Engine Oil Change in Hyderabad | From ${formatRupees(1999)}`,
    description:
      "Engine oil and filter change in Hyderabad with the grade your maker approves, from ₹1,999 for hatchbacks, done in about an hour with pickup.",
    keywords: [
      "car oil change Hyderabad",
      "engine oil change",
      "synthetic oil change",
      "oil filter change",
    ],
    heading: "Engine Oil & Filter Change",
    intro:
      "Fresh oil is the cheapest protection an engine can get. We drain the old oil, fit a new filter and refill with oil that carries your maker's approval, such as BMW Longlife or Mercedes-Benz 229 grades for German cars, then reset the service reminder.",
    included: [
      "Old oil drained completely",
      "New oil filter and sump washer",
      "Oil of the approved grade and quantity",
      "Fluid levels and visible leaks checked",
      "Service reminder reset",
    ],
    prices: [
      { label: "Hatchbacks and compact saloons", price: 1999 },
      { label: "Saloons and compact SUVs", price: 2799 },
      { label: "Large SUVs and MPVs", price: 3999 },
      { label: "Luxury cars (fully synthetic to maker approval)", price: 5999 },
    ],
    faqs: [
      {
        question: "How often should I change my engine oil?",
        answer:
          "Every 10,000 km or once a year for most modern cars on synthetic oil; older cars and heavy city use may need it every 5,000 to 7,500 km.",
      },
      {
        question: "Do you use the oil my car's maker approves?",
        answer:
          "Yes. We match the viscosity and the maker's approval code printed in your handbook, not just the brand.",
      },
    ],
  },
] satisfies ServicePage[];

/**
 * Builds the page of a core service: tier prices become price lines labelled by tier.
 * @param service a core service
 * @returns its {@link ServicePage}
 */
function corePage(service: CoreService): ServicePage {
  return {
    kind: "core",
    slug: service.id,
    path: service.path,
    name: service.title,
    icon: service.icon,
    bookingServiceType: service.bookingServiceType,
    ...service.page,
    prices: priceTiers.map((tier) => ({
      label: priceTierLabels[tier],
      price: service.pricing[tier],
    })),
  };
}

/**
 * Every service page, one per slug: the six core services followed by the service-type
 * pages. The service type "ac-service" shares the core AC page rather than having a page
 * of its own (spec section 2 lists it both as a service page and a service-type slug).
 */
export const servicePages: ServicePage[] = z
  .array(ServicePageSchema)
  .parse([...coreServices.map(corePage), ...serviceTypePageData]);

/**
 * Looks a service page up by slug.
 * @param slug e.g. "oil-change" or "periodic-service"
 * @returns the page, or undefined when no service page has that slug
 */
export function getServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((p) => p.slug === slug);
}

/**
 * The five service-type pages of the sitemap (spec section 9: oil change, brake, engine,
 * AC, battery), resolved to their pages.
 * @returns the pages in {@link serviceTypeSlugs} order; "ac-service" is the core AC page
 */
export function serviceTypePages(): ServicePage[] {
  return serviceTypeSlugs.map((slug) => {
    const page = getServicePage(slug);
    if (!page) throw new Error(`Service-type page missing: ${slug}`);
    return page;
  });
}
