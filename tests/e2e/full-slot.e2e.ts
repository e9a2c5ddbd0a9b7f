import { randomUUID } from "node:crypto";
import { addDays, format } from "date-fns";
import { TZDate } from "@date-fns/tz";
import { afterEach, describe, expect, it } from "vitest";
import { openBrowser, screenshot, waitForPageReady, type E2EBrowser } from "./browser";
import { pickDate, signUp } from "./journey";

const opened: E2EBrowser[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});

/** Books a slot for a new customer through the booking action, as the form does. */
async function bookFor(base: string, day: string, slot: string) {
  const email = `bay-${randomUUID().slice(0, 8)}@example.com`;
  const signUpRes = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ name: "Bay Filler", email, password: "charminar-evenings-77" }),
  });
  const cookie = signUpRes.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const res = await fetch(`${base}/booking.data`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: JSON.stringify({
      serviceType: "Engine Oil Change",
      customerName: "Bay Filler",
      customerEmail: email,
      customerPhone: "9876522222",
      carBrand: "Honda",
      carModel: "Amaze",
      carYear: "2020",
      preferredDate: day,
      preferredTime: slot,
      address: "Plot 9, Kavuri Hills, Madhapur, Hyderabad",
      specialRequests: "",
    }),
  });
  expect(res.status).toBe(200);
}

describe("a full slot in the booking form (issue 5: BOOKING_SLOT_CAPACITY)", () => {
  it.each([390, 1280])(
    "shows the slot as fully booked and not choosable (%i px)",
    async (width) => {
      const b = await openBrowser(width);
      opened.push(b);
      const today = new TZDate(Date.now(), "Asia/Kolkata");
      // A day of its own per width, ten days on, so no other test's bookings fill it.
      const day = addDays(
        new Date(today.getFullYear(), today.getMonth(), today.getDate()),
        width === 390 ? 10 : 11,
      );
      const slot = "10:00 AM";
      for (let i = 0; i < 3; i++) await bookFor(b.baseURL, format(day, "yyyy-MM-dd"), slot);

      await signUp(
        b.page,
        b.baseURL,
        "Slot Seeker",
        `seeker-${randomUUID().slice(0, 8)}@example.com`,
        "charminar-evenings-77",
      );
      await waitForPageReady(b.page);
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
