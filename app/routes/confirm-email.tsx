import { data } from "react-router";
import { CheckCircle2, MailCheck, XCircle } from "lucide-react";
import type { Route } from "./+types/confirm-email";
import { formatPhone } from "~/catalog/business";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useBusinessFacts } from "~/components/site/root-data";
import {
  confirmContactEmail,
  readContactEmailLink,
} from "~/features/messages/contact-emails.server";
import { seoMeta } from "~/features/seo/seo-meta";
import { noStoreHeaders, privateData, staticPageHandle } from "~/lib/route-handle";

/** Kept out of search results; the token is in the path, so the canonical path names none. */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: "Confirm Your Email for Booking Updates",
      description: "Confirm the email address given for a car service booking's updates.",
      path: "/confirm-email",
      noindex: true,
    },
    matches,
  );

/** No framework scripts: the button is an HTML form the server answers (docs/decisions/0011). */
export const handle = staticPageHandle;

/**
 * The address a confirmation link names (docs/product.md#lifecycle-messages). Opening the link
 * changes nothing (mail scanners open links): the button on the page confirms. No sign-in needed.
 * @returns `{ state: "ready", email }`, or `{ state: "invalid" }` for an unknown, used or
 *   expired link
 */
export async function loader({ params }: Route.LoaderArgs) {
  const link = await readContactEmailLink(params.token);
  return privateData(link);
}

/**
 * Confirms the address (once: the link stops working).
 * @returns `{ ok: true, email }`, or 410 `{ ok: false, message }` for an unknown, used or expired link
 */
export async function action({ params }: Route.ActionArgs) {
  const email = await confirmContactEmail(params.token);
  if (!email)
    return data(
      { ok: false as const, message: "This link has expired or has already been used." },
      { status: 410 },
    );
  return data({ ok: true as const, email });
}

/** Keeps the loader's Cache-Control. */
export const headers = noStoreHeaders;

/**
 * /confirm-email/{token} (docs/product.md#lifecycle-messages): the address and a button to
 * confirm it for the booking's updates; afterwards, or for a link that no longer works, a clear
 * page. Works without JavaScript and without signing in.
 */
export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const phone = formatPhone(useBusinessFacts().phone);
  const done = actionData?.ok ? actionData.email : null;
  const broken = actionData ? !actionData.ok : loaderData.state === "invalid";
  const Icon = done ? CheckCircle2 : broken ? XCircle : MailCheck;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Icon
              className={broken ? "size-6 text-destructive" : "size-6 text-green-700"}
              aria-hidden
            />
            <h1 className="text-2xl">
              {done
                ? "Email confirmed"
                : broken
                  ? "This link did not work"
                  : "Confirm this email address"}
            </h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          {done ? (
            <p>
              Thank you. The booking's updates will now come to{" "}
              <strong className="break-all">{done}</strong>.
            </p>
          ) : broken ? (
            <p className="text-muted-foreground">
              This link has expired or has already been used. If you booked with us, call us on{" "}
              {phone} and we will help.
            </p>
          ) : (
            <>
              <p>
                A car service booking gave{" "}
                <strong className="break-all">
                  {loaderData.state === "ready" ? loaderData.email : ""}
                </strong>{" "}
                for its updates. If that was you, confirm it and the updates will come here.
              </p>
              <form method="post">
                <Button type="submit">Yes, send the booking's updates here</Button>
              </form>
              <p className="text-muted-foreground">
                If it was not you, close this page: nothing more will be sent to this address.
              </p>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
