import { KeyRound, Loader2, ShieldCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { IconCardHeader } from "~/components/ui/icon-card-header";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { PageToast } from "~/components/ui/page-toast";
import {
  ADMIN_MESSAGES,
  SETUP_MAX_WRONG_CODES,
  SETUP_WINDOW_MINUTES,
  type AdminSetupResult,
} from "./admin-schema";

/** Toast titles of the failures. */
const failureTitle: Record<Extract<AdminSetupResult, { ok: false }>["reason"], string> = {
  "signed-out": "Sign In Required",
  invalid: "Setup Code Required",
  "wrong-code": "Wrong Setup Code",
  "rate-limited": "Too Many Attempts",
  closed: "Admin Setup Closed",
  failed: "Error",
};

/**
 * The toast that tells a setup answer (docs/product.md#route-admin-setup).
 * @param result the action's answer
 * @returns its title ('Success!', 'Already Admin' or the failure's) and the line below it
 */
function answerToast(result: AdminSetupResult): { title: string; description: string } {
  if (!result.ok) return { title: failureTitle[result.reason], description: result.message };
  return result.status === "granted"
    ? { title: ADMIN_MESSAGES.setupSuccessTitle, description: ADMIN_MESSAGES.setupSuccessText }
    : { title: ADMIN_MESSAGES.alreadyAdminTitle, description: ADMIN_MESSAGES.alreadyAdminText };
}

/**
 * The /admin-setup card (docs/product.md#route-admin-setup): the user's email and id, a
 * setup-code field and 'Make Me Admin'. Success toasts 'Success!' and reloads after 1 s
 * (the page then sends the new admin to /admin); 'Already Admin' likewise; a wrong code
 * shows how many attempts are left. Before the script has loaded the form posts as a document
 * (docs/decisions/0011): a refusal comes back with its toast drawn by the server and the message
 * at the field; a success goes straight on to /admin (the page's loader sends admins there).
 * @param user the signed-in user; `open` false when no code can be used; `pausedForMinutes`
 *   set while this user must wait after too many wrong codes
 */
export function AdminSetupCard({
  user,
  open,
  pausedForMinutes,
}: {
  user: { id: string; email: string };
  open: boolean;
  pausedForMinutes: number | null;
}) {
  const fetcher = useFetcher<AdminSetupResult>();
  // The answer to the form posted as a document, before the script had loaded.
  const posted = useActionData<AdminSetupResult>();
  const handled = useRef<AdminSetupResult | undefined>(undefined);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data ?? posted;

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    const toastOf = answerToast(answer);
    if (answer.ok) {
      if (answer.status === "granted")
        toast.success(toastOf.title, { description: toastOf.description });
      else toast(toastOf.title, { description: toastOf.description });
      const timer = setTimeout(() => window.location.reload(), 1000);
      return () => clearTimeout(timer);
    }
    toast.error(toastOf.title, { description: toastOf.description });
  }, [fetcher.state, fetcher.data]);

  const error = result && !result.ok ? result.message : null;
  const paused =
    result && !result.ok && result.reason === "rate-limited"
      ? (result.retryInMinutes ?? pausedForMinutes)
      : pausedForMinutes;

  // A refused document post is told by a toast the server draws (a granted one never comes
  // back here: the loader sends the new admin on to /admin).
  const refused = posted && !posted.ok && !fetcher.data ? answerToast(posted) : null;
  return (
    <Card>
      {refused && (
        <PageToast tone="error" title={refused.title} description={refused.description} />
      )}
      <IconCardHeader icon={ShieldCheck} title={<h2>Become an Admin</h2>}>
        Admins manage bookings, leads and users in the admin panel.
      </IconCardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid gap-2 text-sm">
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="break-all font-medium">{user.email}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">User ID</dt>
            <dd className="break-all font-mono text-xs">{user.id}</dd>
          </div>
        </dl>
        {!open ? (
          <p
            role="status"
            className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground"
          >
            Admin setup is closed. Ask an existing admin to give you access from the admin panel.
          </p>
        ) : (
          <fetcher.Form
            method="post"
            action="/admin-setup"
            className="grid gap-4"
            aria-label="Admin setup"
          >
            <div className="grid gap-2">
              <Label htmlFor="setup-code">
                <KeyRound className="size-4" aria-hidden />
                Setup code
              </Label>
              <Input
                id="setup-code"
                name="code"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
                maxLength={200}
                aria-invalid={error ? true : undefined}
                aria-describedby="setup-code-hint"
              />
              <p id="setup-code-hint" className="text-xs text-muted-foreground">
                The person who runs the server has it (it is printed in the server log at the first
                start, or set as ADMIN_SETUP_CODE). After {SETUP_MAX_WRONG_CODES} wrong codes, codes
                are paused for {SETUP_WINDOW_MINUTES} minutes.
              </p>
            </div>
            {error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            {!error && paused !== null && (
              <p role="alert" className="text-sm font-medium text-destructive">
                Too many wrong codes. Please try again in {paused}{" "}
                {paused === 1 ? "minute" : "minutes"}.
              </p>
            )}
            <Button type="submit" disabled={busy} className="w-full sm:w-fit">
              {busy && <Loader2 className="animate-spin" aria-hidden />}
              Make Me Admin
            </Button>
          </fetcher.Form>
        )}
      </CardContent>
    </Card>
  );
}
