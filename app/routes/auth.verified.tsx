import { Link } from "react-router";
import { CheckCircle2, XCircle } from "lucide-react";
import type { Route } from "./+types/auth.verified";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { seoMeta } from "~/features/seo/seo-meta";
import authEnglish from "~/catalog/i18n/auth/en.json";
import { TranslatorProvider, useTranslatorWith } from "~/components/site/translation";
import { linkIn } from "~/catalog/languages";
import { BOOKING_PATH } from "~/catalog/navigation";
import { translatedSeoWords } from "~/lib/i18n";
import { requestTranslator } from "~/lib/i18n.server";

/** Kept out of search results; in the page's language (docs/decisions/0026). */
export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  seoMeta(
    {
      title: "Email Confirmation | Car Service Booking",
      description: "The result of confirming your email address.",
      path: "/auth/verified",
      ...loaded?.seo,
      noindex: true,
    },
    matches,
  );

/** better-auth lands here after checking the emailed link: no `error` means confirmed. */
export function loader({ request }: Route.LoaderArgs) {
  const error = new URL(request.url).searchParams.get("error");
  return {
    confirmed: !error,
    seo: translatedSeoWords("/auth/verified", requestTranslator(request)),
  };
}

/**
 * /auth/verified (docs/product.md#lifecycle-accounts): "email confirmed", or a clear page for a
 * wrong or expired link.
 */
export default function EmailVerifiedPage({ loaderData }: Route.ComponentProps) {
  const translator = useTranslatorWith(authEnglish);
  const { t, locale } = translator;
  return (
    <TranslatorProvider value={translator}>
      <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              {loaderData.confirmed ? (
                <CheckCircle2 className="size-6 text-green-700" aria-hidden />
              ) : (
                <XCircle className="size-6 text-destructive" aria-hidden />
              )}
              <h1 className="text-2xl">
                {loaderData.confirmed ? t("auth.verified.confirmed") : t("auth.verified.failed")}
              </h1>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="text-sm text-muted-foreground">
              {loaderData.confirmed
                ? t("auth.verified.confirmedText")
                : t("auth.verified.failedText")}
            </p>
            <Button asChild>
              <Link to={linkIn(loaderData.confirmed ? BOOKING_PATH : "/account", locale)}>
                {loaderData.confirmed
                  ? t("auth.verified.toBookings")
                  : t("auth.verified.toAccount")}
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </TranslatorProvider>
  );
}
