import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/auth.reset-password";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  INVALID_RESET_LINK_TEXT,
  RESET_TOKEN_PATTERN,
} from "~/features/auth/password-reset-schema";
import { PASSWORD_HINT, PASSWORD_MIN } from "~/lib/password-policy";
import { PasswordField } from "~/features/auth/auth-fields";
import { handleResetPassword } from "~/features/auth/password-reset-page.server";
import { seoMeta } from "~/features/seo/seo-meta";

/** Kept out of search results. */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: "Choose a New Password | Car Service Booking",
      description: "Choose a new password for your account.",
      path: "/auth/reset-password",
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
  };
}

/** Sets the new password; see `handleResetPassword`. */
export async function action({ request }: Route.ActionArgs) {
  return handleResetPassword(request);
}

function InvalidLink() {
  return (
    <div className="grid gap-4">
      <p role="alert" className="rounded-md bg-muted p-3 text-sm">
        {INVALID_RESET_LINK_TEXT}
      </p>
      <Button asChild>
        <Link to="/auth/forgot-password">Ask for a new link</Link>
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
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">Choose a new password</h1>
          </CardTitle>
          <CardDescription>
            After the change, every device signed in to your account is signed out.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {invalid ? (
            <InvalidLink />
          ) : (
            <Form method="post" className="grid gap-4">
              <input type="hidden" name="token" value={loaderData.token ?? ""} />
              <PasswordField
                id="password"
                label="New password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN}
                errorId={error?.field === "password" ? "reset-error" : undefined}
              >
                <p className="text-xs text-muted-foreground">{PASSWORD_HINT}</p>
              </PasswordField>
              <PasswordField
                id="confirmPassword"
                label="New password again"
                autoComplete="new-password"
                errorId={error?.field === "confirmPassword" ? "reset-error" : undefined}
              />
              {error && (
                <p id="reset-error" role="alert" className="text-sm font-medium text-destructive">
                  {error.message}
                </p>
              )}
              <Button type="submit" disabled={busy}>
                {busy ? "Saving…" : "Save new password"}
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
