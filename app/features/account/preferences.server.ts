/**
 * A customer's message preferences (docs/product.md#lifecycle): whether their email is
 * verified, their WhatsApp consent (with its time, DPDP Act 2023) and reminders. Scoped by
 * the session's user id (docs/product.md#roles).
 */
import { eq, sql } from "drizzle-orm";
import { profiles, user } from "~/db/schema";
import { getDb, type Database } from "~/lib/db.server";

/** What /account shows about messages. */
export interface MessagePreferences {
  emailVerified: boolean;
  /** ISO time of the WhatsApp consent, or null. */
  whatsappConsentAt: string | null;
  remindersEnabled: boolean;
}

/**
 * The customer's message preferences.
 * @param userId the session's user id
 */
export async function getMessagePreferences(userId: string): Promise<MessagePreferences> {
  const [row] = await getDb()
    .select({
      emailVerified: user.emailVerified,
      whatsappConsentAt: profiles.whatsappConsentAt,
      remindersEnabled: profiles.remindersEnabled,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return {
    emailVerified: row?.emailVerified ?? false,
    whatsappConsentAt: row?.whatsappConsentAt?.toISOString() ?? null,
    remindersEnabled: row?.remindersEnabled ?? true,
  };
}

/**
 * Records or withdraws the WhatsApp consent, or turns reminders on or off.
 * @param userId the session's user id
 * @param change `whatsapp: true` records consent now (kept if already given), `false`
 *   withdraws it; `reminders` sets the reminders switch
 * @param db the database or the transaction of the booking that carried the consent
 */
export async function setMessagePreferences(
  userId: string,
  change: { whatsapp?: boolean; reminders?: boolean },
  db: Pick<Database, "insert"> = getDb(),
): Promise<void> {
  const set: Record<string, unknown> = {};
  if (change.whatsapp !== undefined)
    set.whatsappConsentAt = change.whatsapp
      ? sql`coalesce(${profiles.whatsappConsentAt}, now())`
      : null;
  if (change.reminders !== undefined) set.remindersEnabled = change.reminders;
  if (Object.keys(set).length === 0) return;
  await db
    .insert(profiles)
    .values({
      id: userId,
      whatsappConsentAt: change.whatsapp ? sql`now()` : null,
      remindersEnabled: change.reminders ?? true,
    })
    .onConflictDoUpdate({ target: profiles.id, set });
}
