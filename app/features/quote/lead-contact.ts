/**
 * Replying to a lead by WhatsApp or phone (docs/product.md#shell and #leads). Leads hold the
 * phone in E.164, converted once by the quote form's schema (docs/decisions/0013); a row the
 * migration could not read (`drizzle/0022_phones_e164.sql`) has no links. Client-safe (pure
 * functions).
 */
import { telHref, whatsappHref } from "~/catalog/business";
import { isStoredPhone } from "~/lib/phone";

/** What a reply needs to know about a lead. */
export interface LeadReplyInput {
  name: string;
  phone: string;
  carBrand: string;
  serviceType: string;
}

/**
 * The WhatsApp reply's opening text.
 * @param lead the lead's name, car brand and service
 * @param businessName the workshop's name (business facts)
 * @returns e.g. "Hello Anil, this is Madhapur Premium Car Service about your quote request
 *   for Brake Service on your Mercedes-Benz."
 */
export function leadReplyMessage(lead: LeadReplyInput, businessName: string): string {
  const car = lead.carBrand === "Other" ? "your car" : `your ${lead.carBrand}`;
  const service = lead.serviceType === "Other" ? "a service" : lead.serviceType;
  return `Hello ${lead.name}, this is ${businessName} about your quote request for ${service} on ${car}.`;
}

/**
 * Links to answer a lead.
 * @param lead the lead, its phone as stored (E.164)
 * @param businessName the workshop's name (business facts)
 * @returns `whatsapp` (wa.me link with the greeting) and `call` (tel: link), each null when
 *   the stored phone is not E.164
 */
export function leadReplyLinks(
  lead: LeadReplyInput,
  businessName: string,
): { whatsapp: string | null; call: string | null } {
  if (!isStoredPhone(lead.phone)) return { whatsapp: null, call: null };
  return {
    whatsapp: whatsappHref(lead.phone, leadReplyMessage(lead, businessName)),
    call: telHref(lead.phone),
  };
}
