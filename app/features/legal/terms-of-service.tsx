import { Link } from "react-router";
import { formatPhone, type BusinessFacts } from "~/catalog/business";
import { LegalDocument, type LegalSection } from "./legal-document";
import { policiesUpdated, servicePolicies } from "~/catalog/policies";
import { listText, monthsText, paymentMethodIn } from "~/lib/english-prose";
import { useTranslator } from "~/components/site/translation";
import { placeWords } from "~/lib/i18n";
import { TranslatedLegalDocument } from "./translated-legal-document";

/** Props of {@link TermsOfService}. */
export interface TermsOfServiceProps {
  /** The effective business facts: radius, warranty, discount, payment methods, contact details. */
  business: BusinessFacts;
  /** The warranty on a replacement battery, in months (from the battery service in the catalogue). */
  batteryWarrantyMonths: number;
}

/**
 * The terms of service (docs/product.md#route-legal): booking and cancellation, estimates and
 * approvals, pickup and delivery, payment, the service warranty, the satisfaction
 * guarantee, the first-online-booking discount, emergencies, liability and disputes.
 * Every figure comes from the business facts (docs/product.md#business-facts) or
 * {@link servicePolicies}, which the FAQ quotes too.
 */
export function TermsOfService({ business, batteryWarrantyMonths }: TermsOfServiceProps) {
  const p = business.promises;
  const phone = formatPhone(business.phone);
  const sections: LegalSection[] = [
    {
      id: "about",
      title: "About these terms",
      content: (
        <p>
          These terms apply whenever you ask {business.legalName} (&ldquo;we&rdquo;,
          &ldquo;us&rdquo;) to service or repair your car, whether you book on this website, by
          phone, on WhatsApp or at our {business.address.locality} workshop. By booking you accept
          them. Nothing in them takes away your rights under the Consumer Protection Act, 2019 or
          any other law that protects you.
        </p>
      ),
    },
    {
      id: "booking",
      title: "Booking",
      content: (
        <>
          <p>
            An online booking asks for a service on a date and in a time slot of your choice. To
            send it you need an account, so that you can follow the booking under My Bookings. Our
            team contacts you within {p.bookingContactMinutes} minutes to confirm the slot and the
            pickup address; the booking is firm once we have confirmed it.
          </p>
          <p>
            Please give us correct contact and car details. If a slot can no longer be kept (for
            example because a part has not arrived), we tell you as early as we can and offer the
            nearest free slot.
          </p>
        </>
      ),
    },
    {
      id: "cancellation",
      title: "Rescheduling and cancellation",
      content: (
        <>
          <p>
            You may reschedule or cancel free of charge {servicePolicies.freeCancellation}. Call or
            WhatsApp us on {phone} with your booking number.
          </p>
          <p>
            Once work has started, you pay only for the work you approved that has already been done
            and for parts already fitted. Parts ordered specially for your car with your approval
            are payable if you cancel after we have ordered them; they are yours to keep.
          </p>
        </>
      ),
    },
    {
      id: "estimates",
      title: "Estimates and approvals",
      content: (
        <>
          <p>
            Prices on this website are starting prices for each car category; the price for your car
            depends on its model, condition and the parts it needs. Diagnosis and estimates are
            free.
          </p>
          <ul>
            <li>
              After inspecting your car we give you a written, itemised estimate naming every part
              and the labour.
            </li>
            <li>No work starts until you approve the estimate, by signature, message or email.</li>
            <li>
              If we find something else that needs doing, we stop and ask you first, with a revised
              estimate. We never charge for work you did not approve.
            </li>
            <li>An estimate holds its prices for {servicePolicies.estimateValidityDays} days.</li>
          </ul>
        </>
      ),
    },
    {
      id: "pickup",
      title: "Pickup and delivery",
      content: (
        <>
          <p>
            Pickup and delivery are free within {business.serviceRadiusKm} km of our workshop. At
            pickup our driver walks round the car with you, notes its condition, odometer reading
            and fuel level on the job card, photographs it, and gives you a copy; please remove
            valuables before handing over the keys. Our drivers hold valid driving licences and
            drive your car only between your address and the workshop (and on a road test when the
            work needs one).
          </p>
          <p>
            Times we give for pickup and delivery are our best estimate; most routine work is
            finished and delivered the same day. If you cannot take the car back within{" "}
            {servicePolicies.collectionGraceDays} days of our telling you it is ready, we may charge
            for parking, and we will tell you the rate first.
          </p>
        </>
      ),
    },
    {
      id: "payment",
      title: "Payment",
      content: (
        <p>
          You pay when the work is done, against an itemised invoice that shows GST, before or at
          delivery of the car. We accept {listText(business.paymentMethods)}.
        </p>
      ),
    },
    {
      id: "warranty",
      title: `${p.warrantyMonths}-month service warranty`,
      content: (
        <>
          <p>
            Every job carries our {p.warrantyMonths}-month warranty on workmanship, counted from the
            day the car is delivered. If work we did fails in that time, we inspect it and put it
            right free of charge, including pickup and delivery within our service area.
          </p>
          <ul>
            <li>Parts carry their maker&apos;s warranty, which we claim for you.</li>
            <li>Replacement batteries carry a {monthsText(batteryWarrantyMonths)} warranty.</li>
            <li>
              The warranty does not cover normal wear (brake pads, wiper blades, tyres), damage from
              accidents, misuse or flooding, or work on the same part by someone else after us.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "satisfaction",
      title: "Satisfaction guarantee",
      content: (
        <p>
          We offer a 100% satisfaction or money-back guarantee. If you are not satisfied with work
          we did, tell us within the warranty period; we will put it right at no cost. If we cannot
          put it right, you do not pay for the work in question, and we refund it if you have
          already paid.
        </p>
      ),
    },
    {
      id: "offers",
      title: "Discounts and offers",
      content: (
        <>
          <p>
            Your first booking made on this website gets {p.firstBookingDiscountPercent}% off labour
            and parts. The discount is once per customer and is shown on your invoice.
          </p>
          <p>
            Other offers shown on this website apply as they state, for the period they state.
            Offers cannot be combined unless an offer says so; where more than one applies, you get
            the larger discount.
          </p>
        </>
      ),
    },
    {
      id: "emergency",
      title: "Emergencies",
      content: (
        <p>
          Our emergency line on {phone} answers at any hour. We aim to reach you within{" "}
          {p.emergencyResponseHours} hours within our service area. We tell you the call-out charge
          before we set off, and any repair follows the estimate and approval rules above.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Our liability",
      content: (
        <>
          <p>
            While your car is in our care we look after it as our own. We are responsible for loss
            of or damage to the car caused by our negligence while we have it, and we repair such
            damage at our cost or pay for its repair.
          </p>
          <p>
            We are not responsible for faults that existed before we received the car and were not
            part of the work you asked for, for belongings left in the car, or for losses we could
            not reasonably have foreseen. Nothing in these terms limits liability that the law does
            not allow us to limit.
          </p>
        </>
      ),
    },
    {
      id: "disputes",
      title: "Questions and disputes",
      content: (
        <p>
          If something is not right, call us on {phone} or write to{" "}
          <a href={`mailto:${business.email}`} className="break-all">
            {business.email}
          </a>{" "}
          and we will work to resolve it. These terms are governed by the laws of India, and the
          courts at {business.address.city} have jurisdiction, without affecting your right to
          approach a consumer commission. See also our <Link to="/privacy">privacy policy</Link> and{" "}
          <Link to="/faq">frequently asked questions</Link>.
        </p>
      ),
    },
  ];
  return (
    <LegalDocument
      title="Terms of Service"
      updated={policiesUpdated}
      intro={
        <p>
          The terms that apply when you book a car service with us: how bookings and cancellations
          work, estimates and your approval, pickup and delivery, payment, our warranty and
          guarantee, and our responsibilities.
        </p>
      }
      sections={sections}
    />
  );
}

/**
 * The terms of service in Telugu or Hindi (docs/product.md#route-legal, docs/decisions/0026): the
 * English terms' sections and meaning in the page's language, with the same business facts and
 * {@link servicePolicies}; the laws they name keep their names.
 */
export function TranslatedTermsOfService({ business, batteryWarrantyMonths }: TermsOfServiceProps) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const p = business.promises;
  return (
    <TranslatedLegalDocument
      doc="terms"
      values={{
        legalName: business.legalName,
        locality: placeWords(translator, business.address.locality),
        city: placeWords(translator, business.address.city),
        phone: formatPhone(business.phone),
        email: business.email,
        km: business.serviceRadiusKm,
        minutes: p.bookingContactMinutes,
        months: p.warrantyMonths,
        percent: p.firstBookingDiscountPercent,
        hours: p.emergencyResponseHours,
        methods: listText(
          business.paymentMethods.map((m) => paymentMethodIn(m, translator)),
          locale,
        ),
        battery: monthsText(batteryWarrantyMonths, translator),
        freeCancellation: t("content.policies.freeCancellation"),
        days: servicePolicies.estimateValidityDays,
        graceDays: servicePolicies.collectionGraceDays,
      }}
    />
  );
}
