/**
 * The words of the messages this feature writes (docs/product.md#lifecycle-messages): each
 * customer booking message's subject, heading and opening line, the lines around its details,
 * the workshop's alerts' headlines, and the emails carrying a one-time link. Our words only: what
 * a customer typed (a name, a car, an address) is never part of these sentences but shown as a
 * labelled value beside them. Client-safe, plain data.
 */
import type { MessageKind, customerBookingKinds, staffKinds } from "./message-kinds";

/** The subject, headline and opening words of one message to a booking's customer. */
export interface CustomerBookingWords {
  subject: string;
  heading: string;
  /** The first paragraph; `{minutes}` stands for the promised call-back time. */
  intro: string;
}

/** The subject, headline and opening words of each customer booking message. */
const customerBookingWords: Record<(typeof customerBookingKinds)[number], CustomerBookingWords> = {
  booking_received: {
    subject: "Booking received",
    heading: "We have your booking",
    intro:
      "Thank you for booking with us. We will call you within {minutes} minutes to confirm your visit.",
  },
  booking_confirmed: {
    subject: "Booking confirmed",
    heading: "Your booking is confirmed",
    intro: "Your visit is confirmed. We look forward to seeing you and your car.",
  },
  booking_in_progress: {
    subject: "Your car is in the workshop",
    heading: "Your service is in progress",
    intro: "Your car is with our technicians now. We will tell you as soon as it is ready.",
  },
  booking_completed: {
    subject: "Your car is ready",
    heading: "Your service is complete",
    intro: "Your car's service is complete and it is ready. Thank you for choosing us.",
  },
  booking_cancelled: {
    subject: "Booking cancelled",
    heading: "Your booking is cancelled",
    intro:
      "Your booking has been cancelled. If this is a mistake, or you want a new time, book again or call us.",
  },
  booking_rescheduled: {
    subject: "Booking moved",
    heading: "Your booking has a new time",
    intro: "Your visit has moved to the new date and slot below. We will call you to confirm it.",
  },
  booking_reminder: {
    subject: "Reminder: your visit tomorrow",
    heading: "See you tomorrow",
    intro:
      "A reminder of your visit tomorrow. If your plans have changed, you can move or cancel it from your booking's page.",
  },
  health_check_ready: {
    subject: "Your car's health check report",
    heading: "Your 25-point health check is ready",
    intro:
      "Our technician has checked all 25 points of your car. The report, with notes and photos, is on your booking's page: what is fine for now, what to keep an eye on and what needs attention.",
  },
};

/**
 * The words of a customer booking message, if `kind` is one.
 * @returns the words, or undefined for any other kind
 */
export function customerBookingWordsOf(kind: MessageKind): CustomerBookingWords | undefined {
  return (customerBookingWords as Partial<Record<MessageKind, CustomerBookingWords>>)[kind];
}

/** The lines around a booking email's details. */
export const bookingEmailLines = {
  greeting: "Hello,",
  action: "View your booking",
  link: "Your booking",
  calendar: "Add to Google Calendar",
  /** The text part's last line but one: how to reach the workshop. */
  questions: (phone: string, whatsappHref: string) =>
    `Questions? Call ${phone} or WhatsApp ${whatsappHref}`,
} as const;

/** The booking's own line in a calendar event: "Booking #1a2b3c4d". */
export const calendarBookingLine = (shortId: string) => `Booking #${shortId}`;

/** Which customer change a staff alert reports. */
export type CustomerChangeAlertKind = Extract<
  (typeof staffKinds)[number],
  "staff_booking_cancelled" | "staff_booking_rescheduled"
>;

/** The workshop's alerts (docs/product.md#lifecycle-staff): headlines and their lines. */
export const staffAlertWords = {
  newBooking: (shortId: string) => `New booking #${shortId}`,
  /** The customer cancelled or moved a booking. */
  customerChange: (kind: CustomerChangeAlertKind, shortId: string) =>
    `${kind === "staff_booking_cancelled" ? "Cancelled" : "Moved"} by the customer: booking #${shortId}`,
  /**
   * The row a moved booking's alert adds when its pickup lost its driver, who had no room in the
   * new window (docs/product.md#pickups-legs).
   */
  pickupUnassigned: (driver: string): [string, string] => [
    "Pickup",
    `No driver: ${driver} already has the most legs allowed in the new window. Choose another driver.`,
  ],
  /** The sender's name is among the details: a headline holds our words only. */
  newLead: "New quote request",
  callWithin: (minutes: number) => `Please call the customer within ${minutes} minutes.`,
  /** An emergency request (docs/product.md#emergency-alerts): the place is in the details. */
  emergency: (problem: string) => `Emergency: ${problem}`,
  /** The emergency alert's paragraph: the promise, and who acts. */
  emergencyPromise: (minutes: number) =>
    `We promised to reach the customer within ${minutes} minutes. Call them now, and take the request on the staff screen with your ETA.`,
  emergencyAction: "Take it on the staff screen",
  action: "Open in the back office",
  /** The text part's link line. */
  open: (link: string) => `Open: ${link}`,
} as const;

/** An email whose point is one link: its headline, paragraphs and the link's label. */
export interface LinkEmailWords {
  heading: string;
  paragraphs: string[];
  label: string;
}

/**
 * The password reset and email verification emails (docs/product.md#lifecycle-accounts). They
 * greet no one by name: the name is whatever was typed at sign-up, and the address may not be the
 * typist's.
 */
export const accountEmailWords: Record<"password_reset" | "email_verification", LinkEmailWords> = {
  password_reset: {
    heading: "Reset your password",
    paragraphs: [
      "Hello,",
      "Someone asked to reset the password of your account. The link below works once, for one hour. After the reset, every other device signed in to your account is signed out.",
      "If you did not ask for this, ignore this email: your password stays as it is.",
    ],
    label: "Choose a new password",
  },
  email_verification: {
    heading: "Confirm your email address",
    paragraphs: [
      "Hello,",
      "Please confirm this is your email address, so we can send you your bookings' updates and you can reset your password if you ever forget it.",
      "If you did not create an account with us, ignore this email.",
    ],
    label: "Confirm my email",
  },
};

/**
 * The email asking to confirm an address typed on a booking (docs/decisions/0013): none of the
 * customer's words.
 * @param days how long the link works
 */
export function contactConfirmationWords(days: number): LinkEmailWords {
  return {
    heading: "Confirm this address for booking updates",
    paragraphs: [
      "Hello,",
      `A car service was booked with us and this email address was given for its updates. If that was you, confirm it with the link below (it works once, for ${days} days), and the booking's updates will come here.`,
      "If it was not you, ignore this email: we will send nothing more to this address.",
    ],
    label: "Confirm this address",
  };
}

/**
 * The email asking for a review after a completed visit, and its one reminder
 * (docs/product.md#reviews-ask): everyone is asked the same way, whatever the visit was like.
 * @param days how long the link works
 */
export function reviewRequestWords(
  kind: "review_request" | "review_reminder",
  days: number,
): LinkEmailWords {
  const ask =
    kind === "review_request"
      ? "Thank you for your visit. How did we do? Tell us in a minute, with the link below: good or bad, we read every review, and with your permission we show it on our site."
      : "A few days ago we asked how your visit went. If you have a minute, tell us with the link below: good or bad, we read every review.";
  return {
    heading: kind === "review_request" ? "How was your service?" : "A minute for your review?",
    paragraphs: [
      "Hello,",
      ask,
      `The link is yours alone: it needs no sign-in and works once, for ${days} days.`,
    ],
    label: "Write your review",
  };
}

/**
 * The words of the pickup and drop messages and of the walk-round code (docs/product.md#pickups,
 * #check-in). `{driver}` stands for the driver's first name, `{phone}` for the workshop's number,
 * `{code}` for the code and `{minutes}` for how long it lasts.
 */
export const pickupMessageWords = {
  pickup_on_the_way: {
    subject: "Your driver is on the way",
    heading: "Your driver is on the way",
    intro:
      "{driver} from our workshop is on the way to collect your car. If you need to reach us, call {phone}.",
  },
  drop_delivered: {
    subject: "Your car is back",
    heading: "Your car has been delivered",
    intro:
      "Your car has been delivered back to you. Thank you for choosing us. Questions? Call {phone}.",
  },
  walkround_code: {
    subject: "Your code to confirm the walk-round",
    heading: "Confirm the walk-round",
    intro:
      "Our driver has noted your car's condition with you, as listed below. If it is right, read this code to them: {code}. It works for {minutes} minutes. If you are not with our driver now, do not share it and call {phone}.",
  },
} as const;
