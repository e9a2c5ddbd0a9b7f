import { parseSubmission, storeFailed } from "~/lib/submission.server";
import { PASSWORD_MAX } from "~/lib/password-policy";
import { expiredSessionCookies } from "~/lib/session-cookie";
import { Download, ShieldCheck, Trash2 } from "lucide-react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { IconCardHeader } from "~/components/ui/icon-card-header";
import { Input } from "~/components/ui/input";
import { Field } from "~/components/ui/field";
import {
  AccountActionSchema,
  LastAdminError,
  countAccountData,
  deleteAccount,
} from "~/features/account/account.server";
import { getAuth, requireUser } from "~/lib/auth.server";
import { consumeRateLimit, retryAfterMinutes } from "~/lib/rate-limit.server";
import { seoMeta } from "~/features/seo/seo-meta";
import { linkIn, localizedPath } from "~/catalog/languages";
import { requestTranslator } from "~/lib/i18n.server";
import { WithParts, partMark, useTranslator } from "~/components/site/translation";
import { LanguageCard } from "~/features/account/language-card";
import {
  getMessagePreferences,
  setMessagePreferences,
} from "~/features/messages/preferences.server";
import { resendVerificationEmail } from "~/features/auth/password-reset-page.server";
import { refreshPagesShowing } from "~/features/reviews/site-reviews.server";
import {
  MessagePreferencesCard,
  type PreferencesResult,
} from "~/features/account/message-preferences-card";
import { keepLoaderCacheControl, privateData } from "~/lib/route-handle";

/**
 * Not for search engines: a signed-in page. /te/account and /hi/account take their title and
 * description from the language's catalogue (docs/decisions/0026).
 */
export const meta: Route.MetaFunction = ({ matches, data }) =>
  seoMeta(
    data?.seo ?? {
      title: "Your Data and Account | Madhapur Car Service",
      description: "Download a copy of your data or delete your account and personal data.",
      path: "/account",
      noindex: true,
    },
    matches,
  );

/**
 * The signed-in customer's data summary (docs/product.md#privacy) and their account's language
 * (docs/decisions/0026). Signed out: to /auth.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [counts, preferences] = await Promise.all([
    countAccountData(user.id),
    getMessagePreferences(user.id),
  ]);
  const t = requestTranslator(request);
  const seo =
    t.locale === "en"
      ? null
      : {
          title: t.t("seo./account.title"),
          description: t.t("seo./account.description"),
          path: localizedPath("/account", t.locale),
          noindex: true,
        };
  const saved = new URL(request.url).searchParams.get("language") === "saved";
  return privateData({ email: user.email, preferences, counts, seo, languageSaved: saved });
}

/** Keeps the loader's Cache-Control. */
export const headers = keepLoaderCacheControl;

type AccountActionResult =
  | { deleted: true }
  | { deleted: false; message: string }
  | PreferencesResult
  | { language: true; message: string };

/**
 * The account's forms: the language (a redirect to this page in the chosen language,
 * docs/decisions/0026), the message preferences, and deleting the account after the password
 * is confirmed (DPDP Act 2023 erasure; see `deleteAccount`). 400 for a wrong or missing password
 * or an unknown language, 409 for the last admin, 429 after 5 attempts an hour, 503 when the
 * database fails (nothing changes). Answers in the page's language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const translator = requestTranslator(request);
  const { t } = translator;
  const submission = await parseSubmission(request, AccountActionSchema);
  if (!submission.ok) {
    const language = submission.fields?.intent === "set-language";
    return data<AccountActionResult>(
      language
        ? { language: true, message: t("account.language.invalid") }
        : { deleted: false, message: t("account.answers.enterPassword") },
      { status: submission.status },
    );
  }
  const form = submission.data;
  if (form.intent === "set-language") {
    await setMessagePreferences(user.id, { language: form.language });
    // A plain form: the whole page loads again in the language chosen.
    return redirect(`${localizedPath("/account", form.language)}?language=saved`);
  }
  // Message preferences and the verification email.
  if (form.intent === "resend-verification") {
    const sent = await resendVerificationEmail(request, user.email);
    const message = sent.ok
      ? t("account.answers.linkSent", { email: user.email })
      : sent.status === 429
        ? t("account.answers.tooManyEmails")
        : t("account.answers.emailFailed");
    return data<AccountActionResult>(
      // English keeps the auth feature's own words (the wait in minutes included).
      {
        preferences: true,
        ok: sent.ok,
        message: translator.locale === "en" ? sent.message : message,
      },
      { status: sent.status },
    );
  }
  if (form.intent === "set-service-reminders") {
    const on = form.value === "on";
    await setMessagePreferences(user.id, { serviceReminders: on });
    return data<AccountActionResult>({
      preferences: true,
      ok: true,
      message: t(on ? "account.answers.serviceRemindersOn" : "account.answers.serviceRemindersOff"),
    });
  }
  if (form.intent === "set-reminders" || form.intent === "withdraw-whatsapp") {
    const change =
      form.intent === "withdraw-whatsapp"
        ? { whatsapp: false as const }
        : { reminders: form.value === "on" };
    await setMessagePreferences(user.id, change);
    return data<AccountActionResult>({
      preferences: true,
      ok: true,
      message: t(
        form.intent === "withdraw-whatsapp"
          ? "account.answers.whatsappOff"
          : change.reminders
            ? "account.answers.remindersOn"
            : "account.answers.remindersOff",
      ),
    });
  }
  const { password } = form;
  try {
    const limit = await consumeRateLimit("account", user.id);
    if (!limit.allowed)
      return data<AccountActionResult>(
        {
          deleted: false,
          message: t("account.answers.tooMany", {
            count: retryAfterMinutes(limit.retryAfterSeconds),
          }),
        },
        { status: 429 },
      );
    const ok = await getAuth()
      .api.verifyPassword({ body: { password }, headers: request.headers })
      .then(() => true)
      .catch(() => false);
    if (!ok)
      return data<AccountActionResult>(
        { deleted: false, message: t("account.answers.wrongPassword") },
        { status: 400 },
      );
    const erased = await deleteAccount(user.id);
    // docs/product.md#privacy: a published review kept after erasure now says "A customer".
    refreshPagesShowing(context.refreshPrerendered, erased.reviewPlaces);
    return data<AccountActionResult>({ deleted: true }, { headers: expiredSessionCookies() });
  } catch (error) {
    if (error instanceof LastAdminError)
      return data<AccountActionResult>(
        { deleted: false, message: t("account.answers.lastAdmin") },
        { status: 409 },
      );
    return storeFailed<AccountActionResult>("Account could not be deleted", error, {
      deleted: false,
      message: t("account.answers.deleteFailed"),
    });
  }
}

/**
 * /account (docs/product.md#privacy): what the workshop holds about the signed-in customer, a
 * download of all of it, the account's language (docs/decisions/0026), and deleting the account
 * with the password as confirmation. /te/account and /hi/account are the same page in Telugu and
 * Hindi, served without script (`account.translated.tsx`).
 */
export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { t, locale } = useTranslator();
  const deleting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  const deleteError =
    actionData && "deleted" in actionData && !actionData.deleted ? actionData.message : null;
  if (actionData && "deleted" in actionData && actionData.deleted) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold">{t("account.deleted.title")}</h1>
        <p className="mt-4 leading-relaxed text-muted-foreground">{t("account.deleted.text")}</p>
        <Button asChild className="mt-6">
          <Link to={linkIn("/", locale)}>{t("account.deleted.home")}</Link>
        </Button>
      </div>
    );
  }
  const { counts, email, preferences } = loaderData;
  const held = (key: string, count: number) => t(`account.${key}`, { count });
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold">{t("account.title")}</h1>
        <p className="mt-2 text-muted-foreground">
          <WithParts
            message={t("account.signedIn", {
              email: partMark("email"),
              privacy: partMark("privacy"),
            })}
            parts={{
              email: <span className="font-medium break-all text-foreground">{email}</span>,
              privacy: (
                <Link
                  to={linkIn("/privacy", locale)}
                  className="text-primary underline underline-offset-4"
                >
                  {t("account.privacy")}
                </Link>
              ),
            }}
          />
        </p>
      </div>
      <Card>
        <IconCardHeader
          icon={ShieldCheck}
          iconClassName="text-primary"
          title={t("account.heldTitle")}
        >
          {t("account.held", {
            bookings: held("bookings", counts.bookings),
            cars: held("cars", counts.cars),
            quotes: held("quotes", counts.quoteRequests),
            sessions: held("sessions", counts.sessions),
          })}
        </IconCardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <a href="/account/export" download>
              <Download aria-hidden /> {t("account.download")}
            </a>
          </Button>
        </CardContent>
      </Card>
      <LanguageCard
        language={preferences.language}
        saved={loaderData.languageSaved}
        refused={actionData && "language" in actionData ? actionData.message : null}
      />
      <MessagePreferencesCard
        email={email}
        preferences={preferences}
        result={actionData && "preferences" in actionData ? actionData : null}
      />
      <Card className="border-destructive/40">
        <IconCardHeader
          icon={Trash2}
          iconClassName="text-destructive"
          title={t("account.delete.title")}
        >
          {t("account.delete.text")}
        </IconCardHeader>
        <CardContent>
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="intent" value="delete" />
            <Field
              id="account-password"
              errorId="account-error"
              label={t("account.delete.password")}
              error={deleteError ?? undefined}
              alert
            >
              {(props) => (
                <Input
                  {...props}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  maxLength={PASSWORD_MAX}
                />
              )}
            </Field>
            <Button
              type="submit"
              variant="destructive"
              disabled={deleting}
              className="justify-self-start"
            >
              {deleting ? t("account.delete.deleting") : t("account.delete.submit")}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
