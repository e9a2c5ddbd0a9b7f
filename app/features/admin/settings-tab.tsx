import { KeyRound, Loader2, LogOut } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { useAdminAction } from "./use-admin-action";

const setupCodeText = {
  environment: "Set by ADMIN_SETUP_CODE. Anyone with the code can make themselves an admin at /admin-setup: share it only with people you trust, and change or remove it when they are done.",
  generated: "A code was generated at the server's start and printed in its log. It stopped working when the first admin was made.",
  none: "No setup code is in force: /admin-setup is closed. Give people admin access from the Users list on the Overview tab.",
} as const;

/**
 * The Settings tab (spec section 2): the Sign Out button ('Signed out successfully.' on
 * /auth after success; 'Error signing out.' ('Please try again.') on failure), and how
 * admin access is handed out (DESIGN.md decision 4), without revealing any code.
 * @param email the signed-in admin; `setupCode` where the setup code comes from
 */
export function SettingsTab({ email, setupCode }: { email: string; setupCode: keyof typeof setupCodeText }) {
  const { fetcher, submit } = useAdminAction();
  const busy = fetcher.state !== "idle";
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Account</h2>
          </CardTitle>
          <CardDescription className="break-all">Signed in as {email}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button type="button" variant="destructive" disabled={busy} onClick={() => submit({ intent: "sign-out" })}>
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
            Sign Out
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="size-5" aria-hidden />
            <h2>Admin access</h2>
          </CardTitle>
          <CardDescription>How people become admins.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <p>{setupCodeText[setupCode]}</p>
          <p>
            From a shell on the server: <code className="rounded bg-muted px-1.5 py-0.5 text-xs break-all">npm run admin -- grant EMAIL</code> (also{" "}
            <code className="rounded bg-muted px-1.5 py-0.5 text-xs">revoke</code> and <code className="rounded bg-muted px-1.5 py-0.5 text-xs">list</code>).
          </p>
          <p className="text-muted-foreground">Every grant, removal and status change is recorded with who made it and when.</p>
        </CardContent>
      </Card>
    </div>
  );
}
