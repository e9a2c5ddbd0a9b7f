import { Form, Link, useActionData, useNavigation } from "react-router";
import { MailCheck } from "lucide-react";
import type { Route } from "./+types/auth.forgot-password";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { EmailField } from "~/features/auth/auth-fields";
import { handleForgotPassword } from "~/features/auth/password-reset-page.server";
import { seoMeta } from "~/features/seo/seo-meta";
import { translatedSeoWords } from "~/lib/i18n";
import authEnglish from "~/catalog/i18n/auth/en.json";
import { TranslatorProvider, useTranslatorWith } from "~/components/site/translation";
import { localizedPath } from "~/catalog/languages";
import { requestTranslator } from "~/lib/i18n.server";

/** Kept out of search results; in the page's language (docs/decisions/0026). */
export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  seoMeta(
    {
      title: "Forgot Your Password? | Car Service Booking",
      description: "Get a link by email to choose a new password.",
      path: "/auth/forgot-password",
      ...loaded?.seo,
      noindex: true,
    },
    matches,
  );

/** The page's search words in Telugu or Hindi (null in English). */
export function loader({ request }: Route.LoaderArgs) {
  return { seo: translatedSeoWords("/auth/forgot-password", requestTranslator(request)) };
}

/** Emails a reset link; see `handleForgotPassword`. */
export async function action({ request }: Route.ActionArgs) {
  return handleForgotPassword(request, requestTranslator(request));
}

/**
 * /auth/forgot-password (docs/product.md#lifecycle-accounts): the account's email, then "check your
 * inbox".
 */
export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const translator = useTranslatorWith(authEnglish);
  const { t, locale } = translator;
  return (
    <TranslatorProvider value={translator}>
      <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
        <Card>
          <CardHeader>
            <CardTitle>
              <h1 className="text-2xl">{t("auth.forgot.heading")}</h1>
            </CardTitle>
            <CardDescription>{t("auth.forgot.intro")}</CardDescription>
          </CardHeader>
          <CardContent>
            {result?.ok ? (
              <p role="status" className="flex gap-2 rounded-md bg-muted p-3 text-sm">
                <MailCheck className="size-5 shrink-0 text-primary" aria-hidden />
                {result.message}
              </p>
            ) : (
              <Form method="post" className="grid gap-4">
                <EmailField
                  label={t("auth.email")}
                  errorId={result && !result.ok ? "forgot-error" : undefined}
                >
                  {result && !result.ok && (
                    <p
                      id="forgot-error"
                      role="alert"
                      className="text-sm font-medium text-destructive"
                    >
                      {result.message}
                    </p>
                  )}
                </EmailField>
                <Button type="submit" disabled={busy}>
                  {busy ? t("auth.forgot.sending") : t("auth.forgot.send")}
                </Button>
              </Form>
            )}
            <p className="mt-4 text-center text-sm">
              <Link
                to={localizedPath("/auth", locale)}
                className="text-primary underline-offset-4 hover:underline"
              >
                {t("auth.forgot.back")}
              </Link>
            </p>
          </CardContent>
        </Card>
      </div>
    </TranslatorProvider>
  );
}
