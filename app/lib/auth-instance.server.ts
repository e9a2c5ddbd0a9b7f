/**
 * The better-auth instance's configuration (docs/decisions/0001): email and password, sessions in
 * httpOnly cookies, mounted at `/api/auth/*`; its hooks (per-IP limits on the emailing endpoints,
 * the password and name rules, ending old reset links) and its account emails, sent through the
 * sender the messages feature registers. `auth.server.ts` creates it lazily and holds the guards.
 */
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { and, eq, like } from "drizzle-orm";
import * as schema from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { CLIENT_IP_HEADER } from "~/lib/client-ip";
import { AUTH_COOKIE_PREFIX } from "~/lib/session-cookie";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/password-policy";
import { passwordProblem } from "~/lib/password-policy.server";
import { consumeRateLimit, tooManyEmailsText } from "~/lib/rate-limit.server";
import { personNameProblem } from "~/lib/text-rules";
import { localeOfPath, localizedPath, type Locale } from "~/catalog/languages";

/** Where the emailed links land: the reset form and the verification result page. */
export const RESET_PASSWORD_PATH = "/auth/reset-password";
export const EMAIL_VERIFIED_PATH = "/auth/verified";

/**
 * How long a password reset link works, in seconds (docs/product.md#lifecycle-accounts: one hour).
 */
const RESET_LINK_SECONDS = 60 * 60;

/** The auth endpoints that email a link on request, counted per client IP (`account-email`). */
const EMAIL_ON_REQUEST_PATHS = new Set(["/request-password-reset", "/send-verification-email"]);

/** The two account emails better-auth asks for. */
type AccountEmailKind = "password_reset" | "email_verification";

/**
 * The header the site's own account forms put on their call to better-auth from a Telugu or
 * Hindi page (`callAuthEndpoint`), naming the page's language: the email they ask for is
 * written in it, and a sign-up's account takes it (docs/decisions/0026). Set by anyone calling
 * /api/auth directly, it only chooses the language of their own email.
 */
export const PAGE_LANGUAGE_HEADER = "x-page-language";

/** The Telugu or Hindi of the page an account email was asked from; null for English or none. */
function pageLanguageOf(request: Request | undefined): Exclude<Locale, "en"> | null {
  const value = request?.headers.get(PAGE_LANGUAGE_HEADER);
  if (!value) return null;
  const locale = localeOfPath(`/${value}/`);
  return locale === "en" ? null : locale;
}

/**
 * Writes an account email to the outbox (docs/product.md#lifecycle-accounts: the same outbox as
 * every other message, so it is retried and visible when it fails). The messages feature provides
 * it and the app's entry registers it ({@link setAccountEmailSender}): lib may not import a
 * feature (docs/architecture.md#layers).
 */
export type AccountEmailSender = (
  kind: AccountEmailKind,
  user: { id: string; email: string; name: string },
  url: string,
  /** The Telugu or Hindi of the page it was asked from; null: the account's language. */
  pageLanguage: Exclude<Locale, "en"> | null,
) => Promise<void>;

let accountEmailSender: AccountEmailSender | undefined;

/**
 * Sets how account emails are sent; called once at start by every process that signs people up
 * or sends reset links (the server's entry, operator commands, tests).
 * @param send the outbox writer of the messages feature
 */
export function setAccountEmailSender(send: AccountEmailSender): void {
  accountEmailSender = send;
}

/**
 * Queues an account email through the registered sender, unless the address has had its
 * ACCOUNT_EMAILS_PER_HOUR this hour (docs/decisions/0013). Counted here, where every way of
 * asking (the forms, the auth API, sign-up) ends, and silently: the caller answers as when sent,
 * so the limit tells no one whether the address has an account.
 * @returns whether the email was queued
 * @throws Error when no sender was registered (a process that forgot it would lose the emails)
 */
async function queueAccountEmail(
  kind: AccountEmailKind,
  user: { id: string; email: string; name: string },
  url: string,
  pageLanguage: Exclude<Locale, "en"> | null,
): Promise<boolean> {
  if (!accountEmailSender)
    throw new Error("Account emails have no sender: call setAccountEmailSender at start");
  const limit = await consumeRateLimit("account-email", `email:${user.email.toLowerCase()}`);
  if (!limit.allowed) return false;
  await accountEmailSender(kind, user, url, pageLanguage);
  return true;
}

/**
 * Deletes every outstanding password reset link of an account (docs/decisions/0013: a reset
 * or a password change ends the links asked for before it). better-auth keeps each link as a
 * `verification` row `reset-password:<token>` whose value is the user id.
 */
async function deleteResetTokens(userId: string): Promise<void> {
  await getDb()
    .delete(schema.verification)
    .where(
      and(
        eq(schema.verification.value, userId),
        like(schema.verification.identifier, "reset-password:%"),
      ),
    );
}

/** Deletes one reset link that was made but not sent (the address's limit was reached). */
async function deleteResetToken(token: string): Promise<void> {
  await getDb()
    .delete(schema.verification)
    .where(eq(schema.verification.identifier, `reset-password:${token}`));
}

/** The auth endpoints that take a new password, and the body field holding it. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
  "/set-password": "newPassword",
};

/**
 * Builds the better-auth instance from the run-time settings.
 * @returns the instance; opens nothing until it is first used
 */
export function createAuth() {
  const env = getEnv();
  const db = getDb();
  return betterAuth({
    appName: "Car Service",
    baseURL: env.SITE_URL,
    basePath: "/api/auth",
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.SITE_URL],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // docs/product.md#lifecycle-accounts: "Forgot password?" sends a single-use link valid one
      // hour; a reset ends every session of the account.
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url, token }, request) => {
        // Over the address's limit the link is not sent, so it is not kept either.
        if (!(await queueAccountEmail("password_reset", user, url, pageLanguageOf(request))))
          await deleteResetToken(token);
      },
      // docs/decisions/0013: the link used ends every other link of the account.
      onPasswordReset: async ({ user }) => deleteResetTokens(user.id),
    },
    // docs/product.md#lifecycle-accounts: new accounts get a verification email; signing in works
    // before it.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }, request) => {
        // From a Telugu or Hindi page, the email and the page the link lands on are in it.
        const language = pageLanguageOf(request);
        const link = new URL(url);
        link.searchParams.set(
          "callbackURL",
          `${env.SITE_URL}${localizedPath(EMAIL_VERIFIED_PATH, language ?? "en")}`,
        );
        await queueAccountEmail("email_verification", user, link.toString(), language);
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    // docs/product.md#security: on in every environment, stored in PostgreSQL so that all instances
    // share the counts, keyed by the client IP the server resolved (CLIENT_IP_HEADER).
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: env.AUTH_RATE_LIMIT },
        "/sign-up/email": { window: 60, max: env.AUTH_RATE_LIMIT },
        "/change-password": { window: 60, max: env.AUTH_RATE_LIMIT },
        // docs/product.md#lifecycle-accounts: emails on request are limited, so the site cannot be
        // used to flood a mailbox.
        "/request-password-reset": { window: 60, max: Math.min(5, env.AUTH_RATE_LIMIT) },
        "/send-verification-email": { window: 60, max: Math.min(5, env.AUTH_RATE_LIMIT) },
        "/reset-password": { window: 60, max: env.AUTH_RATE_LIMIT },
      },
    },
    // A password check over HTTP is an oracle for a stolen session; the account page
    // confirms a deletion through the server API instead (docs/decisions/0007).
    disabledPaths: ["/verify-password"],
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: env.SITE_URL.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    hooks: {
      // docs/product.md#security: common or easily guessed passwords are refused (ASVS V6.2).
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // docs/product.md#lifecycle-accounts: emails on request are limited per client IP an
        // hour on every way in, the forms and the API alike (docs/decisions/0013).
        const ip = ctx.headers?.get(CLIENT_IP_HEADER);
        if (EMAIL_ON_REQUEST_PATHS.has(ctx.path) && ip) {
          const limit = await consumeRateLimit("account-email", `ip:${ip}`);
          if (!limit.allowed)
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: tooManyEmailsText(limit.retryAfterSeconds) },
              { "Retry-After": String(limit.retryAfterSeconds) },
            );
        }
        // Names as every form of the product takes them (docs/decisions/0007): 2-100
        // characters, no control or bidirectional-override characters.
        if (ctx.path === "/sign-up/email" || (ctx.path === "/update-user" && "name" in body)) {
          const problem = personNameProblem(body.name);
          if (problem) throw new APIError("BAD_REQUEST", { message: problem });
        }
        if (ctx.path === "/update-user" && "image" in body) {
          throw new APIError("BAD_REQUEST", { message: "Profile pictures are not supported." });
        }
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        if (!field) return;
        const password = body[field];
        if (typeof password !== "string") return;
        const guesses = [body.name, body.email].filter((v): v is string => typeof v === "string");
        // A changed password is checked against the account's own name and email too.
        const signedIn = ctx.path === "/change-password" ? await getSessionFromCtx(ctx) : null;
        if (signedIn) guesses.push(signedIn.user.email, signedIn.user.name);
        const problem = await passwordProblem(password, guesses);
        if (problem) throw new APIError("BAD_REQUEST", { message: problem });
        // A new password ends every other session of the account (a thief's included).
        if (ctx.path === "/change-password")
          return { context: { body: { ...body, revokeOtherSessions: true } } };
      }),
    },
    databaseHooks: {
      // docs/decisions/0013: a new password (changed while signed in, or set) ends every
      // outstanding reset link. A reset itself is handled by onPasswordReset above.
      account: {
        update: {
          after: async (updated) => {
            if (updated && typeof updated === "object" && updated.providerId === "credential")
              await deleteResetTokens(updated.userId);
          },
        },
      },
      user: {
        create: {
          // docs/product.md#roles: every account has a profile holding full_name, and the
          // role defaults to user.
          after: async (created) => {
            await db.transaction(async (tx) => {
              await tx
                .insert(schema.profiles)
                .values({ id: created.id, fullName: created.name || null })
                .onConflictDoNothing();
              await tx
                .insert(schema.userRoles)
                .values({ userId: created.id, role: "user" })
                .onConflictDoNothing();
            });
          },
        },
      },
    },
  });
}

/** The better-auth instance. */
export type Auth = ReturnType<typeof createAuth>;

/**
 * The auth library's settings a session is read with outside it (docs/decisions/0028): its
 * cookies' names, the secret that signs them, and how long a session lives and after how long it
 * is extended, in seconds.
 */
export interface AuthSessionSettings {
  sessionCookie: string;
  dontRememberCookie: string;
  secret: string;
  expiresInSeconds: number;
  updateAgeSeconds: number;
}

/**
 * Reads {@link AuthSessionSettings} from the auth instance, so they are the library's own.
 * @param auth the instance
 * @returns the settings
 */
export async function authSessionSettings(auth: Auth): Promise<AuthSessionSettings> {
  const context = await auth.$context;
  return {
    sessionCookie: context.authCookies.sessionToken.name,
    dontRememberCookie: context.authCookies.dontRememberToken.name,
    secret: context.secret,
    expiresInSeconds: context.sessionConfig.expiresIn,
    updateAgeSeconds: context.sessionConfig.updateAge,
  };
}
