import { Link } from "react-router";
import { CheckCircle2, XCircle } from "lucide-react";
import type { Route } from "./+types/auth.verified";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { seoMeta } from "~/features/seo/seo-meta";

/** Kept out of search results. */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: "Email Confirmation | Car Service Booking",
      description: "The result of confirming your email address.",
      path: "/auth/verified",
      noindex: true,
    },
    matches,
  );

/** better-auth lands here after checking the emailed link: no `error` means confirmed. */
export function loader({ request }: Route.LoaderArgs) {
  const error = new URL(request.url).searchParams.get("error");
  return { confirmed: !error };
}

/**
 * /auth/verified (docs/product.md#lifecycle-accounts): "email confirmed", or a clear page for a
 * wrong or expired link.
 */
export default function EmailVerifiedPage({ loaderData }: Route.ComponentProps) {
  return (
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
              {loaderData.confirmed ? "Email confirmed" : "This link did not work"}
            </h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            {loaderData.confirmed
              ? "Thank you: your email address is confirmed. Your booking updates will reach you there."
              : "The confirmation link is wrong or has expired. Sign in and open Your Data and Account to send a new one."}
          </p>
          <Button asChild>
            <Link to={loaderData.confirmed ? "/booking" : "/account"}>
              {loaderData.confirmed ? "Go to my bookings" : "Open my account"}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
