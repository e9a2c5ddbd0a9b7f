/**
 * The questions customers ask, answered for /faq (docs/product.md#route-faq: pickup radius,
 * warranty, payment methods, pricing tiers, emergency line, booking changes, data privacy), in
 * the page's language (docs/decisions/0026: /te/faq, /hi/faq). Every figure is read from the
 * business facts or the catalogue, never typed here (docs/product.md#business-facts), so the
 * answers and the FAQPage JSON-LD always agree with the rest of the site; the words are the
 * `faq` messages of the language's catalogue. Client-safe (pure functions over plain data).
 */
import { formatPhone, type BusinessFacts } from "~/catalog/business";
import { emergencyHoursText, formatOpeningHours } from "~/catalog/opening-hours";
import { brands } from "~/catalog/brands";
import { linkIn } from "~/catalog/languages";
import { localities } from "~/catalog/localities";
import { formatRupees, priceTierLabels, priceTiers } from "~/catalog/money";
import { getCoreService } from "~/catalog/services";
import { servicePolicies } from "~/catalog/policies";
import { listText, monthsText, orText, paymentMethodIn } from "~/lib/english-prose";
import { placeWords, type Translator } from "~/lib/i18n";

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

/** A question of the page: its messages' key under its group, the values they take, its link. */
interface FaqEntry {
  key: string;
  values?: Record<string, string | number>;
  /** The answer's message when not `a` (e.g. with the emergency line's hours). */
  answerKey?: string;
  /** The English path of the page its link leads to (the link's words: `link`). */
  link?: string;
}

/**
 * The FAQ, grouped: booking and pickup, prices and payment, warranty and quality,
 * breakdowns and emergencies, your data.
 * @param business the effective business facts (phone, radius, warranty, discount,
 *   payment methods, response times, grievance officer)
 * @param translator the page's translator: its language's words, prices, lists and hours
 *   (Intl), links to the page's language where the page exists in it
 * @returns the groups in page order; each answer is plain text
 * @throws Error when the catalogue lacks the periodic or battery service the answers quote
 */
export function siteFaqGroups(business: BusinessFacts, translator: Translator): SiteFaqGroup[] {
  const { t, locale } = translator;
  const english = locale === "en";
  const p = business.promises;
  const phone = formatPhone(business.phone);
  const periodic = getCoreService("periodic-service");
  const battery = getCoreService("battery-replacement");
  if (!periodic || !battery)
    throw new Error("The FAQ quotes the periodic service and battery replacement prices");
  // Catalogue words (tiers, payment methods, the cancellation rule) are the catalogue's in
  // English and the language's `content` elsewhere; a method configured without a
  // translation is shown as configured.
  const tierPrices = priceTiers.map((tier) => {
    const price = periodic.pricing[tier];
    const examples = brands
      .filter((b) => b.tier === tier)
      .slice(0, 3)
      .map((b) => b.name);
    return t("faq.tierPrice", {
      price: typeof price === "number" ? formatRupees(price, locale) : price,
      tier: english ? priceTierLabels[tier] : t(`content.faq.tiers.${tier}`),
      examples: listText(examples, locale),
    });
  });
  const methods = business.paymentMethods.map((m) =>
    english ? inSentence(m) : paymentMethodIn(m, translator),
  );
  const emergency = emergencyHoursText(business.hoursText);
  const groups: Array<{ id: string; faqs: FaqEntry[] }> = [
    {
      id: "booking",
      faqs: [
        {
          key: "pickup",
          values: {
            km: business.serviceRadiusKm,
            locality: placeWords(translator, business.address.locality),
            city: placeWords(translator, business.address.city),
            areas: listText(
              localities.slice(0, 8).map((l) => placeWords(translator, l.name)),
              locale,
            ),
            phone,
          },
        },
        {
          key: "book",
          values: { phone, percent: p.firstBookingDiscountPercent },
          link: "/booking",
        },
        {
          key: "confirm",
          values: { minutes: p.bookingContactMinutes, hours: p.quoteContactHours },
        },
        {
          key: "change",
          values: {
            phone,
            freeCancellation: english
              ? servicePolicies.freeCancellation
              : t("content.policies.freeCancellation"),
          },
          link: "/terms",
        },
      ],
    },
    {
      id: "prices",
      faqs: [
        {
          key: "how",
          values: { tierPrices: listText(tierPrices, locale) },
          link: "/services",
        },
        { key: "payment", values: { methods: orText(methods, locale) } },
        { key: "discount", values: { percent: p.firstBookingDiscountPercent } },
      ],
    },
    {
      id: "warranty",
      faqs: [
        {
          key: "what",
          values: {
            months: p.warrantyMonths,
            battery: monthsText(battery.warrantyMonths ?? 12, translator),
          },
          link: "/terms",
        },
        { key: "unhappy" },
        { key: "parts" },
        { key: "healthCheck", values: { points: p.healthCheckPoints } },
      ],
    },
    {
      id: "emergency",
      faqs: [
        {
          key: "breakdown",
          values: { phone, hours: p.emergencyResponseHours, km: business.serviceRadiusKm },
        },
        {
          key: "hours",
          answerKey: emergency ? "aEmergency" : "a",
          values: {
            hours: listText(
              business.openingHours.map((h) => formatOpeningHours(h, locale)),
              locale,
            ),
            emergency: english ? (emergency ?? "") : t("shell.footer.emergency"),
          },
        },
      ],
    },
    {
      id: "data",
      faqs: [
        { key: "use", link: "/privacy" },
        {
          key: "rights",
          values: {
            officer: business.grievanceOfficer.name,
            email: business.grievanceOfficer.email,
          },
          link: "/privacy",
        },
      ],
    },
  ];
  return groups.map((g) => ({
    id: g.id,
    title: t(`faq.groups.${g.id}.title`),
    faqs: g.faqs.map((f) => {
      const at = `faq.groups.${g.id}.${f.key}`;
      return {
        question: t(`${at}.q`, f.values),
        answer: t(`${at}.${f.answerKey ?? "a"}`, f.values),
        ...(f.link && { link: { name: t(`${at}.link`), path: linkIn(f.link, locale) } }),
      };
    }),
  }));
}
