/**
 * The service-due reminder (docs/decisions/0014, "Reminders"): an email in the messages feature's
 * one layout, and the WhatsApp template `service_due` where the customer consented, both with the
 * link that opens /booking with the car and the service chosen. What the customer typed (the
 * car's nickname) is a labelled value, never part of a sentence of ours
 * (docs/product.md#lifecycle-messages).
 */
import type { Locale } from "~/catalog/languages";
import {
  contactFacts,
  detailLines,
  emailMessage,
  messageLink,
  messageTranslator,
  whatsappMessage,
  type NewMessage,
} from "~/features/messages/compose.server";
import { carLineWithPlate } from "~/lib/registration";
import { formatDisplayDate } from "~/lib/time";
import type { DueItem } from "./service-due";

/** The two reminders of one due date: 14 days before, and on the day. */
export type ReminderStage = "before" | "due";

/** Why a reminder email is kept but not sent: the account's own address is not verified yet. */
const UNVERIFIED_ACCOUNT_EMAIL = "Not sent: the account's email address is not verified yet.";

/** The car as a reminder names it. */
export interface ReminderCar {
  id: string;
  registration: string | null;
  make: string;
  model: string;
  year: number;
  nickname: string | null;
}

/** One reminder to compose: whose car, what is due, which stage, and where it may go. */
export interface ServiceDueReminder {
  userId: string;
  car: ReminderCar;
  due: DueItem;
  stage: ReminderStage;
  /** The account's email address. */
  email: string;
  /** Whether it is verified: an unverified one gets the email written held (docs/decisions/0013). */
  emailVerified: boolean;
  /** The E.164 number the customer consented to WhatsApp on, or null. */
  whatsappTo: string | null;
  /** The account's language (docs/decisions/0026); English when not given. */
  locale?: Locale;
}

/**
 * The link a reminder carries: /booking with the car chosen and, for a periodic service, the
 * service (docs/decisions/0014, "Reminders").
 * @param vehicleId the car
 * @param due the due item (a recommendation has no service type: the car alone is chosen)
 * @param locale the reader's language: the booking page in it where it exists
 * @returns the absolute URL under SITE_URL
 */
function serviceDueBookingUrl(
  vehicleId: string,
  due: Pick<DueItem, "item" | "kind">,
  locale: Locale,
): string {
  const service = due.kind === "service" ? `&service=${encodeURIComponent(due.item)}` : "";
  return messageLink(`/booking?vehicle=${vehicleId}${service}`, locale);
}

/**
 * The messages of one service-due reminder (docs/decisions/0014, "Reminders"): an email to the
 * account's own address (written held, with its reason, until it is verified: docs/decisions/0013), and the WhatsApp
 * template `service_due` (car, service, due date, link) to the consented number when WhatsApp is
 * configured.
 * @param reminder whose car, what is due, the stage and where it may go
 * @returns the messages to queue in the transaction that writes the reminder's row
 */
export function serviceDueMessages(reminder: ServiceDueReminder): NewMessage[] {
  const { car, due, stage } = reminder;
  const locale = reminder.locale ?? "en";
  const t = messageTranslator(locale);
  const contact = contactFacts();
  // Headline and opening words of the stage: ours only.
  const words = {
    subject: t.t(`messages.serviceDue.${stage}.subject`),
    heading: t.t(`messages.serviceDue.${stage}.heading`),
    intro: t.t(`messages.serviceDue.${stage}.intro`),
  };
  const url = serviceDueBookingUrl(car.id, due, locale);
  const dueDate = formatDisplayDate(due.dueOn, locale);
  const row = (key: string, value: string): [string, string] => [
    t.t(`messages.details.${key}`),
    value,
  ];
  const details: Array<[string, string]> = [
    row("car", carLineWithPlate(car)),
    ...(car.nickname ? [row("nickname", car.nickname)] : []),
    row("service", due.title),
    row("due", dueDate),
    row("why", due.reason),
  ];
  const label = t.t("messages.serviceDue.label");
  const subject = t.t("messages.serviceDue.subject", {
    subject: words.subject,
    service: due.title,
    date: dueDate,
  });
  const greeting = t.t("messages.greeting");
  const text = [
    greeting,
    "",
    words.intro,
    "",
    ...detailLines(details),
    "",
    `${label}: ${url}`,
    "",
    t.t("messages.serviceDue.turnOff"),
    t.t("messages.questions", { phone: contact.phone, whatsapp: contact.whatsappHref }),
    `${contact.businessName}, ${contact.address}`,
  ].join("\n");
  return [
    emailMessage(
      {
        kind: "service_due",
        recipient: reminder.email,
        userId: reminder.userId,
        text,
        ...(reminder.emailVerified ? {} : { held: UNVERIFIED_ACCOUNT_EMAIL }),
      },
      subject,
      {
        heading: words.heading,
        paragraphs: [greeting, words.intro],
        details,
        action: { label, href: url },
      },
      locale,
    ),
    ...whatsappMessage(
      {
        kind: "service_due",
        recipient: reminder.whatsappTo,
        userId: reminder.userId,
        subject,
        text: `${words.heading}. ${carLineWithPlate(car)}: ${due.title}, ${dueDate}. ${url}`,
      },
      [carLineWithPlate(car), due.title, dueDate, url],
      locale,
    ),
  ];
}
