import { Star } from "lucide-react";
import type { TestimonialCardProps } from "~/catalog/testimonials";

export type { TestimonialCardProps };

/**
 * A customer testimonial (docs/product.md#catalogue: name, location, car, rating,
 * text; initials instead of an image), or a review a customer wrote through the site with its
 * "Verified service" month and the workshop's reply (docs/product.md#reviews-shown). A `figure`
 * with the quote and its attribution; every text is React text, escaped.
 */
export function TestimonialCard({
  name,
  initials,
  location,
  car,
  rating,
  text,
  verified,
  reply,
}: TestimonialCardProps) {
  return (
    <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
      <p className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
        {Array.from({ length: 5 }, (_, i) => (
          <Star
            key={i}
            className={
              i < rating ? "size-4 fill-amber-500 text-amber-600" : "size-4 text-muted-foreground"
            }
            aria-hidden
          />
        ))}
      </p>
      {text ? (
        <blockquote className="mt-4 flex-1 text-sm leading-relaxed whitespace-pre-line">
          “{text}”
        </blockquote>
      ) : (
        <span className="flex-1" />
      )}
      {reply && (
        <p className="mt-3 rounded-md bg-secondary p-3 text-sm whitespace-pre-line">
          <span className="font-semibold">The workshop replied: </span>
          {reply}
        </p>
      )}
      <figcaption className="mt-5 flex items-center gap-3">
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-gold"
          aria-hidden
        >
          {initials}
        </span>
        <span className="text-sm">
          <span className="block font-semibold">{name}</span>
          <span className="block text-muted-foreground">
            {car ? `${car}, ${location}` : location}
          </span>
          {verified && <span className="block font-medium text-emerald-800">{verified}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
