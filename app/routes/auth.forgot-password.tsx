import { Form, Link, useActionData, useNavigation } from "react-router";
import { MailCheck } from "lucide-react";
import type { Route } from "./+types/auth.forgot-password";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { EmailField } from "~/features/auth/auth-fields";
import { handleForgotPassword } from "~/features/auth/password-reset-page.server";
import { seoMeta } from "~/features/seo/seo-meta";

/** Kept out of search results. */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: "Forgot Your Password? | Car Service Booking",
      description: "Get a link by email to choose a new password.",
      path: "/auth/forgot-password",
      noindex: true,
    },
    matches,
  );

/** Emails a reset link; see `handleForgotPassword`. */
export async function action({ request }: Route.ActionArgs) {
  return handleForgotPassword(request);
}

/**
 * /auth/forgot-password (docs/product.md#lifecycle-accounts): the account's email, then "check your
 * inbox".
 */
export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">Forgot your password?</h1>
          </CardTitle>
          <CardDescription>
            Enter the email you signed up with and we will send you a link to choose a new password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {result?.ok ? (
            <p role="status" className="flex gap-2 rounded-md bg-muted p-3 text-sm">
              <MailCheck className="size-5 shrink-0 text-primary" aria-hidden />
              {result.message}
            </p>
          ) : (
            <Form method="post" className="grid gap-4">
              <EmailField label="Email" errorId={result && !result.ok ? "forgot-error" : undefined}>
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
                {busy ? "Sending…" : "Email me a link"}
              </Button>
            </Form>
          )}
          <p className="mt-4 text-center text-sm">
            <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
              Back to sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
