/**
 * The /account card that sets the account's language (docs/decisions/0026): English, Telugu or
 * Hindi, each named in itself. The language is that of the account's emails and WhatsApp messages
 * and, for a driver or a technician, of their staff screens. A plain HTML form (not the
 * router's), so saving loads the whole account page again in the language chosen, with or
 * without script.
 */
import { Languages } from "lucide-react";
import { languages, localizedPath, locales, type Locale } from "~/catalog/languages";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { IconCardHeader } from "~/components/ui/icon-card-header";
import { AnswerLine } from "~/components/ui/answer-line";
import { useTranslator } from "~/components/site/translation";

/**
 * The language card.
 * @param language the account's language as stored
 * @param saved whether the page was loaded just after saving it (`?language=saved`)
 * @param refused the refusal's message when the form was sent with no known language, else null
 * @returns the card: on a Telugu or Hindi page the page's language is the one ticked, so
 *   saving from a Telugu page sets Telugu; on the English page the stored one
 */
export function LanguageCard({
  language,
  saved,
  refused,
}: {
  language: Locale;
  saved: boolean;
  refused: string | null;
}) {
  const { t, locale } = useTranslator();
  const ticked = locale === "en" ? language : locale;
  return (
    <Card>
      <IconCardHeader
        icon={Languages}
        iconClassName="text-primary"
        title={t("account.language.title")}
      >
        {t("account.language.intro")}
      </IconCardHeader>
      <CardContent>
        <form
          method="post"
          action={localizedPath("/account", locale)}
          className="grid gap-4"
          data-testid="language-form"
        >
          <input type="hidden" name="intent" value="set-language" />
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t("account.language.legend")}</legend>
            {locales.map((l) => (
              <label
                key={l}
                lang={languages[l].htmlLang}
                className="flex min-h-11 items-center gap-3 rounded-md border px-3 text-base"
              >
                <input
                  type="radio"
                  name="language"
                  value={l}
                  defaultChecked={l === ticked}
                  className="size-5 accent-primary"
                />
                {languages[l].name}
              </label>
            ))}
          </fieldset>
          <Button type="submit" className="min-h-11 justify-self-start">
            {t("account.language.save")}
          </Button>
          {(saved || refused) && (
            <AnswerLine
              answer={{ ok: !refused, message: refused ?? t("account.language.saved") }}
              className="text-sm font-medium"
              okClassName="text-green-800"
            />
          )}
        </form>
      </CardContent>
    </Card>
  );
}
