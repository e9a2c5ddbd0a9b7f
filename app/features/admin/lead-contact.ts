/**
 * Replying to a lead by WhatsApp or phone (docs/product.md#shell and #leads). Leads hold the
 * phone as the visitor typed it ("98765 43210", "+91-98765-43210", "098765 43210"), so it is
 * brought to E.164 first, by the one conversion every message and link uses (`phoneE164`,
 * docs/decisions/0013). Client-safe (pure functions).
 */
import { telHref, whatsappHref } from "~/catalog/business";
import { phoneE164 } from "~/lib/phone";

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
 * @returns `whatsapp` (wa.me link with the greeting) and `call` (tel: link), each null when
 *   the phone cannot be read as a number
 */
export function leadReplyLinks(
  lead: LeadReplyInput,
  businessName: string,
): { whatsapp: string | null; call: string | null } {
  const e164 = phoneE164(lead.phone);
  if (!e164) return { whatsapp: null, call: null };
  return {
    whatsapp: whatsappHref(e164, leadReplyMessage(lead, businessName)),
    call: telHref(e164),
  };
}
