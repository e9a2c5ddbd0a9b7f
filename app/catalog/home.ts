import { z } from "zod";
import homeData from "./data/home.json";

/**
 * The home page's own words (docs/product.md#route-home): the three cards of "Why Choose Us" and
 * the four steps of "How It Works", written in `data/home.json`. The page's other sections come
 * from the rest of the catalogue (services, brands, localities, testimonials, link lists); its
 * figures (rating, reviews, warranty, discount, emergency hours) from the business facts and the
 * published reviews when the page is drawn, never from here.
 */

/** A card of the home page: the name of a lucide-react icon, a title and a sentence. */
const HomeCardSchema = z.strictObject({
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]+$/, "A lucide-react icon component name"),
  title: z.string().min(3).max(40),
  text: z.string().min(30).max(160),
});

/**
 * A list of cards, each title once (the page keys its cards by title).
 * @param count how many cards the section shows
 * @returns the schema of the list
 */
function cards(count: number) {
  return z
    .array(HomeCardSchema)
    .length(count)
    .refine((list) => new Set(list.map((c) => c.title)).size === list.length, {
      message: "Each card's title must be unique",
    });
}

/** The whole of `data/home.json`. */
export const HomeContentSchema = z.strictObject({
  /** "Why Choose Us": three cards. */
  whyChooseUs: cards(3),
  /** "How It Works": the four steps from booking to delivery, in order. */
  steps: cards(4),
});

/** The home page's own words; see {@link HomeContentSchema}. */
export type HomeContent = z.infer<typeof HomeContentSchema>;

/** The home page's own words, checked when the module loads. */
export const homeContent: HomeContent = HomeContentSchema.parse(homeData);
