import { Mail } from "lucide-react";

/** Where a booking's emails go now (as `bookingEmailRoute` in the messages feature works it out). */
export interface EmailRouteView {
  /** The address its emails go to; null: none yet. */
  sendsTo: string | null;
  /** The address typed on the booking still waiting for its confirmation link; null when none. */
  awaiting: string | null;
}

/**
 * The line under a booking that says where its email updates go (docs/product.md#lifecycle-messages,
 * docs/decisions/0013): the confirmed address, the typed one that awaits its confirmation link,
 * or that updates start once the account's email is verified.
 * @param route where the booking's emails go now
 */
export function BookingEmailNote({ route }: { route: EmailRouteView }) {
  const { sendsTo, awaiting } = route;
  return (
    <p
      className="flex items-start gap-2 text-sm text-muted-foreground"
      data-testid="booking-email-note"
    >
      <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span className="min-w-0 break-words">
        {sendsTo ? (
          <>
            Email updates go to <strong className="text-foreground">{sendsTo}</strong>.
          </>
        ) : (
          <>
            Email updates start once your account's email address is verified: open the link we
            emailed you, or send it again from{" "}
            <a href="/account" className="text-primary underline underline-offset-4">
              Your Data and Account
            </a>
            .
          </>
        )}
        {awaiting && (
          <>
            {" "}
            <strong className="text-foreground">{awaiting}</strong> awaits confirmation: updates go
            there once the link we emailed to it is opened.
          </>
        )}
      </span>
    </p>
  );
}
