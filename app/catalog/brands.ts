import { z } from "zod";
import { priceTiers } from "./money";
import { localities } from "./localities";
import { modelPages } from "./models";
import { SlugSchema, PathSchema, servicePath } from "./seo";
import { servicePages } from "./services";

/**
 * The brand catalogue (spec section 3 "Brand catalogue entry"): every brand the workshop
 * has a page for, luxury first, each with its models and body types. Logos are left out
 * on purpose: they are trade marks, so cards show the brand name instead.
 */

/** Brand groups (spec section 3). */
export const brandTypes = ["luxury", "popular"] as const;

/** Body types a model may have (spec section 3 "Brand catalogue entry"). */
export const bodyTypes = [
  "Sedan",
  "Coupe",
  "SUV",
  "Hatchback",
  "Sports",
  "Convertible",
  "MPV",
  "Van",
  "Electric",
  "Hybrid",
  "Wagon",
] as const;

/** One model of a brand with its body type. */
export const BrandModelSchema = z.object({
  name: z.string().min(1),
  bodyType: z.enum(bodyTypes),
});

/** A model and its body type; see {@link BrandModelSchema}. */
export type BrandModel = z.infer<typeof BrandModelSchema>;

/**
 * A brand catalogue entry. `route` is always `/service/{slug}`; `specialisation` is
 * given for luxury brands only (spec section 3); `tier` is the core-service price tier
 * that applies to the brand's cars.
 */
export const BrandSchema = z
  .object({
    name: z.string().min(2),
    slug: SlugSchema.refine((s) => s.endsWith("-service"), "Brand slugs end in -service"),
    type: z.enum(brandTypes),
    tier: z.enum(priceTiers),
    description: z.string().min(60).max(240),
    route: PathSchema,
    specialisation: z.string().min(20).optional(),
    models: z.array(BrandModelSchema).min(4),
  })
  .superRefine((brand, ctx) => {
    if (brand.route !== servicePath(brand.slug)) {
      ctx.addIssue({
        code: "custom",
        path: ["route"],
        message: `Route must be ${servicePath(brand.slug)}`,
      });
    }
    if (brand.type === "luxury" && !brand.specialisation) {
      ctx.addIssue({
        code: "custom",
        path: ["specialisation"],
        message: "Luxury brands state a specialisation",
      });
    }
    if (brand.type === "popular" && brand.specialisation) {
      ctx.addIssue({
        code: "custom",
        path: ["specialisation"],
        message: "Only luxury brands carry a specialisation",
      });
    }
    const names = brand.models.map((m) => m.name);
    if (new Set(names).size !== names.length) {
      ctx.addIssue({
        code: "custom",
        path: ["models"],
        message: "Model names must be unique within a brand",
      });
    }
  });

/** A brand catalogue entry; see {@link BrandSchema}. */
export type Brand = z.infer<typeof BrandSchema>;

const m = (name: string, bodyType: BrandModel["bodyType"]): BrandModel => ({ name, bodyType });

const brandData = [
  // Luxury brands, in the spec's order, then Tesla and Lamborghini.
  {
    name: "Mercedes-Benz",
    slug: "mercedes-service",
    type: "luxury",
    tier: "luxury",
    description:
      "Service A and B schedules, AMG care and electrical fault finding for every Mercedes-Benz, from the C-Class to the S-Class and G-Class.",
    route: servicePath("mercedes-service"),
    specialisation: "Service A/B schedules, Airmatic suspension and AMG performance care",
    models: [
      m("C-Class", "Sedan"),
      m("E-Class", "Sedan"),
      m("GLC", "SUV"),
      m("GLE", "SUV"),
      m("S-Class", "Sedan"),
      m("A-Class Limousine", "Sedan"),
      m("GLA", "SUV"),
      m("GLS", "SUV"),
      m("G-Class", "SUV"),
      m("Maybach S-Class", "Sedan"),
      m("AMG GT", "Sports"),
      m("EQS", "Electric"),
    ],
  },
  {
    name: "BMW",
    slug: "bmw-service",
    type: "luxury",
    tier: "luxury",
    description:
      "Condition Based Service, xDrive and turbo care for BMW saloons and X-series SUVs, with coding and software updates done in-house.",
    route: servicePath("bmw-service"),
    specialisation: "Condition Based Service, xDrive systems and software coding",
    models: [
      m("3 Series", "Sedan"),
      m("5 Series", "Sedan"),
      m("X1", "SUV"),
      m("X3", "SUV"),
      m("X5", "SUV"),
      m("7 Series", "Sedan"),
      m("X7", "SUV"),
      m("2 Series Gran Coupe", "Coupe"),
      m("M340i", "Sports"),
      m("Z4", "Convertible"),
      m("i4", "Electric"),
      m("iX", "Electric"),
    ],
  },
  {
    name: "Audi",
    slug: "audi-service",
    type: "luxury",
    tier: "luxury",
    description:
      "Scheduled servicing, quattro drivetrain care and S tronic gearbox work for Audi saloons and Q-series SUVs in Hyderabad.",
    route: servicePath("audi-service"),
    specialisation: "quattro all-wheel drive, S tronic gearboxes and MMI electronics",
    models: [
      m("A4", "Sedan"),
      m("A6", "Sedan"),
      m("Q3", "SUV"),
      m("Q5", "SUV"),
      m("Q7", "SUV"),
      m("e-tron", "Electric"),
    ],
  },
  {
    name: "Porsche",
    slug: "porsche-service",
    type: "luxury",
    tier: "superLuxury",
    description:
      "Careful servicing for the 911, Cayenne, Macan, Panamera and Taycan, with PDK gearbox and performance brake work by technicians who know these cars well.",
    route: servicePath("porsche-service"),
    specialisation: "PDK gearboxes, ceramic brakes and high-performance engines",
    models: [
      m("911", "Sports"),
      m("Cayenne", "SUV"),
      m("Macan", "SUV"),
      m("Panamera", "Sedan"),
      m("Taycan", "Electric"),
      m("718 Boxster", "Convertible"),
    ],
  },
  {
    name: "Jaguar",
    slug: "jaguar-service",
    type: "luxury",
    tier: "luxury",
    description:
      "Engine, gearbox and electrical care for Jaguar saloons, sports cars and SUVs, from the XE and XF to the F-Pace and I-Pace.",
    route: servicePath("jaguar-service"),
    specialisation: "Ingenium engines, ZF gearboxes and I-Pace high-voltage checks",
    models: [
      m("XE", "Sedan"),
      m("XF", "Sedan"),
      m("XJ", "Sedan"),
      m("F-Pace", "SUV"),
      m("E-Pace", "SUV"),
      m("F-Type", "Sports"),
      m("I-Pace", "Electric"),
    ],
  },
  {
    name: "Land Rover",
    slug: "land-rover-service",
    type: "luxury",
    tier: "luxury",
    description:
      "Air suspension, Terrain Response and 4x4 drivetrain service for Range Rover, Discovery and Defender owners across Hyderabad.",
    route: servicePath("land-rover-service"),
    specialisation: "Air suspension, Terrain Response and 4x4 drivetrains",
    models: [
      m("Range Rover", "SUV"),
      m("Range Rover Sport", "SUV"),
      m("Range Rover Velar", "SUV"),
      m("Range Rover Evoque", "SUV"),
      m("Discovery Sport", "SUV"),
      m("Defender", "SUV"),
    ],
  },
  {
    name: "Lexus",
    slug: "lexus-service",
    type: "luxury",
    tier: "luxury",
    description:
      "Hybrid system health checks, scheduled maintenance and cabin comfort care for the Lexus ES, NX, RX, LS, LX and LM.",
    route: servicePath("lexus-service"),
    specialisation: "Self-charging hybrid systems and hybrid battery health",
    models: [
      m("ES 300h", "Hybrid"),
      m("NX 350h", "Hybrid"),
      m("RX 350h", "Hybrid"),
      m("LS 500h", "Hybrid"),
      m("LX 500d", "SUV"),
      m("LM 350h", "MPV"),
    ],
  },
  {
    name: "Volvo",
    slug: "volvo-service",
    type: "luxury",
    tier: "luxury",
    description:
      "Safety-system calibration, scheduled servicing and mild-hybrid care for Volvo XC40, XC60, XC90 and S-series saloons.",
    route: servicePath("volvo-service"),
    specialisation: "Driver-assistance calibration and mild-hybrid powertrains",
    models: [
      m("XC40", "SUV"),
      m("XC60", "SUV"),
      m("XC90", "SUV"),
      m("S60", "Sedan"),
      m("S90", "Sedan"),
      m("XC40 Recharge", "Electric"),
    ],
  },
  {
    name: "Tesla",
    slug: "tesla-service",
    type: "luxury",
    tier: "luxury",
    description:
      "Battery-pack health reports, tyre, brake and suspension work and cabin filter changes for imported Tesla cars in Hyderabad.",
    route: servicePath("tesla-service"),
    specialisation: "High-voltage battery health, EV thermal systems and EV-safe handling",
    models: [
      m("Model S", "Electric"),
      m("Model 3", "Electric"),
      m("Model X", "Electric"),
      m("Model Y", "Electric"),
      m("Model S Plaid", "Electric"),
      m("Model Y Long Range", "Electric"),
    ],
  },
  {
    name: "Lamborghini",
    slug: "lamborghini-service",
    type: "luxury",
    tier: "superLuxury",
    description:
      "Appointment-only servicing for the Lamborghini Urus, Huracán and Aventador, with enclosed transport and a dedicated senior technician.",
    route: servicePath("lamborghini-service"),
    specialisation: "V10 and V12 engines, carbon-ceramic brakes and enclosed transport",
    models: [
      m("Urus", "SUV"),
      m("Urus Performante", "SUV"),
      m("Huracán EVO", "Sports"),
      m("Huracán Spyder", "Convertible"),
      m("Aventador", "Sports"),
      m("Revuelto", "Hybrid"),
    ],
  },
  // Popular brands, in the spec's order.
  {
    name: "Maruti Suzuki",
    slug: "maruti-service",
    type: "popular",
    tier: "economy",
    description:
      "Affordable periodic servicing, AC and brake work for every Maruti Suzuki, from the Swift and Baleno to the Ertiga and Grand Vitara.",
    route: servicePath("maruti-service"),
    models: [
      m("Swift", "Hatchback"),
      m("Baleno", "Hatchback"),
      m("Dzire", "Sedan"),
      m("Vitara Brezza", "SUV"),
      m("Ertiga", "MPV"),
      m("Wagon R", "Hatchback"),
      m("Alto K10", "Hatchback"),
      m("Celerio", "Hatchback"),
      m("Ciaz", "Sedan"),
      m("XL6", "MPV"),
      m("Fronx", "SUV"),
      m("Grand Vitara", "Hybrid"),
    ],
  },
  {
    name: "Hyundai",
    slug: "hyundai-service",
    type: "popular",
    tier: "economy",
    description:
      "Periodic service, AC repair and turbo-petrol care for Hyundai hatchbacks, saloons and SUVs, including the Creta, Venue and Verna.",
    route: servicePath("hyundai-service"),
    models: [
      m("Creta", "SUV"),
      m("Venue", "SUV"),
      m("i20", "Hatchback"),
      m("Verna", "Sedan"),
      m("Grand i10 Nios", "Hatchback"),
      m("Aura", "Sedan"),
      m("Alcazar", "SUV"),
      m("Tucson", "SUV"),
      m("Ioniq 5", "Electric"),
    ],
  },
  {
    name: "Honda",
    slug: "honda-service",
    type: "popular",
    tier: "premium",
    description:
      "Scheduled maintenance, CVT care and hybrid checks for the Honda City, Amaze, Elevate and older Jazz and WR-V.",
    route: servicePath("honda-service"),
    models: [
      m("City", "Sedan"),
      m("Amaze", "Sedan"),
      m("Elevate", "SUV"),
      m("City e:HEV", "Hybrid"),
      m("Jazz", "Hatchback"),
      m("WR-V", "SUV"),
    ],
  },
  {
    name: "Toyota",
    slug: "toyota-service",
    type: "popular",
    tier: "premium",
    description:
      "Diesel and hybrid servicing for the Innova, Fortuner, Hyryder, Glanza and Camry, with the same care Toyota owners expect from a dealer.",
    route: servicePath("toyota-service"),
    models: [
      m("Innova Crysta", "MPV"),
      m("Fortuner", "SUV"),
      m("Innova Hycross", "Hybrid"),
      m("Urban Cruiser Hyryder", "SUV"),
      m("Glanza", "Hatchback"),
      m("Camry", "Hybrid"),
    ],
  },
  {
    name: "Tata",
    slug: "tata-service",
    type: "popular",
    tier: "economy",
    description:
      "Servicing for Tata petrol, diesel and EV models, from the Tiago and Punch to the Nexon EV, Harrier and Safari.",
    route: servicePath("tata-service"),
    models: [
      m("Nexon", "SUV"),
      m("Punch", "SUV"),
      m("Tiago", "Hatchback"),
      m("Altroz", "Hatchback"),
      m("Harrier", "SUV"),
      m("Safari", "SUV"),
      m("Nexon EV", "Electric"),
    ],
  },
  {
    name: "Mahindra",
    slug: "mahindra-service",
    type: "popular",
    tier: "premium",
    description:
      "Diesel engine, 4x4 and suspension service for Mahindra SUVs, including the XUV700, Scorpio-N, Thar and XUV 3XO.",
    route: servicePath("mahindra-service"),
    models: [
      m("XUV700", "SUV"),
      m("Scorpio-N", "SUV"),
      m("Thar", "SUV"),
      m("XUV 3XO", "SUV"),
      m("Bolero", "SUV"),
      m("XUV400 EV", "Electric"),
    ],
  },
  {
    name: "Skoda",
    slug: "skoda-service",
    type: "popular",
    tier: "premium",
    description:
      "DSG gearbox care, TSI engine service and scheduled maintenance for Skoda saloons and SUVs, from the Rapid to the Kodiaq.",
    route: servicePath("skoda-service"),
    models: [
      m("Rapid", "Sedan"),
      m("Octavia", "Sedan"),
      m("Superb", "Sedan"),
      m("Kodiaq", "SUV"),
      m("Karoq", "SUV"),
      m("Kushaq", "SUV"),
      m("Slavia", "Sedan"),
    ],
  },
  {
    name: "Volkswagen",
    slug: "volkswagen-service",
    type: "popular",
    tier: "premium",
    description:
      "TSI and TDI engine care, DSG gearbox service and scheduled maintenance for Volkswagen hatchbacks, saloons and SUVs.",
    route: servicePath("volkswagen-service"),
    models: [
      m("Polo", "Hatchback"),
      m("Vento", "Sedan"),
      m("Tiguan", "SUV"),
      m("Tiguan Allspace", "SUV"),
      m("T-Roc", "SUV"),
      m("Passat", "Sedan"),
    ],
  },
  {
    name: "Jeep",
    slug: "jeep-service",
    type: "popular",
    tier: "premium",
    description:
      "4WD system service, off-road preparation and diesel engine care for the Jeep Compass, Meridian, Wrangler and Grand Cherokee.",
    route: servicePath("jeep-service"),
    models: [
      m("Compass", "SUV"),
      m("Meridian", "SUV"),
      m("Wrangler", "SUV"),
      m("Grand Cherokee", "SUV"),
      m("Compass Trailhawk", "SUV"),
      m("Wrangler Rubicon", "SUV"),
    ],
  },
] satisfies Brand[];

/** Every brand with a page, luxury first (spec section 2 "Service page slugs"). */
export const brands: Brand[] = z.array(BrandSchema).parse(brandData);

/** The luxury brands, in catalogue order. */
export const luxuryBrands: Brand[] = brands.filter((b) => b.type === "luxury");

/** The popular brands, in catalogue order. */
export const popularBrands: Brand[] = brands.filter((b) => b.type === "popular");

/**
 * Looks a brand up by its page slug.
 * @param slug e.g. "bmw-service"
 * @returns the brand entry, or undefined when no brand has that slug
 */
export function getBrand(slug: string): Brand | undefined {
  return brands.find((b) => b.slug === slug);
}

/**
 * The models a brand card shows: the first four for luxury brands and the first three for
 * popular brands (spec section 9 "Display rules"; section 2 "/services": popular brand
 * cards show their first 3 models).
 * @param brand a brand catalogue entry
 * @returns the leading models, in catalogue order
 */
export function brandCardModels(brand: Brand): BrandModel[] {
  return brand.models.slice(0, brand.type === "luxury" ? 4 : 3);
}

/**
 * Friendly names for the breadcrumb bar (spec section 2 "Header and shell": Home plus each
 * path segment with a friendly name; known names cover brands, Hyderabad localities, the
 * ac, battery, brake, engine and oil services and the site pages; unknown segments are
 * shown capitalised). Names for catalogue pages are taken from the catalogue itself.
 */

/** Brands named in breadcrumbs that have no page of their own (spec section 2). */
const otherBrandNames: Record<string, string> = {
  bentley: "Bentley",
  "rolls-royce": "Rolls-Royce",
  ferrari: "Ferrari",
  mclaren: "McLaren",
  "aston-martin": "Aston Martin",
  maserati: "Maserati",
  kia: "Kia",
  nissan: "Nissan",
  ford: "Ford",
  chevrolet: "Chevrolet",
  renault: "Renault",
};

/** Short service-type names as the breadcrumb shows them (spec section 2). */
const serviceTypeNames: Record<string, string> = {
  "ac-service": "AC Service",
  "battery-service": "Battery Service",
  "brake-service": "Brake Service",
  "engine-service": "Engine Service",
  "oil-change": "Oil Change",
};

/** Names of the site's own pages. */
const sitePageNames: Record<string, string> = {
  home: "Home",
  service: "Services",
  services: "Services",
  blog: "Blog",
  about: "About Us",
  contact: "Contact Us",
  booking: "Book Service",
  faq: "FAQ",
  privacy: "Privacy Policy",
  terms: "Terms of Service",
  auth: "Sign In",
  admin: "Admin Panel",
  account: "Your Account",
  export: "Export",
  "admin-setup": "Admin Setup",
};

/**
 * Builds the name map from the catalogue and the fixed lists above.
 * @returns segment → friendly name
 */
function buildBreadcrumbNames(): Record<string, string> {
  const names: Record<string, string> = {};
  for (const brand of brands) {
    names[brand.slug] = `${brand.name} Service`;
    names[brand.slug.replace(/-service$/, "")] = brand.name;
  }
  for (const [slug, name] of Object.entries(otherBrandNames)) {
    names[slug] = name;
    names[`${slug}-service`] = `${name} Service`;
  }
  for (const loc of localities) names[loc.slug] = loc.name;
  for (const page of modelPages) names[page.slug] = `${page.name} Service`;
  for (const page of servicePages) names[page.slug] = page.name;
  Object.assign(names, serviceTypeNames, sitePageNames);
  return names;
}

/** Path segment → friendly name, e.g. "bmw-service" → "BMW Service", "about" → "About Us". */
export const breadcrumbNames: Record<string, string> = buildBreadcrumbNames();

export { breadcrumbLabel } from "./breadcrumb-names";
