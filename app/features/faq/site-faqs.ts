/**
 * The questions customers ask, answered for /faq (docs/product.md#route-faq: pickup radius,
 * warranty, payment methods, pricing tiers, emergency line, booking changes, data privacy). Every
 * figure is read from the business facts or the catalogue, never typed here
 * (docs/product.md#business-facts), so the answers and the FAQPage JSON-LD always agree with the
 * rest of the site. Client-safe (pure functions over plain data).
 */
import { formatPhone, type BusinessFacts } from "~/catalog/business";
import { emergencyHoursText, formatOpeningHours } from "~/catalog/opening-hours";
import { brands } from "~/catalog/brands";
import { localities } from "~/catalog/localities";
import { formatRupees, priceTierLabels, priceTiers } from "~/catalog/money";
import { getCoreService } from "~/catalog/services";
import { servicePolicies } from "~/catalog/policies";
import { listText, monthsText, orText } from "~/lib/english-prose";

/** One question with its plain-text answer (shown on the page and in the JSON-LD) and an optional further link. */
interface SiteFaq {
  question: string;
  answer: string;
  link?: { name: string; path: string };
}

/** A titled group of questions. */
export interface SiteFaqGroup {
  /** Unique on the page; used for the section id. */
  id: string;
  title: string;
  faqs: SiteFaq[];
}

/** A payment method mid-sentence: "Credit Card" → "credit card"; acronyms such as "UPI" stay. */
function inSentence(method: string): string {
  return method
    .split(" ")
    .map((w) => (w.length > 1 && w === w.toUpperCase() ? w : w.toLowerCase()))
    .join(" ");
}

/**
 * The FAQ, grouped: booking and pickup, prices and payment, warranty and quality,
 * breakdowns and emergencies, your data.
 * @param business the effective business facts (phone, radius, warranty, discount,
 *   payment methods, response times, grievance officer)
 * @returns the groups in page order; each answer is plain text
 * @throws Error when the catalogue lacks the periodic or battery service the answers quote
 */
export function siteFaqGroups(business: BusinessFacts): SiteFaqGroup[] {
  const p = business.promises;
  const phone = formatPhone(business.phone);
  const periodic = getCoreService("periodic-service");
  const battery = getCoreService("battery-replacement");
  if (!periodic || !battery)
    throw new Error("The FAQ quotes the periodic service and battery replacement prices");
  const tierPrices = priceTiers.map((tier) => {
    const price = periodic.pricing[tier];
    const examples = brands
      .filter((b) => b.tier === tier)
      .slice(0, 3)
      .map((b) => b.name);
    return `${typeof price === "number" ? formatRupees(price) : price} for ${priceTierLabels[tier]} cars such as ${listText(examples)}`;
  });
  const areaNames = localities.map((l) => l.name);
  const emergency = emergencyHoursText(business.hoursText);

  return [
    {
      id: "booking",
      title: "Booking and Pickup",
      faqs: [
        {
          question: "How far from your workshop do you offer free pickup and delivery?",
          answer: `Pickup and delivery are free anywhere within ${business.serviceRadiusKm} km of our ${business.address.locality} workshop. That covers most of ${business.address.city}, including ${listText(areaNames.slice(0, 8))}. If you are further out, call us on ${phone} and we will tell you what we can arrange.`,
        },
        {
          question: "How do I book a service?",
          answer: `Book online in a few minutes: choose the service, your car, a date and a time slot, and the address we should collect from. You need an account so that you can follow your booking under My Bookings. You can also call or WhatsApp us on ${phone}. Your first online booking gets ${p.firstBookingDiscountPercent}% off.`,
          link: { name: "Book a service", path: "/booking" },
        },
        {
          question: "How soon will you confirm my booking?",
          answer: `Our team contacts you within ${p.bookingContactMinutes} minutes of an online booking to confirm the slot and the pickup address. Quote requests sent from the contact page are answered within ${p.quoteContactHours} hours during business hours.`,
        },
        {
          question: "Can I change or cancel my booking?",
          answer: `Yes. Rescheduling and cancelling are free ${servicePolicies.freeCancellation}: call or WhatsApp us on ${phone} with your booking number. Once work has started, you pay only for the work you approved that has been done and for parts already fitted.`,
          link: { name: "Booking and cancellation terms", path: "/terms" },
        },
      ],
    },
    {
      id: "prices",
      title: "Prices and Payment",
      faqs: [
        {
          question: "How are your prices worked out?",
          answer: `Our prices follow four car categories. A periodic service starts at ${listText(tierPrices)}. These are starting prices: after a free inspection you get a written estimate, and no work starts until you approve it.`,
          link: { name: "All services and prices", path: "/services" },
        },
        {
          question: "Which payment methods do you accept?",
          answer: `We accept ${orText(business.paymentMethods.map(inSentence))}. You pay when the work is done, against an itemised invoice, before or at delivery of your car.`,
        },
        {
          question: "Is there a discount on my first booking?",
          answer: `Yes. Book your first service online and you save ${p.firstBookingDiscountPercent}% on labour and parts. The discount is applied to your invoice automatically.`,
        },
      ],
    },
    {
      id: "warranty",
      title: "Warranty and Quality",
      faqs: [
        {
          question: "What warranty do you give on your work?",
          answer: `Every job carries our ${p.warrantyMonths}-month service warranty on workmanship. Parts carry their maker's warranty, and every replacement battery we fit carries a ${monthsText(battery.warrantyMonths ?? 12)} warranty. If something we worked on goes wrong within the warranty, call us and we will inspect and put it right free of charge.`,
          link: { name: "Warranty terms", path: "/terms" },
        },
        {
          question: "What if I am not happy with the work?",
          answer: `Tell us within the warranty period. Our 100% satisfaction guarantee means we put the work right; if we cannot, you do not pay for the work in question.`,
        },
        {
          question: "Do you use genuine parts?",
          answer:
            "Yes. We fit genuine and OEM parts only, and every part is named on your estimate and invoice. Old parts are returned to you on request.",
        },
        {
          question: `What does the free ${p.healthCheckPoints}-point health check cover?`,
          answer: `At our monthly checkup events we inspect ${p.healthCheckPoints} points of your car free of charge, from fluids, brakes, tyres and battery to lights, AC cooling, suspension and stored fault codes. You get the results in writing, with no obligation to book any work.`,
        },
      ],
    },
    {
      id: "emergency",
      title: "Breakdowns and Emergencies",
      faqs: [
        {
          question: "What should I do if my car breaks down?",
          answer: `Call our emergency line on ${phone}, any time of day or night. Our emergency team aims to reach you within ${p.emergencyResponseHours} hours anywhere within our ${business.serviceRadiusKm} km service area, fixes what can be fixed on the spot, and otherwise brings the car to our workshop.`,
        },
        {
          question: "What are your opening hours?",
          answer: `Our workshop hours are ${listText(business.openingHours.map((h) => formatOpeningHours(h)))}${emergency ? ` (${emergency})` : ""}. Online booking is open at all hours.`,
        },
      ],
    },
    {
      id: "data",
      title: "Your Data",
      faqs: [
        {
          question: "What do you do with my personal data?",
          answer: `We use your name, phone, email, car details and address only to arrange and carry out your service, to contact you about it and to keep your service history. We do not sell your data or use it for advertising by others.`,
          link: { name: "Privacy policy", path: "/privacy" },
        },
        {
          question: "How can I see, correct or delete my data?",
          answer: `Write to our ${business.grievanceOfficer.name} at ${business.grievanceOfficer.email}. Under India's Digital Personal Data Protection Act, 2023 you may ask for a summary of the data we hold about you, have it corrected or erased, and raise a grievance with us.`,
          link: { name: "Your rights", path: "/privacy" },
        },
      ],
    },
  ];
}
