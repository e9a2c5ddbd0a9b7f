import { Form, Link } from "react-router";
import { Car, LayoutDashboard, LogOut, Shield } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useRootData } from "~/root";

/**
 * The site header (spec section 2 "Header and shell"): signed out, a Sign In button to
 * /auth; signed in, a Dashboard button to /booking and the admin button ('Admin Panel'
 * to /admin for admins, 'Get Admin' to /admin-setup otherwise), plus Sign Out.
 */
export function SiteHeader() {
  const root = useRootData();
  const user = root?.user ?? null;
  const businessName = root?.business.name ?? "Car Service";
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2 font-semibold">
          <Car className="size-6 shrink-0 text-gold" aria-hidden />
          <span className="truncate">{businessName}</span>
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          {user ? (
            <>
              <Button asChild size="sm" variant="outline">
                <Link to="/booking">
                  <LayoutDashboard aria-hidden />
                  <span>Dashboard</span>
                </Link>
              </Button>
              {root.isAdmin ? (
                <Button asChild size="sm" variant="outline">
                  <Link to="/admin">
                    <Shield aria-hidden />
                    <span>Admin Panel</span>
                  </Link>
                </Button>
              ) : (
                <Button asChild size="sm" variant="ghost">
                  <Link to="/admin-setup">
                    <Shield aria-hidden />
                    <span>Get Admin</span>
                  </Link>
                </Button>
              )}
              <Form method="post" action="/auth/sign-out">
                <Button type="submit" size="sm" variant="ghost" aria-label="Sign Out">
                  <LogOut aria-hidden />
                  <span className="hidden sm:inline">Sign Out</span>
                </Button>
              </Form>
            </>
          ) : (
            <Button asChild size="sm">
              <Link to="/auth">Sign In</Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
