import { z } from "zod";
import homeData from "./data/home.json";

/**
 * The home page's own cards (docs/product.md#route-home): the icons of the three cards of "Why
 * Choose Us" and of the four steps of "How It Works", in `data/home.json`; their words are in the
 * catalogues of each language (`home.why`, `home.steps` of `app/catalog/i18n/<code>.json`,
 * docs/decisions/0026), in the same order. The page's other sections come
 * from the rest of the catalogue (services, brands, localities, testimonials, link lists); its
 * figures (rating, reviews, warranty, discount, emergency hours) from the business facts and the
 * published reviews when the page is drawn, never from here.
 */

/** A card of the home page: the name of a lucide-react icon. */
const HomeCardSchema = z.strictObject({
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]+$/, "A lucide-react icon component name"),
});

/**
 * A list of cards.
 * @param count how many cards the section shows
 * @returns the schema of the list
 */
function cards(count: number) {
  return z.array(HomeCardSchema).length(count);
}

/** The whole of `data/home.json`. */
export const HomeContentSchema = z.strictObject({
  /** "Why Choose Us": three cards. */
  whyChooseUs: cards(3),
  /** "How It Works": the four steps from booking to delivery, in order. */
  steps: cards(4),
});

/** The home page's own cards; see {@link HomeContentSchema}. */
export type HomeContent = z.infer<typeof HomeContentSchema>;

/** The home page's own cards, checked when the module loads. */
export const homeContent: HomeContent = HomeContentSchema.parse(homeData);
