import { Mail } from "lucide-react";
import { linkIn } from "~/catalog/languages";
import { ELEMENT_SLOT, MessageWith, useTranslator } from "~/components/site/translation";
import { SpriteIcon } from "~/components/ui/icon-sprite";

/** Where a booking's emails go now (as `bookingEmailRoute` in the messages feature works it out). */
export interface EmailRouteView {
  /** The address its emails go to; null: none yet. */
  sendsTo: string | null;
  /** The address typed on the booking still waiting for its confirmation link; null when none. */
  awaiting: string | null;
}

/** The envelope's classes, drawn from the sprite or not. */
const ENVELOPE_CLASS = "mt-0.5 size-4 shrink-0";

/**
 * The line under a booking that says where its email updates go (docs/product.md#lifecycle-messages,
 * docs/decisions/0013): the confirmed address, the typed one that awaits its confirmation link,
 * or that updates start once the account's email is verified.
 * @param route where the booking's emails go now
 * @param sprite draw the envelope from the page's `IconSprite` (which must hold `Mail`)
 * Its words are the page's language (docs/decisions/0026).
 */
export function BookingEmailNote({
  route,
  sprite = false,
}: {
  route: EmailRouteView;
  sprite?: boolean;
}) {
  const { sendsTo, awaiting } = route;
  const { t, locale } = useTranslator();
  const email = (address: string) => <strong className="text-foreground">{address}</strong>;
  return (
    <p
      className="flex items-start gap-2 text-sm text-muted-foreground"
      data-testid="booking-email-note"
    >
      {sprite ? (
        <SpriteIcon icon={Mail} className={ENVELOPE_CLASS} />
      ) : (
        <Mail className={ENVELOPE_CLASS} aria-hidden />
      )}
      <span className="min-w-0 break-words">
        {sendsTo ? (
          <MessageWith text={t("booking.email.sendsTo", { email: ELEMENT_SLOT })}>
            {email(sendsTo)}
          </MessageWith>
        ) : (
          <MessageWith text={t("booking.email.notVerified", { link: ELEMENT_SLOT })}>
            <a
              href={linkIn("/account", locale)}
              className="text-primary underline underline-offset-4"
            >
              {t("booking.email.accountLink")}
            </a>
          </MessageWith>
        )}
        {awaiting && (
          <>
            {" "}
            <MessageWith text={t("booking.email.awaiting", { email: ELEMENT_SLOT })}>
              {email(awaiting)}
            </MessageWith>
          </>
        )}
      </span>
    </p>
  );
}
