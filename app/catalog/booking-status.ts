/**
 * Booking status presentation and the 4-step tracker (docs/product.md#tracker).
 */

/** The five statuses, in the order an admin moves a booking through them. */
export const bookingStatuses = [
  "pending",
  "confirmed",
  "in_progress",
  "completed",
  "cancelled",
] as const;

/**
 * The label of a status: underscores to spaces, words capitalised
 * (docs/product.md#booking-statuses).
 * @returns e.g. "In Progress" for "in_progress"
 */
export function statusLabel(status: string): string {
  return status
    .split("_")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** The colour name of each status (docs/product.md#booking-statuses), grey for anything else. */
export function statusColor(
  status: string,
): "yellow" | "blue" | "purple" | "green" | "red" | "grey" {
  switch (status) {
    case "pending":
      return "yellow";
    case "confirmed":
      return "blue";
    case "in_progress":
      return "purple";
    case "completed":
      return "green";
    case "cancelled":
      return "red";
    default:
      return "grey";
  }
}

/** Tailwind classes for each status colour (text and background with enough contrast). */
export const statusBadgeClass: Record<ReturnType<typeof statusColor>, string> = {
  yellow: "bg-yellow-100 text-yellow-900 border-yellow-300",
  blue: "bg-blue-100 text-blue-900 border-blue-300",
  purple: "bg-purple-100 text-purple-900 border-purple-300",
  green: "bg-green-100 text-green-900 border-green-300",
  red: "bg-red-100 text-red-900 border-red-300",
  grey: "bg-gray-100 text-gray-900 border-gray-300",
};

/** One tracker step. */
export interface TrackerStep {
  title: "Booking Received" | "Booking Confirmed" | "Service in Progress" | "Service Completed";
  done: boolean;
}

/**
 * The 4 tracker steps for a status (docs/product.md#tracker): received always;
 * confirmed when not pending; in progress when in_progress or completed; completed when
 * completed. A cancelled booking therefore shows steps 1 and 2 done.
 * @returns the four steps in order
 */
export function trackerSteps(status: string): TrackerStep[] {
  return [
    { title: "Booking Received", done: true },
    { title: "Booking Confirmed", done: status !== "pending" },
    { title: "Service in Progress", done: status === "in_progress" || status === "completed" },
    { title: "Service Completed", done: status === "completed" },
  ];
}

/**
 * The short booking reference shown to people (docs/product.md#route-booking: first 8 characters).
 */
export function shortBookingId(id: string): string {
  return id.slice(0, 8);
}
