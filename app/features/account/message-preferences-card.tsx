/**
 * The /account card about messages (docs/product.md#lifecycle): whether the email is
 * verified (with a button to send the link again), the evening-before reminders switch, the
 * service-due reminders switch of every car (docs/decisions/0014), and
 * the WhatsApp consent, with the number it was given for (docs/decisions/0013), and a way to
 * withdraw it.
 */
import { phoneForDisplay } from "~/lib/phone";
import { formatKolkataDateTime } from "~/lib/time";
import { BellRing, CheckCircle2, MailWarning } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { IconCardHeader } from "~/components/ui/icon-card-header";
import { AnswerLine } from "~/components/ui/answer-line";

/** What the account action answers for these controls. */
export type PreferencesResult = { preferences: true; ok: boolean; message: string };

/**
 * The messages card.
 * @param email the account's email; `preferences` from `getMessagePreferences`; `result`
 *   the last action's answer, if it was one of these controls
 */
export function MessagePreferencesCard({
  email,
  preferences,
  result,
}: {
  email: string;
  preferences: {
    emailVerified: boolean;
    whatsappConsentAt: string | null;
    whatsappConsentPhone: string | null;
    remindersEnabled: boolean;
    serviceRemindersEnabled: boolean;
  };
  result: PreferencesResult | null;
}) {
  return (
    <Card>
      <IconCardHeader icon={BellRing} iconClassName="text-primary" title="Messages from us">
        We email you when your booking is received, confirmed, in progress, ready, moved or
        cancelled.
      </IconCardHeader>
      <CardContent className="grid gap-4 text-sm">
        <div className="flex flex-wrap items-center gap-2" data-testid="email-verification">
          {preferences.emailVerified ? (
            <>
              <CheckCircle2 className="size-4 text-green-700" aria-hidden />
              <span>
                <span className="break-all font-medium">{email}</span> is verified.
              </span>
            </>
          ) : (
            <>
              <MailWarning className="size-4 text-amber-700" aria-hidden />
              <span>
                <span className="break-all font-medium">{email}</span> is not verified yet.
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="resend-verification" />
                <Button type="submit" size="sm" variant="outline">
                  Send the link again
                </Button>
              </Form>
            </>
          )}
        </div>
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="set-reminders" />
          <input type="hidden" name="value" value={preferences.remindersEnabled ? "off" : "on"} />
          <span>
            Reminder the evening before each visit: {preferences.remindersEnabled ? "on" : "off"}.
          </span>
          <Button type="submit" size="sm" variant="outline">
            {preferences.remindersEnabled ? "Turn reminders off" : "Turn reminders on"}
          </Button>
        </Form>
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="set-service-reminders" />
          <input
            type="hidden"
            name="value"
            value={preferences.serviceRemindersEnabled ? "off" : "on"}
          />
          <span>
            Reminder when a car in My Garage is due for a service:{" "}
            {preferences.serviceRemindersEnabled ? "on" : "off"}.
          </span>
          <Button type="submit" size="sm" variant="outline">
            {preferences.serviceRemindersEnabled
              ? "Turn service reminders off"
              : "Turn service reminders on"}
          </Button>
        </Form>
        {preferences.whatsappConsentAt && preferences.whatsappConsentPhone ? (
          <Form method="post" className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="intent" value="withdraw-whatsapp" />
            <span>
              You agreed to WhatsApp updates at{" "}
              <span className="font-medium">
                {phoneForDisplay(preferences.whatsappConsentPhone)}
              </span>{" "}
              on {formatKolkataDateTime(preferences.whatsappConsentAt)}.
            </span>
            <Button type="submit" size="sm" variant="outline">
              Stop WhatsApp updates
            </Button>
          </Form>
        ) : (
          <p className="text-muted-foreground">
            WhatsApp updates are off. You can turn them on for your phone number when you next book.
          </p>
        )}
        {result && (
          <AnswerLine answer={result} className="font-medium" okClassName="text-green-800" />
        )}
      </CardContent>
    </Card>
  );
}
