import { Link } from "react-router";
import { Check } from "lucide-react";
import { CtaButton } from "~/components/site/cta-button";
import { CatalogueIcon } from "./catalogue-icon";

/** Props of {@link OfferingCard}. */
export interface OfferingCardProps {
  title: string;
  description: string;
  /** e.g. "Starting from ₹3,999", "from ₹1,999" or "On Request". */
  priceText: string;
  /** A label before the price, e.g. "Starting". */
  priceLabel?: string;
  /** Icon name from the catalogue; none by default. */
  icon?: string;
  features?: string[];
  /** The service page the title links to. */
  path?: string;
  /** What the Book button passes to /booking as `selectedService`. */
  bookingService: string;
  /** The Book button's label, e.g. 'Book This Service' or 'Book Now'. */
  bookLabel: string;
  /** A small tag such as "Most popular" or "Brand specialist". */
  tag?: string;
}

/**
 * A service card with an h3 title, description, optional features, price and a Book
 * button that opens /booking with `?selectedService=<bookingService>` in the URL
 * (docs/product.md#routes: home 'Book This Service', /services 'Book Now', brand pages
 * 'Book This … Service').
 */
export function OfferingCard({
  title,
  description,
  priceText,
  priceLabel,
  icon,
  features,
  path,
  bookingService,
  bookLabel,
  tag,
}: OfferingCardProps) {
  return (
    <article className="flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        {icon && (
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-gold">
            <CatalogueIcon name={icon} className="size-5" />
          </span>
        )}
        <div className="min-w-0">
          {tag && (
            <p className="mb-1 text-xs font-semibold tracking-wide text-primary uppercase">{tag}</p>
          )}
          <h3 className="text-lg leading-snug font-semibold">
            {path ? (
              <Link
                to={path}
                className="underline-offset-4 hover:underline focus-visible:underline"
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </h3>
        </div>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{description}</p>
      {features && features.length > 0 && (
        <ul className="mt-4 space-y-1.5 text-sm">
          {features.map((f) => (
            <li key={f} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
              <span>{f}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-5">
        <p className="mb-3 text-base">
          {priceLabel && <span className="text-muted-foreground">{priceLabel} </span>}
          <span className="font-bold text-primary">{priceText}</span>
        </p>
        <CtaButton
          variant="section"
          action="book"
          service={bookingService}
          label={bookLabel}
          showUrgencyBadge={false}
          className="h-auto min-h-10 w-full py-2 whitespace-normal text-center"
        />
      </div>
    </article>
  );
}
