import { useEffect, useState } from "react";
import { Form, Link, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Loader2 } from "lucide-react";
import { toast } from "sonner";
import type { Route } from "./+types/auth";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { AUTH_FORM_FIELDS, AuthFormSchema } from "~/features/auth/auth-schema";
import { callAuthEndpoint, getSessionUser, sessionCookieHeaders } from "~/lib/auth.server";
import { readFields, unexpectedField } from "~/lib/request-body.server";
import { useRootData } from "~/root";
import { seoMeta } from "~/features/seo/seo-meta";

/** Title and description; kept out of search results. */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: "Sign In or Create Account | Car Service Booking",
      description: "Sign in or create an account to book a car service visit and follow it in My Bookings.",
      path: "/auth",
      noindex: true,
    },
    matches,
  );

/** A signed-in visitor goes straight to /booking (spec section 2 "/auth"). */
export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/booking");
  return null;
}

/**
 * Signs in or creates an account with better-auth, through its HTTP router so that the
 * sign-in and sign-up rate limits count this form too (docs/decisions/0007), then
 * redirects to /booking with the session cookie. Failure: 400 with the provider's message
 * (spec section 8: the toast 'Authentication Error'), 429 when the client IP is limited;
 * a body that is not the form (JSON, a file, a field twice, an unknown field) is a 400.
 */
export async function action({ request }: Route.ActionArgs) {
  const fields = await readFields(request);
  if (!fields || unexpectedField(fields, AUTH_FORM_FIELDS) !== undefined) {
    return data({ error: "Please reload the page and try again." }, { status: 400 });
  }
  const parsed = AuthFormSchema.safeParse(fields);
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  }
  const { mode, email, password, fullName } = parsed.data;
  const response =
    mode === "signup"
      ? await callAuthEndpoint(request, "/sign-up/email", { email, password, name: fullName })
      : await callAuthEndpoint(request, "/sign-in/email", { email, password });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    const message = response.status === 429 ? "Too many attempts. Please wait a minute and try again." : body?.message || "An unexpected error occurred";
    return data({ error: message }, { status: response.status === 429 ? 429 : 400 });
  }
  return redirect("/booking", { headers: sessionCookieHeaders(response) });
}

/** /auth: the welcome heading and the Sign In / Create Account card (spec section 2). */
export default function AuthPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<"signin" | "signup">(params.get("mode") === "signup" ? "signup" : "signin");
  const businessName = useRootData()?.business.name ?? "our workshop";
  const busy = navigation.state !== "idle" && navigation.formAction === "/auth";

  useEffect(() => {
    if (actionData?.error) toast.error("Authentication Error", { description: actionData.error });
  }, [actionData]);

  useEffect(() => {
    // One toast however often the effect runs (the search params object is renewed when
    // the page's data revalidates): sonner replaces a toast with the same id.
    if (params.get("signedOut")) toast.success("Signed out successfully.", { id: "signed-out", description: "Redirecting to the authentication page..." });
    if (params.get("reset")) toast.success("Password changed", { id: "password-reset", description: "Please sign in with your new password." });
  }, [params]);

  const signup = mode === "signup";
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <div className="text-center">
        <h1 className="text-2xl font-bold sm:text-3xl">Welcome to {businessName}</h1>
        <p className="mt-2 text-muted-foreground">Sign in to book and track your car service.</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{signup ? "Create Account" : "Sign In"}</h2>
          </CardTitle>
          <CardDescription>
            {signup ? "Create an account to book your car service." : "Enter your email and password to continue."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" action="/auth" className="flex flex-col gap-4">
            <input type="hidden" name="mode" value={mode} />
            {signup && (
              <div className="grid gap-2">
                <Label htmlFor="fullName">Full Name</Label>
                <Input id="fullName" name="fullName" autoComplete="name" required minLength={2} maxLength={100} />
              </div>
            )}
            <div className="grid gap-2">
              <Label htmlFor="email">Email</Label>
              <Input id="email" name="email" type="email" autoComplete="email" required maxLength={254} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="password">Password</Label>
              <Input
                id="password"
                name="password"
                type="password"
                autoComplete={signup ? "new-password" : "current-password"}
                required
                minLength={signup ? 8 : undefined}
                maxLength={128}
              />
              {signup && <p className="text-xs text-muted-foreground">At least 8 characters.</p>}
              {!signup && (
                <Link to="/auth/forgot-password" className="justify-self-end text-sm text-primary underline-offset-4 hover:underline">
                  Forgot password?
                </Link>
              )}
            </div>
            <Button type="submit" disabled={busy} className="w-full">
              {busy && <Loader2 className="animate-spin" aria-hidden />}
              {signup ? "Create Account" : "Sign In"}
            </Button>
          </Form>
          <p className="mt-4 text-center text-sm text-muted-foreground">
            {signup ? "Already have an account? " : "Don't have an account? "}
            <button type="button" className="font-medium text-primary underline-offset-4 hover:underline" onClick={() => setMode(signup ? "signin" : "signup")}>
              {signup ? "Sign In" : "Create Account"}
            </button>
          </p>
        </CardContent>
      </Card>
      <p className="text-center text-sm">
        <Link to="/" className="text-muted-foreground underline-offset-4 hover:underline">
          Back to home
        </Link>
      </p>
    </div>
  );
}
