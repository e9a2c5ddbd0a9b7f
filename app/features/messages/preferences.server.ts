/**
 * A customer's message preferences (docs/product.md#lifecycle): whether their email is
 * verified, their WhatsApp consent (with its time and the number it was given for, DPDP Act
 * 2023; docs/decisions/0013), the evening-before reminders and the service-due reminders of their
 * cars (docs/decisions/0014). Scoped by the session's user id
 * (docs/product.md#roles).
 */
import { eq, sql } from "drizzle-orm";
import type { Locale } from "~/catalog/languages";
import { profiles, user } from "~/db/schema";
import { getSessionUser } from "~/lib/auth.server";
import { getDb, type Database, type DbOrTx } from "~/lib/db.server";
import { consentedWhatsappNumber } from "./whatsapp-consent";

/** What /account shows about messages. */
export interface MessagePreferences {
  emailVerified: boolean;
  /**
   * ISO time of the WhatsApp consent, or null; null too for a consent stored without its
   * number, which lapsed (docs/decisions/0013).
   */
  whatsappConsentAt: string | null;
  /** The number (E.164) WhatsApp updates go to, or null with `whatsappConsentAt`. */
  whatsappConsentPhone: string | null;
  remindersEnabled: boolean;
  /** Whether the cars' service-due reminders go at all (each car has its own switch too). */
  serviceRemindersEnabled: boolean;
  /** The account's language (docs/decisions/0026): its messages' and its screens'. */
  language: Locale;
}

/**
 * The customer's message preferences.
 * @param userId the session's user id
 * @returns the preferences; an account without a profile has no consent, both reminders on
 *   and English
 */
export async function getMessagePreferences(userId: string): Promise<MessagePreferences> {
  const [row] = await getDb()
    .select({
      emailVerified: user.emailVerified,
      whatsappConsentAt: profiles.whatsappConsentAt,
      whatsappConsentPhone: profiles.whatsappConsentPhone,
      remindersEnabled: profiles.remindersEnabled,
      serviceRemindersEnabled: profiles.serviceRemindersEnabled,
      language: profiles.language,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  const consentedTo = consentedWhatsappNumber(row);
  return {
    emailVerified: row?.emailVerified ?? false,
    whatsappConsentAt: consentedTo ? row!.whatsappConsentAt!.toISOString() : null,
    whatsappConsentPhone: consentedTo,
    remindersEnabled: row?.remindersEnabled ?? true,
    serviceRemindersEnabled: row?.serviceRemindersEnabled ?? true,
    language: row?.language ?? "en",
  };
}

/**
 * Records or withdraws the WhatsApp consent, or turns reminders or service-due reminders on or off.
 * @param userId the session's user id
 * @param change `whatsapp: { phone }` records consent for that number (E.164, from
 *   `phoneE164`): kept with its first time when it is the number already consented with,
 *   else replacing the earlier number with the time now (a consent belongs to its number,
 *   docs/decisions/0013); `false` withdraws it; `reminders` sets the reminders switch;
 *   `serviceReminders` the account's service-due reminders switch (docs/decisions/0014);
 *   `language` the account's language (docs/decisions/0026)
 * @param db the database or the transaction of the booking that carried the consent
 */
export async function setMessagePreferences(
  userId: string,
  change: {
    whatsapp?: { phone: string } | false;
    reminders?: boolean;
    serviceReminders?: boolean;
    language?: Locale;
  },
  db: Pick<Database, "insert"> = getDb(),
): Promise<void> {
  const set: Record<string, unknown> = {};
  if (change.whatsapp) {
    const phone = change.whatsapp.phone;
    set.whatsappConsentAt = sql`case when ${profiles.whatsappConsentPhone} = ${phone} then coalesce(${profiles.whatsappConsentAt}, now()) else now() end`;
    set.whatsappConsentPhone = phone;
  } else if (change.whatsapp === false) {
    set.whatsappConsentAt = null;
    set.whatsappConsentPhone = null;
  }
  if (change.reminders !== undefined) set.remindersEnabled = change.reminders;
  if (change.serviceReminders !== undefined) set.serviceRemindersEnabled = change.serviceReminders;
  if (change.language !== undefined) set.language = change.language;
  if (Object.keys(set).length === 0) return;
  await db
    .insert(profiles)
    .values({
      id: userId,
      whatsappConsentAt: change.whatsapp ? sql`now()` : null,
      whatsappConsentPhone: change.whatsapp ? change.whatsapp.phone : null,
      remindersEnabled: change.reminders ?? true,
      serviceRemindersEnabled: change.serviceReminders ?? true,
      language: change.language ?? "en",
    })
    .onConflictDoUpdate({ target: profiles.id, set });
}

/**
 * The language an account's messages are written in (docs/decisions/0026), read in the
 * transaction that writes them.
 * @param tx the database or transaction
 * @param userId the account (null: an anonymised booking, English)
 * @returns the account's language; English without a profile
 */
export async function accountLanguage(tx: DbOrTx, userId: string | null): Promise<Locale> {
  if (!userId) return "en";
  const [row] = await tx
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.language ?? "en";
}

/**
 * A staff screen's loader whose refusal is shown in the signed-in account's language
 * (docs/decisions/0026): a 403 (no role) or 404 (not theirs) thrown while loading is thrown
 * again with the account's `language` in its JSON body, where the page's translator reads it.
 * @param request the screen's request (its session names the account)
 * @param load the loader's work
 * @returns what `load` returns
 * @throws a 403 or 404 as `load` threw it, its body `{ ...body, language }`; anything else
 *   (a redirect to /auth, a failure) as thrown
 */
export async function refusedInAccountLanguage<T>(
  request: Request,
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load();
  } catch (thrown) {
    if (!(thrown instanceof Response) || (thrown.status !== 403 && thrown.status !== 404))
      throw thrown;
    const user = await getSessionUser(request);
    if (!user) throw thrown;
    const body: unknown = await thrown
      .clone()
      .json()
      .catch(() => ({}));
    const language = await accountLanguage(getDb(), user.id);
    const headers = new Headers(thrown.headers);
    headers.set("Content-Type", "application/json");
    throw Response.json(
      { ...(body && typeof body === "object" ? body : {}), language },
      { status: thrown.status, headers },
    );
  }
}
