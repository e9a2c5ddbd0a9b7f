import { LogIn, ShieldAlert } from "lucide-react";
import { useEffect } from "react";
import { isRouteErrorResponse, Link, useNavigate } from "react-router";
import { Notice } from "~/components/back-office/notice";
import { Button } from "~/components/ui/button";
import { LOAD_FAILED_TEXT } from "~/components/back-office/notice";
import { ADMIN_MESSAGES } from "./admin-schema";

/**
 * 'Access Denied' for a signed-in user without the admin role (docs/product.md#messages-admin: no
 * debug data — no user id, no role — beyond the user's own email).
 * @param email the signed-in user's email, when known
 */
function AccessDenied({ email }: { email: string | null }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <ShieldAlert className="size-12 text-destructive" aria-hidden />
      <h1 className="text-2xl font-bold sm:text-3xl">{ADMIN_MESSAGES.accessDenied}</h1>
      <p className="text-muted-foreground">{ADMIN_MESSAGES.accessDeniedText}</p>
      {email && <p className="break-all text-sm">Signed in as {email}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go to Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/booking">My Bookings</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * 'Authentication Required' (docs/product.md#route-admin): shown when an admin action arrives
 * without a session (it ended in another tab, say); goes to /auth after 2 seconds.
 */
function AuthenticationRequired() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/auth"), 2000);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <LogIn className="size-12 text-primary" aria-hidden />
      <h1 className="text-2xl font-bold sm:text-3xl">{ADMIN_MESSAGES.authRequired}</h1>
      <p className="text-muted-foreground">
        Please sign in to use the admin panel. Taking you to the sign-in page…
      </p>
      <Button asChild>
        <Link to="/auth">Sign In</Link>
      </Button>
    </div>
  );
}

/**
 * What an admin route shows when its loader fails (docs/product.md#messages-admin): 403 'Access
 * Denied' with only the user's own email, 401 'Authentication Required', 404 `notFoundText` when
 * given, anything else `failedText` under `title` (no stack trace).
 * @param error the route's error; `title` the page's heading; `failedText` the failure text
 *   (default 'Failed to load admin data.')
 */
export function AdminRouteError({
  error,
  title,
  failedText = LOAD_FAILED_TEXT,
  notFoundText,
}: {
  error: unknown;
  title: string;
  failedText?: string;
  notFoundText?: string;
}) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    const email =
      typeof error.data === "object" && error.data && typeof error.data.email === "string"
        ? error.data.email
        : null;
    return <AccessDenied email={email} />;
  }
  if (isRouteErrorResponse(error) && error.status === 401) return <AuthenticationRequired />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      <Notice kind="error">
        {notFoundText && isRouteErrorResponse(error) && error.status === 404
          ? notFoundText
          : failedText}
      </Notice>
    </div>
  );
}
