import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/auth";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Field } from "~/components/ui/field";
import { PageToast } from "~/components/ui/page-toast";
import { AuthFormSchema, type AuthMode } from "~/features/auth/auth-schema";
import { callAuthEndpoint, requireAnonymous, sessionCookieHeaders } from "~/lib/auth.server";
import { PASSWORD_MIN } from "~/lib/password-policy";
import { EmailField, PasswordField } from "~/features/auth/auth-fields";
import { EMAIL_MAX } from "~/lib/text-rules";
import { firstFieldError, parseSubmission } from "~/lib/submission.server";
import { staticPageHandle } from "~/lib/route-handle";
import { useBusinessFacts } from "~/components/site/root-data";
import { seoMeta } from "~/features/seo/seo-meta";
import { translatedSeoWords } from "~/lib/i18n";
import { authFieldMessage, authProviderMessage } from "~/features/auth/auth-messages";
import { useTranslatorWith } from "~/components/site/translation";
import authEnglish from "~/catalog/i18n/auth/en.json";
import { requestTranslator } from "~/lib/i18n.server";
import { localizedPath } from "~/catalog/languages";
import { BOOKING_PATH } from "~/catalog/navigation";

/** Title and description, in the page's language (docs/decisions/0026); kept out of search results. */
export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  seoMeta(
    {
      title: "Sign In or Create Account | Car Service Booking",
      description:
        "Sign in or create an account to book a car service visit and follow it in My Bookings.",
      path: "/auth",
      ...loaded?.seo,
      noindex: true,
    },
    matches,
  );

/** No scripts: the form is a plain HTML form the server answers (docs/decisions/0011). */
export const handle = staticPageHandle;

/** Which card a URL asks for: `?mode=signup` is Create Account, anything else Sign In. */
function modeOf(url: URL): AuthMode {
  return url.searchParams.get("mode") === "signup" ? "signup" : "signin";
}

/**
 * A signed-in visitor goes straight to /booking (docs/product.md#route-auth); otherwise the card
 * the URL asks for, and whether the visitor has just signed out (`?signedOut=1`) or reset
 * their password (`?reset=1`, docs/product.md#lifecycle-accounts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const t = requestTranslator(request);
  // /te/auth and /hi/auth lead to the booking page in their language (docs/decisions/0026).
  await requireAnonymous(request, localizedPath(BOOKING_PATH, t.locale));
  const url = new URL(request.url);
  return {
    mode: modeOf(url),
    signedOut: url.searchParams.has("signedOut"),
    passwordReset: url.searchParams.has("reset"),
    seo: translatedSeoWords("/auth", t),
  };
}

/** What the form sent back after a refusal, so the card shows it again (never the password). */
interface KeptValues {
  mode: AuthMode;
  email: string;
  fullName: string;
}

/** The form's values to show again: strings only, bounded, the mode one of the two. */
function keptValues(fields: Record<string, unknown> | null): KeptValues {
  const text = (v: unknown, max: number) => (typeof v === "string" ? v.slice(0, max) : "");
  return {
    mode: fields?.mode === "signup" ? "signup" : "signin",
    email: text(fields?.email, EMAIL_MAX),
    fullName: text(fields?.fullName, 100),
  };
}

/**
 * A signed-in visitor is sent to /booking first (a form left open in another tab). Otherwise
 * signs in or creates an account with better-auth, through its HTTP router so that the
 * sign-in and sign-up rate limits count this form too (docs/decisions/0007), then
 * redirects to /booking with the session cookie. Failure: 400 with the provider's message
 * (docs/product.md#messages-auth: the toast 'Authentication Error') and the values to show again,
 * 429 when the client IP is limited; a body that is not the form (JSON, a file, a field twice, an
 * unknown field) is a 400. On /te/auth and /hi/auth the messages are the page's language
 * (better-auth's error codes read as ours) and the way on is the booking page in it
 * (docs/decisions/0026).
 */
export async function action({ request }: Route.ActionArgs) {
  const t = requestTranslator(request);
  const english = t.locale === "en";
  const bookingPath = localizedPath(BOOKING_PATH, t.locale);
  await requireAnonymous(request, bookingPath);
  const parsed = await parseSubmission(request, AuthFormSchema, {
    invalidMessage: firstFieldError,
  });
  const values = keptValues(parsed.fields);
  if (!parsed.ok) {
    const field = Object.keys(parsed.fieldErrors)[0];
    const typed = typeof parsed.fields?.password === "string" ? parsed.fields.password : "";
    const error = english
      ? field
        ? parsed.message
        : "Please reload the page and try again."
      : authFieldMessage(t, field ?? "", typed);
    return data({ error, values }, { status: 400 });
  }
  const { mode, email, password, fullName } = parsed.data;
  const response =
    mode === "signup"
      ? await callAuthEndpoint(request, "/sign-up/email", { email, password, name: fullName })
      : await callAuthEndpoint(request, "/sign-in/email", { email, password });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      message?: string;
      code?: string;
    } | null;
    const limited = response.status === 429;
    const message = english
      ? limited
        ? "Too many attempts. Please wait a minute and try again."
        : body?.message || "An unexpected error occurred"
      : limited
        ? t.t("auth.errors.tooMany")
        : authProviderMessage(t, body?.code);
    return data({ error: message, values }, { status: limited ? 429 : 400 });
  }
  return redirect(bookingPath, { headers: sessionCookieHeaders(response) });
}

/**
 * /auth: the welcome heading and the Sign In / Create Account card (docs/product.md#route-auth).
 * The card is chosen by `?mode=`; the link between the two is a GET form, so every part works
 * without JavaScript.
 */
export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const mode = actionData?.values.mode ?? loaderData.mode;
  const businessName = useBusinessFacts().name;
  // The browser reaches this page from hydrated ones (a password reset): it needs the auth words.
  const { t, locale } = useTranslatorWith(authEnglish);
  const signup = mode === "signup";
  // The page's own address in its language: /auth, /te/auth, /hi/auth (docs/decisions/0026).
  const authPath = localizedPath("/auth", locale);
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      {actionData?.error && (
        <PageToast tone="error" title={t("auth.errorTitle")} description={actionData.error} />
      )}
      {!actionData && loaderData.signedOut && (
        <PageToast
          tone="success"
          title={t("auth.signedOutTitle")}
          description={t("auth.signedOutText")}
        />
      )}
      {!actionData && loaderData.passwordReset && (
        <PageToast
          tone="success"
          title={t("auth.resetDoneTitle")}
          description={t("auth.resetDoneText")}
        />
      )}
      <div className="text-center">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {t("auth.welcome", { name: businessName })}
        </h1>
        <p className="mt-2 text-muted-foreground">{t("auth.intro")}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{signup ? t("auth.createAccount") : t("auth.signIn")}</h2>
          </CardTitle>
          <CardDescription>
            {signup ? t("auth.signUpIntro") : t("auth.signInIntro")}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            method="post"
            action={signup ? `${authPath}?mode=signup` : authPath}
            className="flex flex-col gap-4"
          >
            <input type="hidden" name="mode" value={mode} />
            {signup && (
              <Field id="fullName" label={t("auth.fullName")}>
                <Input
                  id="fullName"
                  name="fullName"
                  autoComplete="name"
                  required
                  minLength={2}
                  maxLength={100}
                  defaultValue={actionData?.values.fullName}
                />
              </Field>
            )}
            <EmailField label={t("auth.email")} defaultValue={actionData?.values.email} />
            <PasswordField
              id="password"
              label={t("auth.password")}
              autoComplete={signup ? "new-password" : "current-password"}
              minLength={signup ? PASSWORD_MIN : undefined}
            >
              {signup && (
                <p className="text-xs text-muted-foreground">
                  {t("auth.passwordHint", { min: PASSWORD_MIN })}
                </p>
              )}
              {!signup && (
                <Link
                  to={localizedPath("/auth/forgot-password", locale)}
                  className="justify-self-end text-sm text-primary underline-offset-4 hover:underline"
                >
                  {t("auth.forgotLink")}
                </Link>
              )}
            </PasswordField>
            <Button type="submit" className="w-full">
              {signup ? t("auth.createAccount") : t("auth.signIn")}
            </Button>
          </form>
          <form
            method="get"
            action={authPath}
            className="mt-4 text-center text-sm text-muted-foreground"
          >
            {signup ? t("auth.haveAccount") : t("auth.noAccount")}{" "}
            <button
              type="submit"
              name="mode"
              value={signup ? "signin" : "signup"}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {signup ? t("auth.signIn") : t("auth.createAccount")}
            </button>
          </form>
        </CardContent>
      </Card>
      <p className="text-center text-sm">
        <Link
          to={localizedPath("/", locale)}
          className="text-muted-foreground underline-offset-4 hover:underline"
        >
          {t("auth.backHome")}
        </Link>
      </p>
    </div>
  );
}
