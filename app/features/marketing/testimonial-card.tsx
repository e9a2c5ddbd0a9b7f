import { Star } from "lucide-react";

/** Props of {@link TestimonialCard}. */
export interface TestimonialCardProps {
  name: string;
  /** Shown in place of a photograph. */
  initials: string;
  location: string;
  car: string;
  /** 1 to 5 stars. */
  rating: number;
  text: string;
}

/**
 * A customer testimonial (docs/product.md#catalogue: name, location, car, rating,
 * text; initials instead of an image). A `figure` with the quote and its attribution.
 */
export function TestimonialCard({
  name,
  initials,
  location,
  car,
  rating,
  text,
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
      <blockquote className="mt-4 flex-1 text-sm leading-relaxed">“{text}”</blockquote>
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
            {car}, {location}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
