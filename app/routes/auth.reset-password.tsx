import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/auth.reset-password";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  INVALID_RESET_LINK_TEXT,
  RESET_TOKEN_PATTERN,
} from "~/features/auth/password-reset-schema";
import { PASSWORD_MIN } from "~/lib/password-policy";
import { PasswordField } from "~/features/auth/auth-fields";
import { handleResetPassword } from "~/features/auth/password-reset-page.server";
import { seoMeta } from "~/features/seo/seo-meta";
import authEnglish from "~/catalog/i18n/auth/en.json";
import {
  TranslatorProvider,
  useTranslator,
  useTranslatorWith,
} from "~/components/site/translation";
import { localizedPath } from "~/catalog/languages";
import { translatedSeoWords } from "~/lib/i18n";
import { requestTranslator } from "~/lib/i18n.server";

/** Kept out of search results; in the page's language (docs/decisions/0026). */
export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  seoMeta(
    {
      title: "Choose a New Password | Car Service Booking",
      description: "Choose a new password for your account.",
      path: "/auth/reset-password",
      ...loaded?.seo,
      noindex: true,
    },
    matches,
  );

/**
 * The emailed link lands here (through better-auth, which checks the token first) with
 * `?token=…`, or with `?error=INVALID_TOKEN` for a wrong or expired link.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token");
  return {
    token: !params.get("error") && token && RESET_TOKEN_PATTERN.test(token) ? token : null,
    seo: translatedSeoWords("/auth/reset-password", requestTranslator(request)),
  };
}

/** Sets the new password; see `handleResetPassword`. */
export async function action({ request }: Route.ActionArgs) {
  return handleResetPassword(request, requestTranslator(request));
}

/** A wrong, used or expired link: the reason and the way to a new one. */
function InvalidLink() {
  const { t, locale } = useTranslator();
  return (
    <div className="grid gap-4">
      <p role="alert" className="rounded-md bg-muted p-3 text-sm">
        {locale === "en" ? INVALID_RESET_LINK_TEXT : t("auth.reset.invalidLink")}
      </p>
      <Button asChild>
        <Link to={localizedPath("/auth/forgot-password", locale)}>{t("auth.reset.askNew")}</Link>
      </Button>
    </div>
  );
}

/**
 * /auth/reset-password (docs/product.md#lifecycle-accounts): choose a new password, or a clear page
 * for a bad link.
 */
export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const invalid = !loaderData.token || (result && !result.ok && result.invalidLink);
  const error = result && !result.ok && !result.invalidLink ? result : null;
  const translator = useTranslatorWith(authEnglish);
  const { t } = translator;
  return (
    <TranslatorProvider value={translator}>
      <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
        <Card>
          <CardHeader>
            <CardTitle>
              <h1 className="text-2xl">{t("auth.reset.heading")}</h1>
            </CardTitle>
            <CardDescription>{t("auth.reset.intro")}</CardDescription>
          </CardHeader>
          <CardContent>
            {invalid ? (
              <InvalidLink />
            ) : (
              <Form method="post" className="grid gap-4">
                <input type="hidden" name="token" value={loaderData.token ?? ""} />
                <PasswordField
                  id="password"
                  label={t("auth.reset.newPassword")}
                  autoComplete="new-password"
                  minLength={PASSWORD_MIN}
                  errorId={error?.field === "password" ? "reset-error" : undefined}
                >
                  <p className="text-xs text-muted-foreground">
                    {t("auth.passwordHint", { min: PASSWORD_MIN })}
                  </p>
                </PasswordField>
                <PasswordField
                  id="confirmPassword"
                  label={t("auth.reset.again")}
                  autoComplete="new-password"
                  errorId={error?.field === "confirmPassword" ? "reset-error" : undefined}
                />
                {error && (
                  <p id="reset-error" role="alert" className="text-sm font-medium text-destructive">
                    {error.message}
                  </p>
                )}
                <Button type="submit" disabled={busy}>
                  {busy ? t("auth.reset.saving") : t("auth.reset.save")}
                </Button>
              </Form>
            )}
          </CardContent>
        </Card>
      </div>
    </TranslatorProvider>
  );
}
