import { whatsappHref } from "./business";

/**
 * The prefilled WhatsApp messages (docs/product.md#shell): each asks for premium car
 * service assistance and names the business or, on brand pages, the brand. Every WhatsApp
 * link of the site and of the messages it sends takes its text from here.
 */

/**
 * The site-wide greeting, naming the business (header, floating buttons, prompts, the
 * contact page and the messages sent to customers).
 * @param businessName the business name from the effective business facts
 * @returns e.g. "Hello Madhapur Premium Car Service! I would like premium car service assistance."
 */
export function businessGreeting(businessName: string): string {
  return `Hello ${businessName}! I would like premium car service assistance.`;
}

/**
 * The business's WhatsApp link with the site-wide greeting (docs/product.md#shell; the chat
 * number is the business phone, docs/product.md#business-facts).
 * @param business the effective business facts (only `name` and `phone` are read)
 * @returns "https://wa.me/<digits>?text=<encoded greeting>"
 */
export function businessWhatsappHref(business: { name: string; phone: string }): string {
  return whatsappHref(business.phone, businessGreeting(business.name));
}

/**
 * The greeting used on a brand page, naming the brand.
 * @param brandName e.g. "BMW"
 * @returns e.g. "Hi! I need premium car service assistance for my BMW."
 */
export function brandGreeting(brandName: string): string {
  return `Hi! I need premium car service assistance for my ${brandName}.`;
}

/**
 * The message of the /services 'Need help choosing' free-consultation button.
 * @param businessName the business name from the effective business facts
 * @returns a greeting naming the business and asking for a free consultation
 */
export function freeConsultationMessage(businessName: string): string {
  return `Hi ${businessName}! I need premium car service assistance and would like a free consultation to choose the right service for my car.`;
}
