/**
 * The /account card about messages (docs/product.md#lifecycle): whether the email is
 * verified (with a button to send the link again), the evening-before reminders switch, the
 * service-due reminders switch of every car (docs/decisions/0014), and
 * the WhatsApp consent, with the number it was given for (docs/decisions/0013), and a way to
 * withdraw it. In the page's language (docs/decisions/0026).
 */
import { phoneForDisplay } from "~/lib/phone";
import { formatKolkataDateTime } from "~/lib/time";
import { BellRing, CheckCircle2, MailWarning } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { IconCardHeader } from "~/components/ui/icon-card-header";
import { AnswerLine } from "~/components/ui/answer-line";
import { WithParts, partMark, useTranslator } from "~/components/site/translation";

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
  const { t, locale } = useTranslator();
  const address = <span className="break-all font-medium">{email}</span>;
  return (
    <Card>
      <IconCardHeader
        icon={BellRing}
        iconClassName="text-primary"
        title={t("account.messages.title")}
      >
        {t("account.messages.intro")}
      </IconCardHeader>
      <CardContent className="grid gap-4 text-sm">
        <div className="flex flex-wrap items-center gap-2" data-testid="email-verification">
          {preferences.emailVerified ? (
            <>
              <CheckCircle2 className="size-4 text-green-700" aria-hidden />
              <span>
                <WithParts
                  message={t("account.messages.verified", { email: partMark("email") })}
                  parts={{ email: address }}
                />
              </span>
            </>
          ) : (
            <>
              <MailWarning className="size-4 text-amber-700" aria-hidden />
              <span>
                <WithParts
                  message={t("account.messages.notVerified", { email: partMark("email") })}
                  parts={{ email: address }}
                />
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="resend-verification" />
                <Button type="submit" size="sm" variant="outline">
                  {t("account.messages.resend")}
                </Button>
              </Form>
            </>
          )}
        </div>
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="set-reminders" />
          <input type="hidden" name="value" value={preferences.remindersEnabled ? "off" : "on"} />
          <span>
            {t(
              preferences.remindersEnabled
                ? "account.messages.remindersOn"
                : "account.messages.remindersOff",
            )}
          </span>
          <Button type="submit" size="sm" variant="outline">
            {t(
              preferences.remindersEnabled
                ? "account.messages.turnRemindersOff"
                : "account.messages.turnRemindersOn",
            )}
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
            {t(
              preferences.serviceRemindersEnabled
                ? "account.messages.serviceOn"
                : "account.messages.serviceOff",
            )}
          </span>
          <Button type="submit" size="sm" variant="outline">
            {t(
              preferences.serviceRemindersEnabled
                ? "account.messages.turnServiceOff"
                : "account.messages.turnServiceOn",
            )}
          </Button>
        </Form>
        {preferences.whatsappConsentAt && preferences.whatsappConsentPhone ? (
          <Form method="post" className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="intent" value="withdraw-whatsapp" />
            <span>
              <WithParts
                message={t("account.messages.whatsappAgreed", {
                  phone: partMark("phone"),
                  when: formatKolkataDateTime(preferences.whatsappConsentAt, locale),
                })}
                parts={{
                  phone: (
                    <span className="font-medium">
                      {phoneForDisplay(preferences.whatsappConsentPhone)}
                    </span>
                  ),
                }}
              />
            </span>
            <Button type="submit" size="sm" variant="outline">
              {t("account.messages.stopWhatsapp")}
            </Button>
          </Form>
        ) : (
          <p className="text-muted-foreground">{t("account.messages.whatsappOff")}</p>
        )}
        {result && (
          <AnswerLine answer={result} className="font-medium" okClassName="text-green-800" />
        )}
      </CardContent>
    </Card>
  );
}
