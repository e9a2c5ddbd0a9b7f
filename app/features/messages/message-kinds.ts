/**
 * What messages the product sends, and what each is called where people read it
 * (docs/product.md#lifecycle). Client-safe: the admin's message list reads the labels.
 */

/**
 * Messages to a booking's customer, one per step of the booking (docs/product.md#lifecycle-messages
 * and #lifecycle-reminders).
 */
export const customerBookingKinds = [
  "booking_received",
  "booking_confirmed",
  "booking_in_progress",
  "booking_completed",
  "booking_cancelled",
  "booking_rescheduled",
  "booking_reminder",
  "health_check_ready",
] as const;

/** Alerts to the workshop itself (docs/product.md#lifecycle-staff). */
export const staffKinds = [
  "staff_new_booking",
  "staff_new_lead",
  "staff_booking_cancelled",
  "staff_booking_rescheduled",
  "staff_emergency",
] as const;

/**
 * Account emails (docs/product.md#lifecycle-accounts), and the link confirming an address typed on
 * a booking (docs/product.md#lifecycle-messages).
 */
type AccountKind = "password_reset" | "email_verification" | "contact_email_confirmation";

/** Messages about a customer's car rather than a booking (docs/decisions/0014, "Reminders"). */
type GarageKind = "service_due";

/**
 * The ask for a review after a completed visit, and its one reminder three days later
 * (docs/product.md#reviews-ask).
 */
type ReviewKind = "review_request" | "review_reminder";

/**
 * Messages about a booking's pickup and drop and its walk-rounds (docs/product.md#pickups and
 * #check-in): the driver on the way, the car delivered, and the code that confirms a walk-round.
 */
type PickupKind = "pickup_on_the_way" | "drop_delivered" | "walkround_code";

/** One kind of message. */
export type MessageKind =
  | PickupKind
  | (typeof customerBookingKinds)[number]
  | (typeof staffKinds)[number]
  | AccountKind
  | GarageKind
  | ReviewKind;

/** The label of each kind in the back office. */
export const messageKindLabels: Record<MessageKind, string> = {
  pickup_on_the_way: "Pickup: driver on the way",
  drop_delivered: "Drop: car delivered",
  walkround_code: "Walk-round confirmation code",
  booking_received: "Booking received",
  booking_confirmed: "Booking confirmed",
  booking_in_progress: "Service in progress",
  booking_completed: "Service completed",
  booking_cancelled: "Booking cancelled",
  booking_rescheduled: "Booking rescheduled",
  booking_reminder: "Reminder",
  health_check_ready: "Health check report ready",
  staff_new_booking: "Staff alert: new booking",
  staff_new_lead: "Staff alert: new quote request",
  staff_booking_cancelled: "Staff alert: cancelled",
  staff_booking_rescheduled: "Staff alert: rescheduled",
  staff_emergency: "Staff alert: emergency request",
  password_reset: "Password reset",
  email_verification: "Email verification",
  contact_email_confirmation: "Booking email confirmation",
  service_due: "Service due reminder",
  review_request: "Review request",
  review_reminder: "Review request reminder",
};

/**
 * The customer message a booking status change sends.
 * @param status the new status
 * @returns the kind; `pending` sends none (a booking becomes pending only when made or moved,
 *   which send their own)
 */
export function kindForStatus(status: string): MessageKind | null {
  switch (status) {
    case "confirmed":
      return "booking_confirmed";
    case "in_progress":
      return "booking_in_progress";
    case "completed":
      return "booking_completed";
    case "cancelled":
      return "booking_cancelled";
    default:
      return null;
  }
}

/** A customer's booking template: the same six parameters for every booking message. */
const bookingTemplate = (name: string) => ({
  name,
  params: ["customer name", "booking id", "service", "car", "date and slot", "booking link"],
});

/** The review request's template: the customer's name and their review link. */
const REVIEW_REQUEST = { name: "review_request", params: ["customer name", "review link"] };

/** The one staff template: what happened and its details. */
const STAFF_ALERT = { name: "staff_alert", params: ["what happened", "details"] };

/**
 * The WhatsApp Business template of each customer and staff message
 * (docs/product.md#lifecycle-whatsapp): the workshop registers these names with Meta, language
 * `en`, with the body parameters in this order (README "WhatsApp templates").
 */
export const whatsappTemplates: Partial<
  Record<MessageKind, { name: string; params: readonly string[] }>
> = {
  booking_received: bookingTemplate("booking_received"),
  booking_confirmed: bookingTemplate("booking_confirmed"),
  booking_in_progress: bookingTemplate("booking_in_progress"),
  booking_completed: bookingTemplate("booking_completed"),
  booking_cancelled: bookingTemplate("booking_cancelled"),
  booking_rescheduled: bookingTemplate("booking_rescheduled"),
  booking_reminder: bookingTemplate("booking_reminder"),
  health_check_ready: bookingTemplate("health_check_ready"),
  staff_new_booking: STAFF_ALERT,
  staff_new_lead: STAFF_ALERT,
  staff_booking_cancelled: STAFF_ALERT,
  staff_booking_rescheduled: STAFF_ALERT,
  staff_emergency: STAFF_ALERT,
  service_due: { name: "service_due", params: ["car", "service", "due date", "booking link"] },
  // docs/product.md#reviews-ask: the ask and its reminder use the one template.
  review_request: REVIEW_REQUEST,
  review_reminder: REVIEW_REQUEST,
};

/** Message statuses as admins read them. */
export const messageStatusLabels = {
  pending: "Waiting to send",
  sent: "Delivered",
  failed: "Failed",
  not_sent: "Not sent",
  skipped: "Skipped",
} as const;
