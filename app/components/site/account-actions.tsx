/**
 * The header's account buttons (docs/product.md#shell), in the bar and in the mobile menu: Sign
 * In, or Dashboard, My Garage, the admin button and Sign Out.
 */
import { useTranslator } from "./translation";
import { LayoutDashboard, LogIn, LogOut, Shield, Warehouse } from "lucide-react";
import { linkIn } from "~/catalog/languages";
import { BOOKING_PATH, GARAGE_PATH } from "~/catalog/navigation";
import { Button } from "~/components/ui/button";
import type { navLinkState } from "./site-config";
import { ShellForm, ShellLink } from "./static-fragment";

/** Who is looking: signed out, a customer, or an admin (the admin button differs). */
export type Account = "visitor" | "customer" | "admin";

/** Props of {@link AccountActions}. */
export interface AccountActionsProps {
  /** "bar": compact buttons in the header bar (labels shown from xl); "menu": full-width buttons in the mobile menu. */
  layout: "bar" | "menu";
  /** Called when any of the buttons is chosen (the mobile menu closes itself). */
  onNavigate?: () => void;
  /** Who is signed in, from the root loader. */
  account: Account;
  /** How My Garage's link relates to the current page ({@link navLinkState}; default none). */
  garage?: ReturnType<typeof navLinkState>;
}

/**
 * The account buttons (docs/product.md#shell): signed out, 'Sign In' to /auth; signed in, a
 * 'Dashboard' button to /booking, 'My Garage' to /garage (docs/product.md#garage; marked
 * `aria-current` on the garage's pages), the admin button ('Admin Panel' to /admin when the
 * root loader says the user is an admin, 'Get Admin' to /admin-setup otherwise) and a Sign
 * Out form posting to /auth/sign-out. On a Telugu or Hindi page (a signed-in page such as
 * /te/garage) their words are the language's (`content.garage.account`, docs/decisions/0026)
 * and the links stay in it where the page exists.
 * @returns the buttons for `account` (the root loader's user and admin flag)
 */
export function AccountActions({ layout, onNavigate, account, garage }: AccountActionsProps) {
  const { t, locale } = useTranslator();
  const english = locale === "en";
  /** An account button's words: English as written here, else the language's. */
  const say = (name: string, key: string) => (english ? name : t(`content.garage.account.${key}`));
  const menu = layout === "menu";
  // In the bar the labels stay in the accessibility tree but show only from xl, where
  // there is room for them beside the main links.
  const label = menu ? undefined : "sr-only xl:not-sr-only xl:whitespace-nowrap";
  // My Garage is an icon in the bar (named by its title and hidden words): the bar has no
  // room for a fourth label beside the spec's three.
  const garageLabel = menu ? undefined : "sr-only";
  const size = menu ? "lg" : "sm";
  const width = menu ? "w-full justify-start" : undefined;
  // In the bar a button showing only its icon is square (36 px), so that on a 768 px tablet
  // the four account buttons fit beside the main links.
  const square = menu ? width : "px-2.5 xl:px-3";
  const garageSquare = menu ? width : "px-2.5";

  if (account === "visitor") {
    return (
      <Button asChild size={size} className={width}>
        <ShellLink to="/auth" onClick={onNavigate}>
          <LogIn aria-hidden />
          <span>{t("shell.signIn")}</span>
        </ShellLink>
      </Button>
    );
  }

  // Dashboard, My Garage, then the admin button: 'Admin Panel' for admins, 'Get Admin' for others.
  const links = [
    {
      name: say("Dashboard", "dashboard"),
      path: BOOKING_PATH,
      icon: LayoutDashboard,
      variant: "outline",
    } as const,
    {
      name: say("My Garage", "garage"),
      path: GARAGE_PATH,
      icon: Warehouse,
      variant: "outline",
    } as const,
    account === "admin"
      ? ({
          name: say("Admin Panel", "adminPanel"),
          path: "/admin",
          icon: Shield,
          variant: "outline",
        } as const)
      : ({
          name: say("Get Admin", "getAdmin"),
          path: "/admin-setup",
          icon: Shield,
          variant: "ghost",
        } as const),
  ];
  const signOut = say("Sign Out", "signOut");

  return (
    <nav
      aria-label={say("Account", "label")}
      className={menu ? "flex flex-col gap-2" : "flex items-center gap-1"}
    >
      {links.map(({ name, path, icon: Icon, variant }) => (
        <Button
          key={path}
          asChild
          size={size}
          variant={variant}
          className={path === GARAGE_PATH ? garageSquare : square}
          title={menu ? undefined : name}
        >
          <ShellLink
            to={linkIn(path, locale)}
            onClick={onNavigate}
            aria-current={
              path !== GARAGE_PATH || !garage ? undefined : garage === "page" ? "page" : "true"
            }
          >
            <Icon aria-hidden />
            <span className={path === GARAGE_PATH ? garageLabel : label}>{name}</span>
          </ShellLink>
        </Button>
      ))}
      <ShellForm method="post" action="/auth/sign-out" onSubmit={onNavigate}>
        <Button
          type="submit"
          size={size}
          variant="ghost"
          className={square}
          title={menu ? undefined : signOut}
        >
          <LogOut aria-hidden />
          <span className={label}>{signOut}</span>
        </Button>
      </ShellForm>
    </nav>
  );
}
