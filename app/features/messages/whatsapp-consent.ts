/**
 * The WhatsApp consent, read one way everywhere (docs/product.md#lifecycle-whatsapp,
 * docs/decisions/0013): a consent belongs to the number it was given for, stored in E.164 with
 * its time on the customer's profile, and a booking's WhatsApp messages go to that number only
 * when the booking's phone (stored in E.164 by the booking form) is that same number.
 * Client-safe (pure functions).
 */

/** A profile's consent columns as stored. */
export interface WhatsappConsentColumns {
  whatsappConsentAt: Date | null;
  whatsappConsentPhone: string | null;
}

/**
 * The WhatsApp number this customer consented to (docs/product.md#lifecycle-whatsapp).
 * @param profile the profile's consent columns; null or undefined: no profile
 * @returns the number in E.164 (e.g. "+919876543210"); null without a consent, or for a
 *   consent stored without its number (given before numbers were kept: it lapsed,
 *   docs/decisions/0013)
 */
export function consentedWhatsappNumber(
  profile: WhatsappConsentColumns | null | undefined,
): string | null {
  return profile?.whatsappConsentAt && profile.whatsappConsentPhone
    ? profile.whatsappConsentPhone
    : null;
}

/**
 * Where a booking's WhatsApp messages go (docs/decisions/0013: never to a phone typed on a
 * later booking than the one the consent was given with).
 * @param bookingPhone the booking's phone as stored (E.164)
 * @param consented the number from {@link consentedWhatsappNumber}
 * @returns the consented number when it is the booking's phone, else null (no WhatsApp)
 */
export function bookingWhatsappNumber(
  bookingPhone: string,
  consented: string | null,
): string | null {
  return consented !== null && bookingPhone === consented ? consented : null;
}
