import { addDays, format } from "date-fns";
import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { bookingBody, postBooking, signUp } from "../../scripts/lib/app-server";
import { screenshot, usesBrowsers } from "./browser";
import { pickDate } from "./journey";
import { login } from "./login";

const { open: browser } = usesBrowsers("each");

/** Books a slot for a new customer through the booking action, as the form does. */
async function bookFor(base: string, day: string, slot: string) {
  const customer = await signUp(base, "Bay Filler");
  const res = await postBooking(
    base,
    customer,
    bookingBody({ preferredDate: day, preferredTime: slot }, "", customer),
  );
  expect(res.status).toBe(200);
}

describe("a full slot in the booking form (docs/product.md#slot-capacity: BOOKING_SLOT_CAPACITY)", () => {
  it.each([390, 1280])(
    "shows the slot as fully booked and not choosable (%i px)",
    async (width) => {
      const b = await browser(width);
      const today = new TZDate(Date.now(), "Asia/Kolkata");
      // A day of its own per width, ten days on, so no other test's bookings fill it.
      const day = addDays(
        new Date(today.getFullYear(), today.getMonth(), today.getDate()),
        width === 390 ? 10 : 11,
      );
      const slot = "10:00 AM";
      for (let i = 0; i < 3; i++) await bookFor(b.baseURL, format(day, "yyyy-MM-dd"), slot);

      await login(b, { name: "Slot Seeker", path: "/booking" });
      await pickDate(b.page, day);
      const slots = b.page.getByLabel("Preferred Time *", { exact: true });
      const full = slots.locator("option", { hasText: `${slot} (Fully booked)` });
      expect(await full.isDisabled()).toBe(true);
      expect(await slots.locator("option", { hasText: "10:30 AM" }).isDisabled()).toBe(false);
      // A full slot cannot be chosen.
      await expect(slots.selectOption(slot, { timeout: 1000 })).rejects.toThrow();
      await screenshot(b.page, `booking-full-slot-${width}`, false);
    },
  );
});
