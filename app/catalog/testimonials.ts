import { z } from "zod";
import { SlugSchema } from "./seo";

/**
 * The six home page testimonials (spec section 3 "Testimonial": name, location, car,
 * rating, text, image). No photographs are used: cards show the customer's initials.
 * `localitySlug` and `brandSlug` point at the locality and brand pages.
 */
export const TestimonialSchema = z.object({
  name: z.string().min(3),
  location: z.string().min(3),
  localitySlug: SlugSchema,
  car: z.string().min(3),
  brandSlug: SlugSchema,
  rating: z.union([z.literal(4), z.literal(5)]),
  text: z
    .string()
    .min(80)
    .max(400)
    .refine((t) => {
      const sentences = t.split(/(?<=[.!?])\s+/).filter(Boolean).length;
      return sentences >= 2 && sentences <= 3;
    }, "Two or three sentences"),
});

/** A testimonial; see {@link TestimonialSchema}. */
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** Six testimonials: luxury and popular cars, customers from across the service area. */
export const testimonials: Testimonial[] = z.array(TestimonialSchema).parse([
  {
    name: "Rajesh Reddy",
    location: "Jubilee Hills",
    localitySlug: "jubilee-hills",
    car: "Mercedes-Benz E-Class",
    brandSlug: "mercedes-service",
    rating: 5,
    text: "They collected my E-Class in the morning, sent photos of the worn brake discs with a clear quote, and had it back by evening. The bill was well under what the dealer had quoted for the same Service B.",
  },
  {
    name: "Priya Sharma",
    location: "Gachibowli",
    localitySlug: "gachibowli",
    car: "BMW 3 Series",
    brandSlug: "bmw-service",
    rating: 5,
    text: "My 3 Series had an oil leak two other garages could not trace. The team found the faulty filter-housing gasket on the first visit and explained everything on WhatsApp.",
  },
  {
    name: "Srinivas Rao",
    location: "Kukatpally",
    localitySlug: "kukatpally",
    car: "Hyundai Creta",
    brandSlug: "hyundai-service",
    rating: 5,
    text: "The AC in my Creta is finally cold again after a proper leak repair instead of yet another gas top-up. Pickup and drop were on time, and the price matched the estimate exactly.",
  },
  {
    name: "Mohammed Faisal",
    location: "Banjara Hills",
    localitySlug: "banjara-hills",
    car: "Range Rover Evoque",
    brandSlug: "land-rover-service",
    rating: 5,
    text: "The air suspension on my Evoque kept dropping overnight. They replaced the faulty air spring and recalibrated the ride height, and it has been perfect for three months now.",
  },
  {
    name: "Lakshmi Narayanan",
    location: "Secunderabad",
    localitySlug: "secunderabad",
    car: "Maruti Suzuki Swift",
    brandSlug: "maruti-service",
    rating: 4,
    text: "Good, honest service for my Swift at a fair price, and they explained which jobs could wait. Delivery was an hour later than promised, but they called ahead to let me know.",
  },
  {
    name: "Ananya Iyer",
    location: "Kondapur",
    localitySlug: "kondapur",
    car: "Audi Q5",
    brandSlug: "audi-service",
    rating: 5,
    text: "They serviced my Q5's S tronic gearbox and the jerky starts in traffic are gone. Booking online took two minutes and the first-booking discount was applied without my asking.",
  },
]);

/**
 * The initials shown in place of a photograph.
 * @param name a customer's name, e.g. "Mohammed Faisal"
 * @returns up to two capital initials: "MF"; a single name gives one letter
 */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}
