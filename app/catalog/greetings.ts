import { defaultBusinessFacts } from "./business";

/**
 * The prefilled WhatsApp greetings (spec section 1: the greeting asks for premium car
 * service assistance and names the business or, on brand pages, the brand).
 */

/**
 * The general greeting, naming the business.
 * @param businessName the business name; defaults to the business facts' name
 * @returns e.g. "Hi Madhapur Premium Car Service! I need premium car service assistance."
 */
export function businessGreeting(businessName: string = defaultBusinessFacts.name): string {
  return `Hi ${businessName}! I need premium car service assistance.`;
}

/**
 * The greeting used on a brand page, naming the brand.
 * @param brandName e.g. "BMW"
 * @returns e.g. "Hi! I need premium car service assistance for my BMW."
 */
export function brandGreeting(brandName: string): string {
  return `Hi! I need premium car service assistance for my ${brandName}.`;
}
