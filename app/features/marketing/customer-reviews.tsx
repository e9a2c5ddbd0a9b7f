import { SectionBlock } from "~/components/site/section-block";
import { marketingGrid } from "./marketing-grid";
import { TestimonialCard, type TestimonialCardProps } from "./testimonial-card";

/**
 * The published reviews of a brand or locality page (docs/product.md#reviews-shown), newest
 * first; nothing while there are none.
 * @param reviews the reviews as cards
 * @param title the section's heading
 * @param tone the section's background
 */
export function CustomerReviews({
  reviews = [],
  title,
  tone,
}: {
  reviews?: TestimonialCardProps[];
  title: string;
  tone?: "muted" | "plain";
}) {
  if (reviews.length === 0) return null;
  return (
    <SectionBlock id="reviews" title={title} tone={tone}>
      <ul className={marketingGrid}>
        {reviews.map((r, i) => (
          <li key={`${i}-${r.name}`}>
            <TestimonialCard {...r} />
          </li>
        ))}
      </ul>
    </SectionBlock>
  );
}
