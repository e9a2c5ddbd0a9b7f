import { z } from "zod";
import { serviceTypes } from "./booking-options";
import { RupeesSchema, formatRupees, fromPriceText } from "./money";
import {
  FaqSchema,
  KeywordsSchema,
  PathSchema,
  SeoDescriptionSchema,
  SeoTitleSchema,
  SlugSchema,
  servicePath,
} from "./seo";

/**
 * The model pages (spec section 2 "Service page slugs": bmw-x-series-service,
 * mercedes-c-class-service, hyundai-creta-service, maruti-swift-service), with the starting
 * prices of spec section 9 "Other prices". `brandSlug` points at the brand page and
 * `models` name models of that brand's catalogue entry.
 */

/** A priced service on a model page. */
export const ModelServiceSchema = z.object({
  title: z.string().min(5),
  description: z.string().min(40).max(220),
  price: RupeesSchema,
  bookingServiceType: z.enum(serviceTypes),
});

/** A model page service; see {@link ModelServiceSchema}. */
export type ModelService = z.infer<typeof ModelServiceSchema>;

/** A model page. `fromPrice` is the cheapest of its services. */
export const ModelPageSchema = z
  .object({
    slug: SlugSchema,
    path: PathSchema,
    brandSlug: SlugSchema,
    name: z.string().min(3),
    models: z.array(z.string().min(1)).min(1),
    variants: z.array(z.string().min(2)).min(2),
    title: SeoTitleSchema,
    description: SeoDescriptionSchema,
    keywords: KeywordsSchema,
    heading: z.string().min(10),
    intro: z.string().min(150).max(600),
    commonIssues: z.array(z.string().min(10)).min(3),
    services: z.array(ModelServiceSchema).min(4),
    fromPrice: RupeesSchema,
    priceFromText: z.string(),
    faqs: z.array(FaqSchema).min(2),
  })
  .superRefine((page, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (page.path !== servicePath(page.slug))
      issue("path", `Path must be ${servicePath(page.slug)}`);
    const cheapest = Math.min(...page.services.map((s) => s.price));
    if (cheapest !== page.fromPrice) issue("fromPrice", `The cheapest service costs ${cheapest}`);
    if (page.priceFromText !== fromPriceText(page.fromPrice))
      issue("priceFromText", "Must match fromPrice");
  });

/** A model page; see {@link ModelPageSchema}. */
export type ModelPage = z.infer<typeof ModelPageSchema>;

type ModelPageInput = Omit<ModelPage, "path" | "priceFromText">;

/**
 * Completes a written model page with its path and price text.
 * @param input the written page
 * @returns the page (checked by {@link ModelPageSchema} afterwards)
 */
function modelPage(input: ModelPageInput): ModelPage {
  return { ...input, path: servicePath(input.slug), priceFromText: fromPriceText(input.fromPrice) };
}

const modelPageData: ModelPage[] = [
  modelPage({
    slug: "bmw-x-series-service",
    brandSlug: "bmw-service",
    name: "BMW X-Series",
    models: ["X1", "X3", "X5", "X7"],
    variants: [
      "X1 sDrive18i",
      "X1 sDrive18d",
      "X3 xDrive20d",
      "X5 xDrive30d",
      "X5 xDrive40i",
      "X7 xDrive40i",
    ],
    fromPrice: 5999,
    title: `BMW X1, X3, X5 & X7 Service in Hyderabad | ${formatRupees(5999)}`,
    description: `BMW X-series service in Hyderabad from ${formatRupees(5999)}: X1, X3, X5 and X7 oil service, xDrive care, run-flat tyres and brakes with genuine parts.`,
    keywords: [
      "BMW X1 service",
      "BMW X3 service Hyderabad",
      "BMW X5 service",
      "BMW X7 service",
      "BMW xDrive service",
    ],
    heading: "BMW X1, X3, X5 & X7 Service in Hyderabad",
    intro:
      "BMW's X-series SUVs combine saloon-like driving with xDrive all-wheel drive, heavy run-flat tyres and plenty of electronics. We service them to BMW's Condition Based Service schedule, look after the transfer case that xDrive depends on and fit genuine parts, with free pickup across Hyderabad.",
    commonIssues: [
      "Transfer-case judder or clunks on tight turns (xDrive)",
      "Oil leaks from the valve cover and oil-filter housing gaskets",
      "Uneven wear on heavy run-flat tyres",
      "Coolant loss from the expansion tank or water pump",
    ],
    services: [
      {
        title: "Engine Oil Service",
        description:
          "Longlife-approved oil and filter change with the CBS oil reminder reset for X1, X3, X5 and X7 engines.",
        price: 5999,
        bookingServiceType: "Engine Oil Change",
      },
      {
        title: "Comprehensive X-Series Service",
        description:
          "Oil, air, cabin and fuel filters, brake fluid and a full vehicle check to BMW's schedule, with all CBS items reset.",
        price: 8999,
        bookingServiceType: "Luxury Car Service",
      },
      {
        title: "xDrive Transfer Case Service",
        description:
          "Transfer-case fluid change and adaptation to cure judder and keep BMW xDrive sharing power smoothly between axles.",
        price: 6999,
        bookingServiceType: "Transmission Service",
      },
      {
        title: "Brake Pads & Sensors",
        description:
          "Front or rear pads with new wear sensors fitted and the brake service interval reset in the car's computer.",
        price: 6999,
        bookingServiceType: "Brake Service & Repair",
      },
      {
        title: "Suspension & Steering Repair",
        description:
          "Control-arm bushes, links and dampers replaced and the alignment set to BMW's figures, curing knocks and uneven run-flat tyre wear.",
        price: 7999,
        bookingServiceType: "General Service & Maintenance",
      },
      {
        title: "AGM Battery Replacement",
        description:
          "AGM battery fitted and registered to your X-series so the charging system treats it as new; 1 year warranty.",
        price: 14999,
        bookingServiceType: "Battery replacement",
      },
    ],
    faqs: [
      {
        question: "Do BMW X-series cars need their transfer case serviced?",
        answer:
          "BMW lists the fluid as long-life, but in hot city traffic we find a change around 60,000 to 80,000 km prevents the judder and clunks that lead to expensive repairs.",
      },
      {
        question: "Can you reset the service reminders on my BMW?",
        answer:
          "Yes. Every Condition Based Service item we complete is reset in the car, so your dashboard and service history stay accurate.",
      },
    ],
  }),
  modelPage({
    slug: "mercedes-c-class-service",
    brandSlug: "mercedes-service",
    name: "Mercedes-Benz C-Class",
    models: ["C-Class"],
    variants: ["C 200", "C 220d", "C 300d", "AMG C 43"],
    fromPrice: 4999,
    title: `Mercedes-Benz C-Class Service in Hyderabad | ${formatRupees(4999)}`,
    description: `Mercedes-Benz C-Class service in Hyderabad from ${formatRupees(4999)}: Service A and B, 9G-Tronic care, brakes and AC for the C 200, C 220d and C 300d.`,
    keywords: [
      "Mercedes C-Class service",
      "C-Class service Hyderabad",
      "C 200 service",
      "C 220d service",
      "Mercedes Service A cost",
    ],
    heading: "Mercedes-Benz C-Class Service in Hyderabad",
    intro:
      "The C-Class is the Mercedes-Benz most often seen on Hyderabad's roads, and one we know inside out. From a C 200 on its first Service A to an older W205 needing gearbox care, we follow Mercedes-Benz schedules with 229-grade oils and genuine parts, at prices well below dealer rates.",
    commonIssues: [
      "Harsh or delayed shifts from the 9G-Tronic gearbox",
      "Auxiliary battery failure warnings",
      "Brake pad wear warnings at short intervals in city use",
      "Oil leaks from the engine's oil-cooler seals",
    ],
    services: [
      {
        title: "Engine Oil Service",
        description:
          "Mercedes-Benz 229-grade oil and filter change with the ASSYST service reminder reset for petrol and diesel C-Class models.",
        price: 4999,
        bookingServiceType: "Engine Oil Change",
      },
      {
        title: "Service A",
        description:
          "Oil and filter change, fluid checks, brake inspection and a full computer scan, as Mercedes-Benz sets out for Service A.",
        price: 8999,
        bookingServiceType: "Luxury Car Service",
      },
      {
        title: "Service B",
        description:
          "Everything in Service A plus cabin and air filters, brake fluid change and an extended inspection of suspension and steering.",
        price: 11999,
        bookingServiceType: "Luxury Car Service",
      },
      {
        title: "9G-Tronic Gearbox Service",
        description:
          "Gearbox fluid and filter change with an adaptation reset for smoother, quicker shifts on C-Class automatics.",
        price: 9999,
        bookingServiceType: "Transmission Service",
      },
      {
        title: "Brake Pads & Discs",
        description:
          "Genuine pads and discs with a new wear sensor, fitted and bedded in on a road test.",
        price: 6999,
        bookingServiceType: "Brake Service & Repair",
      },
      {
        title: "Main & Auxiliary Battery Replacement",
        description:
          "Main and auxiliary batteries tested and replaced with the correct AGM type, clearing the dashboard battery warnings; 1 year warranty.",
        price: 12999,
        bookingServiceType: "Battery replacement",
      },
    ],
    faqs: [
      {
        question: "What is the difference between Service A and Service B?",
        answer:
          "Service A is the lighter visit: oil, filter and inspection. Service B adds cabin and air filters, brake fluid and a more detailed check. The car's ASSYST display tells you which is due.",
      },
      {
        question: "How much cheaper is a C-Class service here than at a dealer?",
        answer:
          "Owners usually save a third or more, with the same grade of oil and genuine parts, and a written estimate before we start.",
      },
    ],
  }),
  modelPage({
    slug: "hyundai-creta-service",
    brandSlug: "hyundai-service",
    name: "Hyundai Creta",
    models: ["Creta"],
    variants: ["Creta 1.5 Petrol", "Creta 1.5 Diesel", "Creta 1.5 Turbo GDi", "Creta N Line"],
    fromPrice: 2999,
    title: `Hyundai Creta Service in Hyderabad | From ${formatRupees(2999)}`,
    description: `Hyundai Creta service in Hyderabad from ${formatRupees(2999)}: periodic service, IVT and DCT gearbox care, AC, brakes and suspension for petrol and diesel Cretas.`,
    keywords: [
      "Hyundai Creta service",
      "Creta service cost Hyderabad",
      "Creta periodic service",
      "Creta AC repair",
      "Creta DCT service",
    ],
    heading: "Hyundai Creta Service in Hyderabad",
    intro:
      "The Creta is one of the most popular SUVs in Hyderabad, and we service a great many of them. Petrol, diesel and turbo-petrol Cretas with manual, IVT, automatic or DCT gearboxes all get the care their engine and gearbox need, with genuine Hyundai parts and a fixed price agreed up front.",
    commonIssues: [
      "AC cooling less on hot afternoons",
      "Clunking from the front suspension over speed breakers",
      "Jerky low-speed driving on DCT automatics",
      "Brake squeal after monsoon driving",
    ],
    services: [
      {
        title: "Periodic Service",
        description:
          "Oil and filter, air and cabin filters, fluid top-ups, multi-point inspection and a wash, at Hyundai's recommended interval.",
        price: 3499,
        bookingServiceType: "General Service & Maintenance",
      },
      {
        title: "Engine Oil Change",
        description:
          "Oil of Hyundai's recommended grade with a new filter, for petrol, diesel and turbo-petrol Cretas.",
        price: 2999,
        bookingServiceType: "Engine Oil Change",
      },
      {
        title: "AC Service",
        description:
          "Leak test, gas recharge, cabin filter change and condenser cleaning for strong cooling in summer traffic.",
        price: 2999,
        bookingServiceType: "AC Service & Repair",
      },
      {
        title: "Front Suspension Repair",
        description:
          "Lower-arm bushes, stabiliser links and struts checked and replaced to cure clunks over speed breakers.",
        price: 3999,
        bookingServiceType: "General Service & Maintenance",
      },
      {
        title: "IVT & DCT Gearbox Care",
        description:
          "Gearbox fluid change and clutch adaptation for Creta IVT and DCT automatics, for smooth starts in traffic.",
        price: 4999,
        bookingServiceType: "Transmission Service",
      },
    ],
    faqs: [
      {
        question: "How often does a Hyundai Creta need servicing?",
        answer:
          "Every 10,000 km or 12 months, whichever comes first. Turbo-petrol Cretas in heavy city traffic benefit from an oil change a little sooner.",
      },
      {
        question: "Will servicing my Creta here affect its Hyundai warranty?",
        answer:
          "No. We use the recommended oils and genuine parts and give you an itemised service record for your warranty file.",
      },
    ],
  }),
  modelPage({
    slug: "maruti-swift-service",
    brandSlug: "maruti-service",
    name: "Maruti Suzuki Swift",
    models: ["Swift"],
    variants: ["Swift LXi", "Swift VXi", "Swift ZXi", "Swift AMT", "Swift CNG"],
    fromPrice: 1999,
    title: `Maruti Swift Service in Hyderabad | From ${formatRupees(1999)}`,
    description: `Maruti Suzuki Swift service in Hyderabad from ${formatRupees(1999)}: oil change, periodic service, AC, clutch and AMT care with genuine parts and free pickup.`,
    keywords: [
      "Maruti Swift service",
      "Swift service cost Hyderabad",
      "Swift periodic service",
      "Swift AMT service",
      "Swift clutch repair",
    ],
    heading: "Maruti Suzuki Swift Service in Hyderabad",
    intro:
      "The Swift is simple, economical and fun to drive, and it stays that way with regular care. We service petrol, AMT and CNG Swifts with genuine Maruti Suzuki parts at honest fixed prices, and collect and deliver the car free, so servicing never takes a day out of your week.",
    commonIssues: [
      "Clutch wear from stop-start city driving",
      "Jerky gear changes on AMT versions",
      "AC cooling less as the compressor and condenser age",
      "Suspension noise over rough roads",
    ],
    services: [
      {
        title: "Engine Oil Change",
        description:
          "Maruti Suzuki-recommended oil with a genuine filter and a quick safety check.",
        price: 1999,
        bookingServiceType: "Engine Oil Change",
      },
      {
        title: "Periodic Service",
        description:
          "Oil and filter, air filter, spark plugs as due, fluid top-ups, brake check and a wash at the 10,000 km interval.",
        price: 2499,
        bookingServiceType: "General Service & Maintenance",
      },
      {
        title: "AC Service",
        description:
          "Gas recharge, cabin filter change and condenser cleaning to bring back cold air in the Swift.",
        price: 1999,
        bookingServiceType: "AC Service & Repair",
      },
      {
        title: "Clutch Replacement",
        description:
          "Genuine clutch plate, pressure plate and release bearing fitted, with the clutch cable or hydraulics adjusted.",
        price: 5999,
        bookingServiceType: "Transmission Service",
      },
      {
        title: "AMT Calibration",
        description:
          "AMT actuator check and calibration for smoother, quicker gear changes on automatic Swifts.",
        price: 2499,
        bookingServiceType: "Transmission Service",
      },
    ],
    faqs: [
      {
        question: "How much does a Maruti Swift service cost?",
        answer: `An oil change starts from ${formatRupees(1999)} and a full periodic service from ${formatRupees(2499)}, including parts and labour for the listed items.`,
      },
      {
        question: "Do you service CNG Swifts?",
        answer:
          "Yes. We service the factory S-CNG kit alongside the engine, including the CNG filter and a leak test.",
      },
    ],
  }),
];

/** The four model pages (spec section 2). */
export const modelPages: ModelPage[] = z.array(ModelPageSchema).parse(modelPageData);

/**
 * Looks a model page up by slug.
 * @param slug e.g. "hyundai-creta-service"
 * @returns the page, or undefined when no model page has that slug
 */
export function getModelPage(slug: string): ModelPage | undefined {
  return modelPages.find((p) => p.slug === slug);
}

/**
 * The model pages of a brand, for linking from the brand page.
 * @param brandSlug e.g. "bmw-service"
 * @returns the brand's model pages, possibly none
 */
export function modelPagesForBrand(brandSlug: string): ModelPage[] {
  return modelPages.filter((p) => p.brandSlug === brandSlug);
}
