import { describe, expect, it } from "vitest";
import { defaultBusinessFacts, formatPhone, type BusinessFacts } from "~/catalog/business";
import { BusinessFactsSchema } from "~/catalog/business-schema";
import { FaqSchema } from "~/catalog/page-seo-schema";
import { faqPageJsonLd } from "~/features/seo/content-json-ld";
import { catalogues } from "~/lib/i18n.server";
import { createTranslator } from "~/lib/i18n";
import { siteFaqGroups } from "./site-faqs";

const english = createTranslator("en", catalogues.en);

/** The answer to the question matching `pattern`. */
function answer(facts: BusinessFacts, pattern: RegExp): string {
  const faq = siteFaqGroups(facts, english)
    .flatMap((g) => g.faqs)
    .find((f) => pattern.test(f.question));
  if (!faq) throw new Error(`No question matches ${pattern}`);
  return faq.answer;
}

const facts = defaultBusinessFacts;

/** Different facts, as an operator could set them by environment. */
const other: BusinessFacts = BusinessFactsSchema.parse({
  ...facts,
  phone: "+919000012345",
  serviceRadiusKm: 45,
  paymentMethods: ["Cash", "UPI"],
  promises: {
    ...facts.promises,
    warrantyMonths: 12,
    firstBookingDiscountPercent: 15,
    emergencyResponseHours: 3,
    bookingContactMinutes: 20,
  },
  grievanceOfficer: { name: "Data Protection Officer", email: "dpo@example.in" },
});

describe("siteFaqGroups", () => {
  const groups = siteFaqGroups(facts, english);
  const faqs = groups.flatMap((g) => g.faqs);

  it("answers the questions customers ask: pickup radius, warranty, payment, pricing tiers, emergencies, booking changes, data", () => {
    for (const topic of [
      /pickup/i,
      /warranty/i,
      /payment/i,
      /prices/i,
      /breaks down/i,
      /change or cancel/i,
      /personal data/i,
    ]) {
      expect(
        faqs.some((f) => topic.test(f.question)),
        String(topic),
      ).toBe(true);
    }
    expect(new Set(groups.map((g) => g.id)).size).toBe(groups.length);
    for (const f of faqs) expect(FaqSchema.safeParse(f).success, f.question).toBe(true);
  });

  it("states the business facts' figures", () => {
    expect(answer(facts, /pickup and delivery/)).toContain(
      `within ${facts.serviceRadiusKm} km of our Madhapur workshop`,
    );
    expect(answer(facts, /warranty/)).toContain(
      `${facts.promises.warrantyMonths}-month service warranty`,
    );
    expect(answer(facts, /warranty/)).toContain("1 year warranty");
    expect(answer(facts, /payment methods/)).toMatch(
      /^We accept cash, credit card, debit card, UPI or digital wallets\./,
    );
    expect(answer(facts, /first booking/)).toContain(
      `${facts.promises.firstBookingDiscountPercent}%`,
    );
    expect(answer(facts, /breaks down/)).toContain(formatPhone(facts.phone));
    expect(answer(facts, /breaks down/)).toContain(
      `within ${facts.promises.emergencyResponseHours} hours`,
    );
    expect(answer(facts, /confirm my booking/)).toContain(
      `within ${facts.promises.bookingContactMinutes} minutes`,
    );
    expect(answer(facts, /delete my data/)).toContain(facts.grievanceOfficer.email);
    expect(answer(facts, /opening hours/)).toBe(
      "Our workshop hours are Mon-Sat: 8AM-8PM and Sun: 9AM-6PM (Emergency: 24/7). Online booking is open at all hours.",
    );
  });

  it("quotes the periodic service price of each of the four tiers from the catalogue", () => {
    const text = answer(facts, /prices worked out/);
    expect(text).toContain("₹2,499 for Economy cars such as Maruti Suzuki, Hyundai and Tata");
    expect(text).toContain("₹3,299 for Premium cars such as");
    expect(text).toContain("₹4,999 for Luxury cars such as Mercedes-Benz");
    expect(text).toContain("and ₹7,499 for Super Luxury cars such as Porsche");
  });

  it("follows the facts when they change (no figure typed into an answer)", () => {
    expect(answer(other, /pickup and delivery/)).toContain("within 45 km");
    expect(answer(other, /warranty/)).toContain("12-month service warranty");
    expect(answer(other, /payment methods/)).toBe(
      "We accept cash or UPI. You pay when the work is done, against an itemised invoice, before or at delivery of your car.",
    );
    expect(answer(other, /first booking/)).toContain("15%");
    expect(answer(other, /breaks down/)).toContain("+91 90000 12345");
    expect(answer(other, /breaks down/)).toContain("within 3 hours");
    expect(answer(other, /confirm my booking/)).toContain("within 20 minutes");
    expect(answer(other, /delete my data/)).toContain("Data Protection Officer at dpo@example.in");
    expect(answer(other, /change or cancel/)).toContain("+91 90000 12345");
  });

  it("gives the FAQPage structured data exactly the questions and answers shown", () => {
    const ld = faqPageJsonLd(faqs) as {
      "@type": string;
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
    };
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
      faqs.map((f) => [f.question, f.answer]),
    );
  });
});

describe("siteFaqGroups in Telugu and Hindi (docs/decisions/0026)", () => {
  const telugu = createTranslator("te", catalogues.te);
  const hindi = createTranslator("hi", catalogues.hi);

  it("asks and answers the same questions, with the same figures, links in the language", () => {
    const en = siteFaqGroups(other, english);
    for (const translator of [telugu, hindi]) {
      const groups = siteFaqGroups(other, translator);
      expect(groups.map((g) => [g.id, g.faqs.length])).toEqual(
        en.map((g) => [g.id, g.faqs.length]),
      );
      const text = groups.flatMap((g) => g.faqs.map((f) => `${f.question} ${f.answer}`)).join(" ");
      for (const figure of ["45 km", "+91 90000 12345", "15%", "dpo@example.in", "₹2,499"])
        expect(text, `${translator.locale} ${figure}`).toContain(figure);
      expect(text).not.toMatch(/\{\{|faq\.|content\./);
      const links = groups.flatMap((g) => g.faqs.flatMap((f) => (f.link ? [f.link.path] : [])));
      expect(links).toContain(`/${translator.locale}/terms`);
      expect(links).toContain(`/${translator.locale}/privacy`);
    }
  });

  it("writes the payment methods and lists in the language", () => {
    const payment = (t: typeof telugu) =>
      siteFaqGroups(other, t)
        .find((g) => g.id === "prices")!
        .faqs.find((f) => f.answer.includes("UPI"))!.answer;
    expect(payment(telugu)).toContain("నగదు లేదా UPI");
    expect(payment(hindi)).toContain("नकद या UPI");
  });
});
