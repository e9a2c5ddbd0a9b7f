/**
 * The booking's offers on the admin's job card (docs/product.md#offers-discount): each offer it
 * was entitled to when it was made, and a form to remove one's discount with a reason (audited)
 * while no invoice is issued.
 */
import type { BookingOffer } from "~/catalog/discount-offers";
import { SectionCard } from "~/features/job-card/admin-job-card-layout";
import { formAnswerOf, type JobCardFormProps } from "~/features/job-card/job-card-fetcher";
import { ReasonForm } from "./reason-form";

/** The words for what an offer applies to. */
const appliesToText: Record<BookingOffer["appliesTo"], string> = {
  labour: "labour",
  parts: "parts",
  both: "labour and parts",
};

/**
 * The offers and their remove forms.
 * @param offers the booking's offers in force; `invoiced` true once a live invoice exists (the
 *   discount is then on it: no form)
 * @param action the job card's URL the forms post to; `answer` the action's answer
 * @returns the section, or nothing when the booking has no offer
 */
export function DiscountPanel({
  offers,
  invoiced,
  action,
  answer,
}: JobCardFormProps & { offers: BookingOffer[]; invoiced: boolean }) {
  const { error: err, typed } = formAnswerOf(answer, "remove-discount");
  if (offers.length === 0) return null;
  return (
    <SectionCard
      title="Discounts"
      description="Recorded when the booking was made. The larger one is taken off the estimate and the invoice."
    >
      <ul className="grid gap-3" aria-label="Offers of this booking">
        {offers.map((o) => (
          <li key={o.offerId} className="grid gap-2 rounded-lg border p-3 text-sm">
            <p className="font-medium">
              {o.name}: {o.percent}% off {appliesToText[o.appliesTo]}
            </p>
            {!invoiced && (
              <ReasonForm
                summary="Remove this discount"
                button="Remove discount"
                label="Reason"
                action={action}
                hidden={{ intent: "remove-discount", offerId: o.offerId }}
                id={`discount-reason-${o.offerId}`}
                error={typed.offerId === o.offerId ? err("reason") : undefined}
                typed={typed.offerId === o.offerId ? typed.reason : undefined}
              />
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
