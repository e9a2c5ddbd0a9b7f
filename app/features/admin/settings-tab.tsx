import { Building2, KeyRound, LogOut } from "lucide-react";
import { addressLine, formatPhone, type BusinessFacts } from "~/catalog/business";
import { useBusinessFacts } from "~/components/site/root-data";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  overridingVariable,
  type BusinessOverrideVariable,
  type OverridableFact,
} from "~/lib/business-overrides";

const setupCodeText = {
  environment:
    "Set by ADMIN_SETUP_CODE. Anyone with the code can make themselves an admin at /admin-setup: share it only with people you trust, and change or remove it when they are done.",
  generated:
    "A code was generated at the server's start and printed in its log. It stopped working when the first admin was made.",
  none: "No setup code is in force: /admin-setup is closed. Give people admin access from the Users list on the Overview tab.",
} as const;

const CATALOGUE = "app/catalog/business.ts";

/** The facts the environment may override, as the tab labels and shows them. */
const overridableRows: Array<{
  label: string;
  fact: OverridableFact;
  show?: (value: string) => string;
}> = [
  { label: "Name", fact: "name" },
  { label: "Phone and WhatsApp", fact: "phone", show: formatPhone },
  { label: "Email", fact: "email" },
  { label: "Legal name (invoices)", fact: "legalName" },
  { label: "GSTIN", fact: "gstin" },
  { label: "UPI ID", fact: "upiId" },
];

/**
 * The business facts as the site states them, each with where it is configured: the
 * environment variable that overrides it (`businessOverrides`, docs/product.md#business-facts),
 * otherwise the catalogue file.
 * @param business the effective facts (root loader)
 * @param overrides the overriding variables that are set (the page's loader)
 * @returns label, value and source, in display order
 */
export function businessFactRows(
  business: BusinessFacts,
  overrides: readonly BusinessOverrideVariable[],
): Array<{ label: string; value: string; source: string }> {
  return [
    ...overridableRows.map(({ label, fact, show }) => {
      const variable = overridingVariable(fact, overrides);
      return {
        label,
        value: show ? show(business[fact]) : business[fact],
        source: variable ? `${variable} environment variable` : CATALOGUE,
      };
    }),
    { label: "Address", value: addressLine(business.address), source: CATALOGUE },
    {
      label: "Hours",
      value: `${business.hoursText} (${business.openingHours.join(", ")})`,
      source: CATALOGUE,
    },
    {
      label: "Rating",
      value: `${business.rating.value} from ${business.rating.count} reviews`,
      source: CATALOGUE,
    },
    { label: "Service radius", value: `${business.serviceRadiusKm} km`, source: CATALOGUE },
    { label: "Warranty", value: `${business.promises.warrantyMonths} months`, source: CATALOGUE },
    { label: "Payment methods", value: business.paymentMethods.join(", "), source: CATALOGUE },
  ];
}

/**
 * The Settings tab (docs/product.md#route-admin): the Sign Out button ('Signed out successfully.'
 * on /auth after success; 'Error signing out.' ('Please try again.') on failure), how admin
 * access is handed out (docs/product.md#route-admin-setup) without revealing any code, and the
 * business facts, read-only, with where each is configured (docs/product.md#route-admin).
 * @param email the signed-in admin; `setupCode` where the setup code comes from;
 *   `overrides` the environment variables that override business facts
 */
export function SettingsTab({
  email,
  setupCode,
  overrides,
}: {
  email: string;
  setupCode: keyof typeof setupCodeText;
  overrides: readonly BusinessOverrideVariable[];
}) {
  const business = useBusinessFacts();
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
          <form method="post">
            <input type="hidden" name="intent" value="sign-out" />
            <Button type="submit" variant="destructive" className="min-h-11">
              <LogOut aria-hidden />
              Sign Out
            </Button>
          </form>
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
            From a shell on the server:{" "}
            <code className="rounded bg-muted px-1.5 py-0.5 text-xs break-all">
              npm run admin -- grant EMAIL
            </code>{" "}
            (also <code className="rounded bg-muted px-1.5 py-0.5 text-xs">revoke</code> and{" "}
            <code className="rounded bg-muted px-1.5 py-0.5 text-xs">list</code>).
          </p>
          <p className="text-muted-foreground">
            Every grant, removal and status change is recorded with who made it and when.
          </p>
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Building2 className="size-5" aria-hidden />
            <h2>Business facts</h2>
          </CardTitle>
          <CardDescription>
            What every page states about the workshop. Read-only here: change them where shown, then
            restart the site.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {businessFactRows(business, overrides).map((row) => (
              <div key={row.label} className="min-w-0">
                <dt className="font-medium">{row.label}</dt>
                <dd className="break-words">{row.value}</dd>
                <dd className="text-xs break-all text-muted-foreground">Set in {row.source}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
