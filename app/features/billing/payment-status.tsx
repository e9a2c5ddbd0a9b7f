/**
 * Where an invoice stands with its payments, as the admin and the customer see it: the
 * payment state's badge and the list of payments received (docs/decisions/0010).
 */
import { Badge } from "~/components/ui/badge";
import { formatPaise } from "~/catalog/money";
import { cn } from "~/lib/utils";
import { paymentMethodLabels, paymentStateLabels, type PaymentState } from "./invoice-rules";
import type { PaymentView } from "./payments.server";
import { useTranslator } from "~/components/site/translation";

const paymentBadgeClass: Record<PaymentState, string> = {
  unpaid: "border-amber-300 bg-amber-50 text-amber-900",
  part_paid: "border-sky-300 bg-sky-50 text-sky-900",
  paid: "border-emerald-300 bg-emerald-50 text-emerald-900",
};

/**
 * An invoice's payment state as a badge: Unpaid, Part paid or Paid.
 * @param state the invoice's payment state (`paymentState` in invoice-rules)
 * @returns the badge, carrying the state in `data-payment-state`
 */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  // In the page's language (docs/decisions/0026); the back office's is English.
  const { t, locale } = useTranslator();
  return (
    <Badge
      variant="outline"
      className={cn("text-sm", paymentBadgeClass[state])}
      data-payment-state={state}
    >
      {locale === "en" ? paymentStateLabels[state] : t(`booking.billing.state.${state}`)}
    </Badge>
  );
}

/**
 * An invoice's payments, oldest first: day received, amount, method and reference.
 * @param payments the invoice's payments (amounts in paise); nothing is shown when there are none
 * @param className extra classes for the list
 */
export function PaymentList({
  payments,
  className,
}: {
  payments: PaymentView[];
  className?: string;
}) {
  const { t, locale } = useTranslator();
  if (payments.length === 0) return null;
  if (locale !== "en") {
    // In the page's language (docs/decisions/0026).
    return (
      <ul
        className={cn("grid gap-1 text-sm", className)}
        aria-label={t("booking.invoice.payments")}
      >
        {payments.map((p) => (
          <li key={p.id}>
            {t(p.reference ? "booking.invoice.paymentRef" : "booking.invoice.payment", {
              date: p.paidOn,
              amount: formatPaise(p.amountPaise),
              method: t(`booking.billing.method.${p.method}`),
              reference: p.reference ?? "",
            })}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={cn("grid gap-1 text-sm", className)} aria-label="Payments">
      {payments.map((p) => (
        <li key={p.id}>
          {p.paidOn}: {formatPaise(p.amountPaise)} by {paymentMethodLabels[p.method]}
          {p.reference ? ` (ref. ${p.reference})` : ""}
        </li>
      ))}
    </ul>
  );
}
