import { parseSubmission, storeFailed } from "~/lib/submission.server";
import { PASSWORD_MAX } from "~/lib/password-policy";
import { expiredSessionCookies } from "~/lib/session-cookie";
import { Download, ShieldCheck, Trash2 } from "lucide-react";
import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { IconCardHeader } from "~/components/ui/icon-card-header";
import { Input } from "~/components/ui/input";
import { Field } from "~/components/ui/field";
import {
  ACCOUNT_MESSAGES,
  AccountActionSchema,
  LastAdminError,
  countAccountData,
  deleteAccount,
} from "~/features/account/account.server";
import { getAuth, requireUser } from "~/lib/auth.server";
import { consumeRateLimit, retryAfterText } from "~/lib/rate-limit.server";
import { seoMeta } from "~/features/seo/seo-meta";
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

/** Not for search engines: a signed-in page. */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: "Your Data and Account | Madhapur Car Service",
      description: "Download a copy of your data or delete your account and personal data.",
      path: "/account",
      noindex: true,
    },
    matches,
  );

/** The signed-in customer's data summary (docs/product.md#privacy). Signed out: to /auth. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [counts, preferences] = await Promise.all([
    countAccountData(user.id),
    getMessagePreferences(user.id),
  ]);
  return privateData({ email: user.email, preferences, counts });
}

/** Keeps the loader's Cache-Control. */
export const headers = keepLoaderCacheControl;

type AccountActionResult =
  { deleted: true } | { deleted: false; message: string } | PreferencesResult;

/**
 * Deletes the account after the password is confirmed (DPDP Act 2023 erasure; see
 * `deleteAccount`). 400 for a wrong or missing password, 409 for the last admin, 429
 * after 5 attempts an hour, 503 when the database fails (nothing changes).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const submission = await parseSubmission(request, AccountActionSchema);
  if (!submission.ok)
    return data<AccountActionResult>(
      { deleted: false, message: ACCOUNT_MESSAGES.enterPassword },
      { status: submission.status },
    );
  const form = submission.data;
  // Message preferences and the verification email.
  if (form.intent === "resend-verification") {
    const sent = await resendVerificationEmail(request, user.email);
    return data<AccountActionResult>(
      { preferences: true, ok: sent.ok, message: sent.message },
      { status: sent.status },
    );
  }
  if (form.intent === "set-service-reminders") {
    const on = form.value === "on";
    await setMessagePreferences(user.id, { serviceReminders: on });
    return data<AccountActionResult>({
      preferences: true,
      ok: true,
      message: on ? "Service-due reminders are on." : "Service-due reminders are off.",
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
      message:
        form.intent === "withdraw-whatsapp"
          ? "WhatsApp updates are off."
          : change.reminders
            ? "Reminders are on."
            : "Reminders are off.",
    });
  }
  const { password } = form;
  try {
    const limit = await consumeRateLimit("account", user.id);
    if (!limit.allowed)
      return data<AccountActionResult>(
        {
          deleted: false,
          message: `Too many attempts. ${retryAfterText(limit.retryAfterSeconds)}`,
        },
        { status: 429 },
      );
    const ok = await getAuth()
      .api.verifyPassword({ body: { password }, headers: request.headers })
      .then(() => true)
      .catch(() => false);
    if (!ok)
      return data<AccountActionResult>(
        {
          deleted: false,
          message: "That password is not right. Your account has not been deleted.",
        },
        { status: 400 },
      );
    const erased = await deleteAccount(user.id);
    // docs/product.md#privacy: a published review kept after erasure now says "A customer".
    refreshPagesShowing(context.refreshPrerendered, erased.reviewPlaces);
    return data<AccountActionResult>({ deleted: true }, { headers: expiredSessionCookies() });
  } catch (error) {
    if (error instanceof LastAdminError)
      return data<AccountActionResult>({ deleted: false, message: error.message }, { status: 409 });
    return storeFailed<AccountActionResult>("Account could not be deleted", error, {
      deleted: false,
      message: "We could not delete your account just now. Nothing was changed; please try again.",
    });
  }
}

/**
 * /account (docs/product.md#privacy): what the workshop holds about the signed-in customer, a
 * download of all of it, and deleting the account with the password as confirmation.
 */
export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const deleting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  const deleteError =
    actionData && "deleted" in actionData && !actionData.deleted ? actionData.message : null;
  if (actionData && "deleted" in actionData && actionData.deleted) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold">Your Account Has Been Deleted</h1>
        <p className="mt-4 leading-relaxed text-muted-foreground">
          Your account, profile, cars, quote requests and inspection photos are gone. Your past
          bookings stay in the workshop's records without your name, email, phone, address or the
          reasons you gave, so that our schedule and accounts stay correct; tax invoices are kept as
          the law requires.
        </p>
        <Button asChild className="mt-6">
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    );
  }
  const { counts, email, preferences } = loaderData;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold">Your Data and Account</h1>
        <p className="mt-2 text-muted-foreground">
          Signed in as <span className="font-medium break-all text-foreground">{email}</span>. Read
          our{" "}
          <Link to="/privacy" className="text-primary underline underline-offset-4">
            privacy policy
          </Link>{" "}
          for how we use it.
        </p>
      </div>
      <Card>
        <IconCardHeader icon={ShieldCheck} iconClassName="text-primary" title="What we hold">
          Your account and profile (with your message choices), {counts.bookings} booking
          {counts.bookings === 1 ? "" : "s"} with their changes and job cards (estimates, photos,
          invoices), {counts.cars} car{counts.cars === 1 ? "" : "s"} with their odometer readings,{" "}
          {counts.quoteRequests} quote request{counts.quoteRequests === 1 ? "" : "s"} sent with your
          email, and {counts.sessions} sign-in session
          {counts.sessions === 1 ? "" : "s"}.
        </IconCardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <a href="/account/export" download>
              <Download aria-hidden /> Download My Data
            </a>
          </Button>
        </CardContent>
      </Card>
      <MessagePreferencesCard
        email={email}
        preferences={preferences}
        result={actionData && "preferences" in actionData ? actionData : null}
      />
      <Card className="border-destructive/40">
        <IconCardHeader icon={Trash2} iconClassName="text-destructive" title="Delete your account">
          This deletes your account, profile, cars, quote requests and inspection photos. Your
          bookings stay in our schedule without your personal details; tax invoices are kept as the
          law requires. It cannot be undone.
        </IconCardHeader>
        <CardContent>
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="intent" value="delete" />
            <Field
              id="account-password"
              errorId="account-error"
              label="Password"
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
              {deleting ? "Deleting…" : "Delete My Account"}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
