import { telHref } from "~/catalog/business";
import { cta as englishCta } from "~/catalog/i18n/en.json";
import { businessWhatsappHref } from "~/catalog/greetings";
import { BOOKING_PATH } from "~/catalog/navigation";

/**
 * The pure rules behind `CtaButton` (docs/product.md#shell: CTA buttons come in the variants hero,
 * emergency, floating and section. An urgency badge is shown or hidden by a flag, shown by
 * default), kept apart from the component so they can be tested without React.
 */

/** Where a CTA button is placed; decides its look, default label and badge. */
export const ctaVariants = ["hero", "emergency", "floating", "section"] as const;

/** A CTA placement; see {@link ctaVariants}. */
export type CtaVariant = (typeof ctaVariants)[number];

/** What a CTA button does: open the booking page, call, or open WhatsApp. */
export const ctaActions = ["book", "call", "whatsapp"] as const;

/** A CTA action; see {@link ctaActions}. */
export type CtaAction = (typeof ctaActions)[number];

/**
 * The target of a CTA (docs/product.md#shell: visitors contact the business by the booking page,
 * a phone call, or a chat-app message with a prefilled greeting).
 * @param action what the button does
 * @param business the effective business facts (`name` and `phone`)
 * @param service for "book": the service to preselect on the booking form, passed as the
 *   `selectedService` search parameter (docs/product.md#route-home: Book This Service passes
 *   the service title), so it works as a plain link on pages without JavaScript
 * @param brand for "book": the car brand of the page (a brand page), passed as the `carBrand`
 *   search parameter; the form chooses it, or 'Other' with the brand as the model
 *   (`bookingBrandPrefill`)
 * @returns "/booking" (or "/booking?selectedService=…&carBrand=…"), "tel:+91…" or "https://wa.me/…?text=…"
 */
export function ctaHref(
  action: CtaAction,
  business: { name: string; phone: string },
  service?: string,
  brand?: string,
): string {
  switch (action) {
    case "book": {
      const query = new URLSearchParams({
        ...(service ? { selectedService: service } : {}),
        ...(brand ? { carBrand: brand } : {}),
      }).toString();
      return query ? `${BOOKING_PATH}?${query}` : BOOKING_PATH;
    }
    case "call":
      return telHref(business.phone);
    case "whatsapp":
      return businessWhatsappHref(business);
  }
}

/** True when the CTA leaves the site in a new tab (WhatsApp, docs/product.md#shell). */
export function ctaOpensNewTab(action: CtaAction): boolean {
  return action === "whatsapp";
}

// The English labels, from the English catalogue (docs/decisions/0026): the hero's buttons read
// 'Book Service Online' and a call button (spec "Home page"); floating buttons are icons only,
// their label is their accessible name.
const defaultLabels: Record<CtaVariant, Record<CtaAction, string>> = englishCta;

/**
 * The label a CTA shows when the caller gives none.
 * @param variant where the button sits
 * @param action what it does
 * @returns e.g. "Book Service Online" for a hero booking button
 */
export function ctaDefaultLabel(variant: CtaVariant, action: CtaAction): string {
  return defaultLabels[variant][action];
}

/**
 * The urgency badge text for a CTA (docs/product.md#shell: shown by default, hidden by a flag).
 * Emergency buttons promise the 24/7 line (docs/product.md#business-facts); hero and section
 * booking buttons say slots are limited, call buttons name the 24/7 line and WhatsApp buttons the
 * free estimate (docs/product.md#shell); floating buttons stay small, so only the call button
 * carries a badge there.
 * @param variant where the button sits
 * @param action what it does
 * @returns the badge text, or null when this combination carries no badge
 */
export function ctaUrgencyBadge(variant: CtaVariant, action: CtaAction): string | null {
  switch (variant) {
    case "emergency":
      return "24/7";
    case "floating":
      return action === "call" ? "24/7" : null;
    case "hero":
    case "section":
      return action === "book"
        ? englishCta.limitedSlots
        : action === "call"
          ? "24/7"
          : englishCta.freeEstimate;
  }
}
