import { z } from "zod";
import { defaultBusinessFacts } from "./business";
import {
  KeywordsSchema,
  PathSchema,
  SeoDescriptionSchema,
  SeoTitleSchema,
  SlugSchema,
  servicePath,
} from "./seo";

/**
 * The Hyderabad localities the workshop serves from Madhapur, one page each at
 * /service/{slug} (spec section 9 "Sitemap" lists the 18; section 2 "Locality pages" gives
 * the template: location, description, landmarks, services, three reasons to choose,
 * optional page title and meta description). Distances are approximate road distances
 * from the workshop.
 */

const facts = defaultBusinessFacts;

/** A reason to choose the workshop, shown in threes on locality pages. */
export const ReasonSchema = z.object({ title: z.string().min(5), text: z.string().min(40) });

/** A reason to choose; see {@link ReasonSchema}. */
export type Reason = z.infer<typeof ReasonSchema>;

/**
 * A locality page. `intro` is the body text (the spec's location "description");
 * `title` and `description` are the search title and meta description, written as
 * `pageTitle` / `metaDescription` where a locality has its own (spec section 2) and
 * generated otherwise. `services` are slugs of service pages.
 */
export const LocalitySchema = z
  .object({
    name: z.string().min(3),
    slug: SlugSchema,
    path: PathSchema,
    distanceKm: z.number().min(0),
    direction: z.string().min(4),
    intro: z.string().min(200).max(700),
    typicalCars: z.array(z.string().min(2)).min(3),
    pickupNote: z.string().min(30),
    landmarks: z.array(z.string().min(3)).min(4).max(6),
    services: z.array(SlugSchema).min(4),
    reasons: z.array(ReasonSchema).length(3),
    keywords: KeywordsSchema,
    /** Shown on the home page's service-areas list and brand coverage (spec section 2). */
    featured: z.boolean(),
    pageTitle: SeoTitleSchema.optional(),
    metaDescription: SeoDescriptionSchema.optional(),
    title: SeoTitleSchema,
    description: SeoDescriptionSchema,
  })
  .superRefine((loc, ctx) => {
    if (loc.path !== servicePath(loc.slug)) {
      ctx.addIssue({
        code: "custom",
        path: ["path"],
        message: `Path must be ${servicePath(loc.slug)}`,
      });
    }
    if (loc.distanceKm > facts.serviceRadiusKm) {
      ctx.addIssue({ code: "custom", path: ["distanceKm"], message: "Outside the service radius" });
    }
    if (new Set(loc.landmarks).size !== loc.landmarks.length) {
      ctx.addIssue({ code: "custom", path: ["landmarks"], message: "Landmarks must be unique" });
    }
    if (loc.pageTitle && loc.pageTitle !== loc.title) {
      ctx.addIssue({
        code: "custom",
        path: ["title"],
        message: "A written pageTitle is the page's title",
      });
    }
    if (loc.metaDescription && loc.metaDescription !== loc.description) {
      ctx.addIssue({
        code: "custom",
        path: ["description"],
        message: "A written metaDescription is the page's description",
      });
    }
  });

/** A locality page; see {@link LocalitySchema}. */
export type Locality = z.infer<typeof LocalitySchema>;

/** What is written per locality; titles, paths and two of the three reasons are derived. */
type LocalityInput = Omit<Locality, "path" | "reasons" | "title" | "description"> & {
  /** The one reason to choose that is particular to this locality. */
  localReason: Reason;
};

const everyday = [
  "periodic-service",
  "ac-service",
  "brake-service",
  "battery-replacement",
  "engine-service",
  "oil-change",
];
const withBodywork = [...everyday, "denting-painting"];
const withTyres = [...everyday, "tire-service"];

/**
 * Completes a written locality: its path, generated search fields and three reasons
 * (pickup, the local reason, warranty and quotes).
 * @param input the written entry
 * @returns the locality page entry (checked by {@link LocalitySchema} afterwards)
 */
function locality(input: LocalityInput): Locality {
  const { localReason, ...rest } = input;
  const pickup: Reason =
    input.distanceKm === 0
      ? {
          title: "Workshop on your doorstep",
          text: `Our workshop is in ${input.name} itself, so you can drop in, or we collect the car from your home or office free of charge.`,
        }
      : {
          title: `Free pickup from ${input.name}`,
          text: `We collect your car anywhere in ${input.name}, about ${input.distanceKm} km from our Madhapur workshop, and deliver it back after the work, free of charge.`,
        };
  const trust: Reason = {
    title: "Warranty and written quotes",
    text: `Every job carries our ${facts.promises.warrantyMonths}-month service warranty, and no work starts until you approve the written estimate.`,
  };
  return {
    ...rest,
    path: servicePath(input.slug),
    reasons: [pickup, localReason, trust],
    title: input.pageTitle ?? `Car Service in ${input.name}, Hyderabad | Free Pickup`,
    description:
      input.metaDescription ??
      `Car service in ${input.name}, Hyderabad: free doorstep pickup, genuine parts and expert care for luxury and popular cars, ${input.distanceKm} km from Madhapur.`,
  };
}

const localityData: Locality[] = [
  locality({
    name: "Gachibowli",
    slug: "gachibowli",
    distanceKm: 5,
    direction: "south-west of Madhapur",
    intro:
      "Gachibowli sits about 5 km south-west of our Madhapur workshop, a short drive along the Old Mumbai Highway. Its IT campuses and gated communities are home to a great many German saloons and compact SUVs, most driven daily through heavy office traffic. We collect cars from apartment basements and office car parks, and can service yours while you are at work.",
    typicalCars: [
      "BMW 3 Series",
      "Mercedes-Benz C-Class",
      "Audi Q3",
      "Hyundai Creta",
      "Skoda Slavia",
    ],
    pickupNote:
      "Pickup from office car parks during working hours, returned the same evening for most services.",
    landmarks: [
      "DLF Cyber City",
      "G.M.C. Balayogi Athletic Stadium",
      "University of Hyderabad",
      "Indian School of Business",
      "AIG Hospitals",
    ],
    services: withBodywork,
    keywords: [
      "car service Gachibowli",
      "BMW service Gachibowli",
      "car repair Gachibowli",
      "car AC repair Gachibowli",
    ],
    featured: true,
    pageTitle: "Luxury Car Service in Gachibowli | Office Pickup",
    metaDescription:
      "Luxury and everyday car service in Gachibowli with pickup from your office car park, same-day returns for most jobs and genuine parts.",
    localReason: {
      title: "Serviced while you work",
      text: "Hand over the keys at your Gachibowli office in the morning and have the car back in the car park by evening for most services.",
    },
  }),
  locality({
    name: "Banjara Hills",
    slug: "banjara-hills",
    distanceKm: 9,
    direction: "south-east of Madhapur",
    intro:
      "Banjara Hills lies about 9 km south-east of the workshop, reached over the Durgam Cheruvu cable bridge and Jubilee Hills. Its residences and Road No. 12 restaurants see more Range Rovers, S-Classes and Porsches than almost anywhere else in the city. We collect these cars on covered flatbeds when you prefer, and treat every interior with the care it deserves.",
    typicalCars: [
      "Range Rover",
      "Mercedes-Benz S-Class",
      "Porsche Cayenne",
      "BMW 7 Series",
      "Lexus LX 500d",
    ],
    pickupNote:
      "Flatbed pickup on request for high-value and low-slung cars, with seat, mat and steering covers fitted before driving.",
    landmarks: [
      "GVK One Mall",
      "Taj Krishna",
      "City Center Mall",
      "L V Prasad Eye Institute",
      "Banjara Hills Road No. 12",
    ],
    services: withBodywork,
    keywords: [
      "car service Banjara Hills",
      "luxury car service Banjara Hills",
      "Range Rover service Hyderabad",
      "Mercedes service Banjara Hills",
    ],
    featured: true,
    pageTitle: "Premium Car Service in Banjara Hills, Hyderabad",
    metaDescription: `Premium car care for Banjara Hills: Range Rover, Mercedes-Benz and Porsche servicing with flatbed pickup, genuine parts and a ${facts.promises.warrantyMonths}-month warranty.`,
    localReason: {
      title: "Handled like your own",
      text: "High-value cars travel by flatbed on request, and every car gets seat, mat and steering covers before a technician drives it.",
    },
  }),
  locality({
    name: "Jubilee Hills",
    slug: "jubilee-hills",
    distanceKm: 5,
    direction: "east of Madhapur",
    intro:
      "Jubilee Hills is about 5 km east of our workshop along Road No. 36 and the cable bridge road. Many of the city's luxury SUVs and sports cars live here, often with family drivers who need the car back on time. We agree a pickup and delivery slot around your household's day and keep you updated on WhatsApp with photos as the work progresses.",
    typicalCars: [
      "Land Rover Defender",
      "Mercedes-Benz GLS",
      "BMW X5",
      "Porsche 911",
      "Toyota Fortuner",
    ],
    pickupNote:
      "Pickup and delivery slots agreed around your driver's schedule, with photo updates on WhatsApp during the job.",
    landmarks: [
      "Jubilee Hills Check Post",
      "KBR National Park",
      "Peddamma Temple",
      "Apollo Hospitals, Jubilee Hills",
      "Jubilee Hills Road No. 36",
    ],
    services: withBodywork,
    keywords: [
      "car service Jubilee Hills",
      "luxury car repair Jubilee Hills",
      "Porsche service Hyderabad",
      "Land Rover service Jubilee Hills",
    ],
    featured: true,
    pageTitle: "Luxury Car Service in Jubilee Hills | Free Pickup",
    metaDescription:
      "Luxury car service in Jubilee Hills with pickup slots around your day, photo updates on WhatsApp and specialists for German and British cars.",
    localReason: {
      title: "Just across the cable bridge",
      text: "Jubilee Hills is one of our closest neighbourhoods, so a pickup rarely takes more than half an hour to arrange.",
    },
  }),
  locality({
    name: "Hitech City",
    slug: "hitech-city",
    distanceKm: 2,
    direction: "west of Madhapur, next door",
    intro:
      "Hitech City is our next-door neighbour, about 2 km west of the workshop around Cyber Towers and HITEX. Most of our customers here are IT professionals with long days and little time, so we run a quick express service for oil changes, AC checks and brake pads while you are at your desk, and a full service with same-day delivery for most cars.",
    typicalCars: [
      "Honda City",
      "Hyundai Verna",
      "Volkswagen Virtus",
      "Mercedes-Benz A-Class Limousine",
      "BMW X1",
    ],
    pickupNote:
      "Walk-in or pickup within the hour from Hitech City offices; express jobs ready before the end of your working day.",
    landmarks: [
      "Cyber Towers",
      "Shilparamam",
      "HITEX Exhibition Centre",
      "Raheja Mindspace",
      "Hitech City Metro Station",
    ],
    services: withTyres,
    keywords: [
      "car service Hitech City",
      "car repair near Cyber Towers",
      "car service near me Hitech City",
      "express car service Hyderabad",
    ],
    featured: true,
    pageTitle: "Car Service in Hitech City | Same-Day Delivery",
    metaDescription:
      "Car service next door to Hitech City: express oil changes, AC and brake work while you are at your desk, and same-day delivery for most cars.",
    localReason: {
      title: "Minutes from your desk",
      text: "Our workshop is a short hop from Cyber Towers, so express jobs are often done within a lunch break.",
    },
  }),
  locality({
    name: "Kondapur",
    slug: "kondapur",
    distanceKm: 4,
    direction: "north-west of Madhapur",
    intro:
      "Kondapur is about 4 km north-west of the workshop, between Kothaguda and Hafeezpet. Its large gated communities have a healthy mix of family SUVs and luxury cars, many of which spend the week parked and the weekend on long drives. We suggest a quick pre-trip check before highway runs to Srisailam or Vijayawada, and collect cars from community gates at a time that suits you.",
    typicalCars: [
      "Hyundai Creta",
      "Mahindra XUV700",
      "Toyota Innova Crysta",
      "Audi Q5",
      "Volvo XC60",
    ],
    pickupNote:
      "Pickup from gated-community gates with visitor passes arranged in advance; weekend slots available.",
    landmarks: [
      "Sarath City Capital Mall",
      "Botanical Garden, Kothaguda",
      "Kothaguda Junction",
      "Hafeezpet Railway Station",
      "Area Hospital Kondapur",
    ],
    services: withTyres,
    keywords: [
      "car service Kondapur",
      "car repair Kondapur",
      "SUV service Kondapur",
      "car AC service Kondapur",
    ],
    featured: true,
    pageTitle: "Car Service in Kondapur | Pickup from Your Gate",
    metaDescription:
      "Car service in Kondapur with pickup from your community gate, weekend slots and pre-trip checks for family SUVs and luxury cars alike.",
    localReason: {
      title: "Ready for the weekend drive",
      text: "Ask for our pre-trip check before a highway run: tyres, brakes, fluids and lights inspected so the family travels safely.",
    },
  }),
  locality({
    name: "Madhapur",
    slug: "madhapur",
    distanceKm: 0,
    direction: "home of our workshop",
    intro:
      "Our workshop is in Madhapur, off Ayyappa Society Main Road, so customers here can drop the car in on the way to work or have us collect it within minutes. Madhapur's mix of apartments, offices and restaurants brings us everything from daily-driven hatchbacks to weekend sports cars, and being this close means we can also come out quickly when a car will not start.",
    typicalCars: [
      "Maruti Suzuki Baleno",
      "Hyundai i20",
      "BMW 3 Series",
      "Mercedes-Benz E-Class",
      "Jeep Compass",
    ],
    pickupNote:
      "Walk in without an appointment for inspections, or have the car collected within 30 minutes anywhere in Madhapur.",
    landmarks: [
      "Durgam Cheruvu and Cable Bridge",
      "Inorbit Mall",
      "Ayyappa Society",
      "Kavuri Hills",
      "Madhapur Metro Station",
    ],
    services: [...withBodywork, "tire-service", "custom-repairs"],
    keywords: [
      "car service Madhapur",
      "car mechanic Madhapur",
      "car workshop Madhapur",
      "luxury car service Madhapur",
    ],
    featured: true,
    pageTitle: "Car Service in Madhapur, Hyderabad | Our Workshop",
    metaDescription:
      "Our car workshop is in Madhapur: drop in or book a free pickup for servicing, repairs, AC and bodywork on luxury and popular cars.",
    localReason: {
      title: "See your car being worked on",
      text: "You are welcome to visit the workshop and talk to the technician working on your car before you approve any extra work.",
    },
  }),
  locality({
    name: "Manikonda",
    slug: "manikonda",
    distanceKm: 10,
    direction: "south of Madhapur",
    intro:
      "Manikonda lies about 10 km south of the workshop, past Khajaguda and the Lanco Hills towers. Its fast-growing apartment blocks are home to many young families and IT professionals, with plenty of compact SUVs and first luxury cars. Narrow inner roads and tight basements make our doorstep pickup especially handy here.",
    typicalCars: ["Tata Nexon", "Kia Seltos", "Hyundai Venue", "Mercedes-Benz GLA", "BMW X1"],
    pickupNote:
      "Pickup from apartment basements in Manikonda and Puppalaguda; morning slots are the quickest to reach.",
    landmarks: [
      "Lanco Hills",
      "Alkapur Township",
      "Panchavati Colony",
      "Puppalaguda",
      "Neknampur Lake",
    ],
    services: everyday,
    keywords: [
      "car service Manikonda",
      "car repair Manikonda",
      "car mechanic Puppalaguda",
      "car AC repair Manikonda",
    ],
    featured: false,
    localReason: {
      title: "Updates you can follow",
      text: "You get a WhatsApp message at pickup, after inspection with photos and a quote, and when the car is on its way back.",
    },
  }),
  locality({
    name: "Financial District",
    slug: "financial-district",
    distanceKm: 9,
    direction: "south-west of Madhapur",
    intro:
      "The Financial District, around Nanakramguda, is about 9 km south-west of the workshop by the Gachibowli flyovers. Its large corporate campuses mean cars often sit in multi-level car parks all day, which is the ideal time to service them. We coordinate with campus security for gate passes and return the car to the same parking bay.",
    typicalCars: [
      "Mercedes-Benz C-Class",
      "BMW 5 Series",
      "Audi A4",
      "Toyota Camry",
      "Skoda Octavia",
    ],
    pickupNote:
      "Campus gate passes arranged with security; the car is returned to the same parking bay before you leave work.",
    landmarks: [
      "Wipro Circle",
      "Amazon Hyderabad Campus",
      "ICICI Towers, Nanakramguda",
      "Continental Hospitals",
      "Nanakramguda ORR Junction",
    ],
    services: withBodywork,
    keywords: [
      "car service Financial District",
      "car service Nanakramguda",
      "car repair Financial District Hyderabad",
      "corporate car service",
    ],
    featured: false,
    localReason: {
      title: "Back in your parking bay",
      text: "We work with campus security for entry and return the car to the bay it was collected from, ready for your drive home.",
    },
  }),
  locality({
    name: "Kukatpally",
    slug: "kukatpally",
    distanceKm: 9,
    direction: "north of Madhapur",
    intro:
      "Kukatpally and KPHB Colony are about 9 km north of the workshop, by way of the JNTU road. It is one of Hyderabad's busiest residential areas, with a huge number of Maruti Suzuki, Hyundai and Honda cars that do hard daily work in traffic. Our popular-brand prices suit these cars, and we can collect from JNTU Road or the KPHB phases in one trip.",
    typicalCars: [
      "Maruti Suzuki Swift",
      "Maruti Suzuki Dzire",
      "Hyundai Grand i10 Nios",
      "Honda Amaze",
      "Tata Punch",
    ],
    pickupNote:
      "Daily pickup runs to KPHB Colony and JNTU Road; book before 10 AM for same-day return.",
    landmarks: [
      "KPHB Colony",
      "JNTU Hyderabad",
      "Nexus Hyderabad Mall",
      "Kukatpally Y Junction",
      "Manjeera Mall",
    ],
    services: withTyres,
    keywords: [
      "car service Kukatpally",
      "car service KPHB",
      "Maruti service Kukatpally",
      "car repair Kukatpally",
    ],
    featured: false,
    localReason: {
      title: "Fair prices for everyday cars",
      text: "Popular-brand servicing starts from economy-tier prices, with the same inspection and warranty a luxury car gets.",
    },
  }),
  locality({
    name: "LB Nagar",
    slug: "lb-nagar",
    distanceKm: 27,
    direction: "south-east of Madhapur",
    intro:
      "LB Nagar is about 27 km south-east of the workshop, near the end of our 30 km service radius, reached by the Outer Ring Road or through the city. Despite the distance, pickup and drop are still free. We plan LB Nagar collections early in the morning so the car reaches the workshop before traffic builds, and return it the same evening for most services.",
    typicalCars: [
      "Maruti Suzuki Ertiga",
      "Hyundai Creta",
      "Tata Nexon",
      "Mahindra Scorpio-N",
      "Toyota Innova Crysta",
    ],
    pickupNote:
      "Early-morning pickup by the Outer Ring Road; same-evening return for most services despite the distance.",
    landmarks: [
      "LB Nagar Metro Station",
      "Kamineni Hospitals",
      "LB Nagar Ring Road",
      "Saroornagar Lake",
    ],
    services: everyday,
    keywords: [
      "car service LB Nagar",
      "car repair LB Nagar",
      "car AC service LB Nagar",
      "doorstep car service Hyderabad",
    ],
    featured: false,
    localReason: {
      title: "Free pickup, even this far",
      text: "LB Nagar is near the edge of our service radius, but pickup and delivery cost you nothing, just as they do next door.",
    },
  }),
  locality({
    name: "Miyapur",
    slug: "miyapur",
    distanceKm: 13,
    direction: "north-west of Madhapur",
    intro:
      "Miyapur is about 13 km north-west of the workshop along the Mumbai highway, past Hafeezpet and Madinaguda. Many families here run a hatchback or compact SUV for the daily commute and a larger MPV for trips home, so we often service two cars in one visit. Combined pickups from the same address are planned together to save you a second wait.",
    typicalCars: [
      "Maruti Suzuki Wagon R",
      "Hyundai i20",
      "Kia Carens",
      "Maruti Suzuki Ertiga",
      "Mahindra XUV 3XO",
    ],
    pickupNote:
      "Two cars from one address collected together; pickup points near Miyapur Metro Station on request.",
    landmarks: [
      "Miyapur Metro Station",
      "Miyapur X Roads",
      "Allwyn X Roads",
      "Deepthisri Nagar",
      "Madinaguda",
    ],
    services: withTyres,
    keywords: [
      "car service Miyapur",
      "car repair Miyapur",
      "car mechanic Miyapur",
      "car AC service Miyapur",
    ],
    featured: false,
    localReason: {
      title: "Two cars, one trip",
      text: "Book both family cars together and we collect them in one visit, service them side by side and bring them back together.",
    },
  }),
  locality({
    name: "Secunderabad",
    slug: "secunderabad",
    distanceKm: 17,
    direction: "north-east of Madhapur",
    intro:
      "Secunderabad is about 17 km north-east of the workshop, through Begumpet or along the Jubilee Hills–Paradise route. Its older bungalows and cantonment roads hold many well-kept older cars alongside new SUVs, and we enjoy both. We source parts for cars the dealers have stopped stocking and collect from the railway station if you are travelling.",
    typicalCars: [
      "Honda City",
      "Toyota Innova Crysta",
      "Mercedes-Benz E-Class",
      "Skoda Superb",
      "Mahindra Thar",
    ],
    pickupNote:
      "Collection from home or from Secunderabad Railway Station when you are leaving town, returned on your arrival.",
    landmarks: [
      "Secunderabad Railway Station",
      "Paradise Circle",
      "Secunderabad Clock Tower",
      "Parade Ground",
      "Sangeet X Roads",
    ],
    services: withBodywork,
    keywords: [
      "car service Secunderabad",
      "car repair Secunderabad",
      "car mechanic Secunderabad",
      "old car service Hyderabad",
    ],
    featured: false,
    localReason: {
      title: "Older cars welcome",
      text: "We track down parts for models the dealers no longer stock, so a well-loved older car gets the same care as a new one.",
    },
  }),
  locality({
    name: "Uppal",
    slug: "uppal",
    distanceKm: 24,
    direction: "east of Madhapur",
    intro:
      "Uppal is about 24 km east of the workshop, near the cricket stadium on the Warangal highway. It is a busy mix of homes, industry and offices, and many cars here clock long daily distances on the Outer Ring Road. Regular oil changes and brake checks matter most for these cars, and we run scheduled pickups to Uppal on weekdays.",
    typicalCars: [
      "Maruti Suzuki Dzire",
      "Hyundai Aura",
      "Tata Tiago",
      "Toyota Glanza",
      "Mahindra Bolero",
    ],
    pickupNote: "Scheduled weekday pickups to Uppal; book a day ahead for the earliest slot.",
    landmarks: [
      "Rajiv Gandhi International Cricket Stadium",
      "Uppal Metro Station",
      "Uppal X Roads",
      "NGRI, Habsiguda",
      "Uppal Bhagayath Layout",
    ],
    services: everyday,
    keywords: [
      "car service Uppal",
      "car repair Uppal",
      "car oil change Uppal",
      "car brake service Uppal",
    ],
    featured: false,
    localReason: {
      title: "Built for high-mileage cars",
      text: "Cars that cover long daily distances get mileage-based service plans that put wear items first and keep costs predictable.",
    },
  }),
  locality({
    name: "Bowenpally",
    slug: "bowenpally",
    distanceKm: 14,
    direction: "north-east of Madhapur",
    intro:
      "Bowenpally is about 14 km north-east of the workshop, reached through Balanagar or Begumpet. Traders from the vegetable market and families in the new apartments near Old Bowenpally rely on their cars, and many run diesel SUVs and MPVs. We check diesel filters, injectors and clutches closely on these hard-working cars.",
    typicalCars: [
      "Toyota Innova Crysta",
      "Mahindra Scorpio-N",
      "Maruti Suzuki Ertiga",
      "Hyundai Creta",
      "Tata Harrier",
    ],
    pickupNote: "Pickup early in the day to avoid market traffic near the Bowenpally Check Post.",
    landmarks: [
      "Bowenpally Vegetable Market",
      "Bowenpally Check Post",
      "Tadbund Hanuman Temple",
      "Hasmathpet Lake",
    ],
    services: everyday,
    keywords: [
      "car service Bowenpally",
      "car repair Bowenpally",
      "diesel car service Hyderabad",
      "SUV service Bowenpally",
    ],
    featured: false,
    localReason: {
      title: "Diesel know-how",
      text: "Diesel SUVs and MPVs get fuel-filter, injector and clutch checks as part of the service, because those parts work hardest.",
    },
  }),
  locality({
    name: "Kompally",
    slug: "kompally",
    distanceKm: 22,
    direction: "north of Madhapur",
    intro:
      "Kompally is about 22 km north of the workshop, along the Medchal road beyond Suchitra Circle. Its villa communities and farmhouses have many large SUVs and a growing number of electric cars, often used for highway trips north. We collect from villa gates on the NH 44 side and can check EV charging and 12-volt systems as well as conventional engines.",
    typicalCars: ["Toyota Fortuner", "Mahindra XUV700", "Tata Nexon EV", "Kia Carnival", "BMW X3"],
    pickupNote:
      "Pickup from villa communities along the Medchal road; allow a little longer at weekends.",
    landmarks: [
      "Suchitra Circle",
      "Medchal Road (NH 44)",
      "Pet Basheerabad",
      "Dulapally",
      "Gundlapochampally",
    ],
    services: withTyres,
    keywords: [
      "car service Kompally",
      "car repair Kompally",
      "SUV service Kompally",
      "EV service Hyderabad",
    ],
    featured: false,
    localReason: {
      title: "SUVs and EVs covered",
      text: "Large SUVs get four-wheel-drive and suspension checks, and electric cars get a 12-volt and charging-system check at every visit.",
    },
  }),
  locality({
    name: "Medipally",
    slug: "medipally",
    distanceKm: 28,
    direction: "east of Madhapur",
    intro:
      "Medipally is about 28 km east of the workshop on the Warangal highway, beyond Uppal and Boduppal, close to the edge of our service radius. New layouts here bring plenty of first-time car owners, and we take the time to explain what a service covers and what can wait. Pickups are grouped with Uppal runs so collection remains free.",
    typicalCars: [
      "Maruti Suzuki Baleno",
      "Tata Punch",
      "Hyundai Exter",
      "Renault Kiger",
      "Maruti Suzuki Brezza",
    ],
    pickupNote:
      "Pickups grouped with our Uppal runs on weekdays; same-day return for standard services booked early.",
    landmarks: ["Warangal Highway (NH 163)", "Peerzadiguda", "Boduppal", "Pocharam IT SEZ"],
    services: everyday,
    keywords: [
      "car service Medipally",
      "car repair Medipally",
      "car service Boduppal",
      "car AC service Medipally",
    ],
    featured: false,
    localReason: {
      title: "Explained in plain words",
      text: "New car owners get a clear walk-through of what was done, what can wait and what to watch for before the next service.",
    },
  }),
  locality({
    name: "Rajendra Nagar",
    slug: "rajendra-nagar",
    distanceKm: 18,
    direction: "south of Madhapur",
    intro:
      "Rajendra Nagar is about 18 km south of the workshop, reached by the Outer Ring Road or the PVNR Expressway through Attapur. Its green campuses and farmhouse plots mean many cars here see dusty roads, so we pay extra attention to air and cabin filters, AC condensers and underbody parts. Pickups run on the ORR, which keeps the journey quick.",
    typicalCars: [
      "Toyota Fortuner",
      "Mahindra Thar",
      "Hyundai Creta",
      "Mercedes-Benz GLE",
      "Jeep Compass",
    ],
    pickupNote:
      "Pickup by the Outer Ring Road for quick journeys; farmhouse addresses reached with a shared location pin.",
    landmarks: [
      "PJTSAU Campus",
      "NIRDPR Campus",
      "Himayat Sagar",
      "PVNR Expressway, Attapur",
      "Rajendranagar ORR Exit",
    ],
    services: everyday,
    keywords: [
      "car service Rajendra Nagar",
      "car repair Rajendranagar",
      "car service Attapur",
      "SUV service Rajendra Nagar",
    ],
    featured: false,
    localReason: {
      title: "Dust-road care",
      text: "Air and cabin filters, AC condensers and underbody parts get extra attention on cars that travel dusty roads.",
    },
  }),
  locality({
    name: "Kollur",
    slug: "kollur",
    distanceKm: 22,
    direction: "west of Madhapur",
    intro:
      "Kollur is about 22 km west of the workshop, near the Outer Ring Road beyond Tellapur and Osman Nagar. New gated communities and villa projects are growing fast here, and many owners drive new cars still under the maker's warranty. We service to the maker's schedule with approved parts and fluids, so your warranty stays intact.",
    typicalCars: ["Kia Seltos", "Hyundai Creta", "Skoda Kushaq", "Volkswagen Taigun", "BMW X1"],
    pickupNote:
      "Pickup from Kollur, Tellapur and Osman Nagar by the Outer Ring Road, usually within two hours of booking.",
    landmarks: [
      "Kollur ORR Interchange",
      "Kollur 2BHK Dignity Housing Colony",
      "Tellapur",
      "Osman Nagar",
      "Velimela",
    ],
    services: everyday,
    keywords: [
      "car service Kollur",
      "car service Tellapur",
      "car repair Kollur",
      "new car service Hyderabad",
    ],
    featured: false,
    localReason: {
      title: "Keeps your warranty intact",
      text: "We follow the maker's service schedule with approved parts and fluids and stamp your service record every visit.",
    },
  }),
];

/** The 18 localities, featured first (spec section 9 "Sitemap"). */
export const localities: Locality[] = z.array(LocalitySchema).parse(localityData);

/** The six featured localities shown on the home page (spec section 2 "Home page"). */
export const featuredLocalities: Locality[] = localities.filter((l) => l.featured);

/**
 * Looks a locality up by slug.
 * @param slug e.g. "banjara-hills"
 * @returns the locality, or undefined when none has that slug
 */
export function getLocality(slug: string): Locality | undefined {
  return localities.find((l) => l.slug === slug);
}
