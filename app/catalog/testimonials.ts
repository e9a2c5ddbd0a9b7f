import { z } from "zod";
import testimonialData from "./data/testimonials.json";
import { SlugSchema } from "./page-seo-schema";

/**
 * The six home page testimonials (docs/product.md#catalogue: name, location, car,
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
export const testimonials: Testimonial[] = z.array(TestimonialSchema).parse(testimonialData);

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

/**
 * What a testimonial card shows (docs/product.md#catalogue, #reviews-shown): the home page's
 * testimonials and the reviews customers wrote through the site alike.
 */
export interface TestimonialCardProps {
  name: string;
  /** Shown in place of a photograph. */
  initials: string;
  location: string;
  car: string;
  /** 1 to 5 stars. */
  rating: number;
  text: string;
  /**
   * For a review a customer wrote through the site (docs/product.md#reviews-shown): "Verified
   * service, November 2026".
   */
  verified?: string;
  /** The workshop's public reply to that review. */
  reply?: string | null;
}
