/**
 * The service-due reminder (docs/decisions/0014, "Reminders"): an email in the messages feature's
 * one layout, and the WhatsApp template `service_due` where the customer consented, both with the
 * link that opens /booking with the car and the service chosen. What the customer typed (the
 * car's nickname) is a labelled value, never part of a sentence of ours
 * (docs/product.md#lifecycle-messages).
 */
import {
  contactFacts,
  detailLines,
  emailMessage,
  whatsappMessage,
  type NewMessage,
} from "~/features/messages/compose.server";
import { getEnv } from "~/lib/env.server";
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
}

/**
 * The link a reminder carries: /booking with the car chosen and, for a periodic service, the
 * service (docs/decisions/0014, "Reminders").
 * @param vehicleId the car
 * @param due the due item (a recommendation has no service type: the car alone is chosen)
 * @returns the absolute URL under SITE_URL
 */
function serviceDueBookingUrl(vehicleId: string, due: Pick<DueItem, "item" | "kind">): string {
  const service = due.kind === "service" ? `&service=${encodeURIComponent(due.item)}` : "";
  return `${getEnv().SITE_URL}/booking?vehicle=${vehicleId}${service}`;
}

/** Headline and opening words of each stage: ours only. */
const stageWords: Record<ReminderStage, { subject: string; heading: string; intro: string }> = {
  before: {
    subject: "Service due soon",
    heading: "Your car is due for a service soon",
    intro:
      "By our records your car below is due for the service below in about two weeks. Book a visit now and pick a time that suits you.",
  },
  due: {
    subject: "Service due",
    heading: "Your car is due for a service",
    intro:
      "By our records your car below is due for the service below. Book a visit and pick a time that suits you.",
  },
};

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
  const contact = contactFacts();
  const words = stageWords[stage];
  const url = serviceDueBookingUrl(car.id, due);
  const dueDate = formatDisplayDate(due.dueOn);
  const details: Array<[string, string]> = [
    ["Car", carLineWithPlate(car)],
    ...(car.nickname ? [["Nickname", car.nickname] as [string, string]] : []),
    ["Service", due.title],
    ["Due", dueDate],
    ["Why", due.reason],
  ];
  const label = "Book this service";
  const subject = `${words.subject}: ${due.title} by ${dueDate}`;
  const text = [
    "Hello,",
    "",
    words.intro,
    "",
    ...detailLines(details),
    "",
    `${label}: ${url}`,
    "",
    "You can turn these reminders off for this car in My Garage, or for every car at /account.",
    `Questions? Call ${contact.phone} or WhatsApp ${contact.whatsappHref}`,
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
        paragraphs: ["Hello,", words.intro],
        details,
        action: { label, href: url },
      },
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
    ),
  ];
}
