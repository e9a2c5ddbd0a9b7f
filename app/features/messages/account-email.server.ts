/**
 * Account emails (verification, password reset) through the outbox (docs/product.md#lifecycle-accounts).
 * The auth instance in `app/lib` asks for them through the sender this module registers, so the
 * lower layer never imports this feature (docs/architecture.md#layers).
 */
import { getDb } from "~/lib/db.server";
import { setAccountEmailSender, type AccountEmailSender } from "~/lib/auth-instance.server";
import { accountEmailMessage } from "./link-emails.server";
import { queueMessages } from "./outbox.server";
import { accountLanguage, setMessagePreferences } from "./preferences.server";

/**
 * Writes one account email to the outbox, with its delivery job, in a transaction of its own
 * (docs/decisions/0026): in the language of the Telugu or Hindi page it was asked from, else in
 * the account's. An address verified from such a page (a sign-up there, or the link asked again)
 * makes that the account's language, with the email, as a booking from it does.
 */
const queueAccountEmail: AccountEmailSender = async (kind, user, url, pageLanguage) => {
  await getDb().transaction(async (tx) => {
    if (pageLanguage && kind === "email_verification")
      await setMessagePreferences(user.id, { language: pageLanguage }, tx);
    const locale = pageLanguage ?? (await accountLanguage(tx, user.id));
    await queueMessages(tx, [accountEmailMessage(kind, user.email, user.id, url, locale)]);
  });
};

/**
 * Makes the auth instance send its emails through the outbox. Called at start by the server's
 * entry and by every operator command, benchmark and test set-up that signs people up.
 */
export function sendAccountEmailsThroughOutbox(): void {
  setAccountEmailSender(queueAccountEmail);
}
