import { describe, expect, it } from "vitest";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import { insertBooking } from "../../../tests/integration/admin-fixtures";
import { signUpCustomer } from "../../../tests/integration/helpers";
import { SCHEDULE_SLOT_SHOWN, loadScheduleDay } from "./schedule-day.server";

describe("the workshop's day (docs/product.md#lifecycle-schedule)", () => {
  it("shows every slot with its bookings and capacity used, cancelled ones listed but not counted, and the week's counts", async () => {
    const customer = await signUpCustomer();
    // A Wednesday of its own, far from other tests' dates.
    const date = "2027-03-17";
    await insertBooking(customer.id, {
      preferredDate: date,
      preferredTime: "10:00 AM",
      customerName: "Asha Varma",
    });
    await insertBooking(customer.id, {
      preferredDate: date,
      preferredTime: "10:00 AM",
      status: "confirmed",
    });
    await insertBooking(customer.id, {
      preferredDate: date,
      preferredTime: "10:00 AM",
      status: "cancelled",
    });
    await insertBooking(customer.id, { preferredDate: "2027-03-19", preferredTime: "04:00 PM" });
    await insertBooking(customer.id, { preferredDate: "2027-03-22", preferredTime: "04:00 PM" });

    const day = await loadScheduleDay(date, 3);
    expect(day.slots).toHaveLength(18);
    const ten = day.slots.find((s) => s.slot === "10:00 AM")!;
    expect(ten.bookings).toHaveLength(3);
    expect(ten.used).toBe(2);
    expect(ten.more).toBe(0);
    expect(day.slots[0]!.slot).toBe("09:00 AM");
    expect(day.week.map((d) => d.date)).toEqual([
      "2027-03-15",
      "2027-03-16",
      "2027-03-17",
      "2027-03-18",
      "2027-03-19",
      "2027-03-20",
      "2027-03-21",
    ]);
    expect(day.week.map((d) => d.count)).toEqual([0, 0, 2, 0, 1, 0, 0]);
  });

  it("lists a slot's first 12 bookings and counts the rest, the capacity used counted over all (docs/decisions/0018)", async () => {
    const customer = await signUpCustomer();
    const date = "2027-04-21";
    for (let i = 0; i < 15; i++)
      await insertBooking(customer.id, {
        preferredDate: date,
        preferredTime: "11:00 AM",
        customerName: `Crowd ${i}`,
        status: i % 5 === 4 ? "cancelled" : "pending",
        createdAt: new Date(Date.UTC(2027, 3, 1, 0, i)),
      });
    const day = await loadScheduleDay(date, 3);
    const eleven = day.slots.find((s) => s.slot === "11:00 AM")!;
    expect(eleven.bookings.map((b) => b.customerName)).toEqual(
      Array.from({ length: SCHEDULE_SLOT_SHOWN }, (_, i) => `Crowd ${i}`),
    );
    expect(eleven.more).toBe(15 - SCHEDULE_SLOT_SHOWN);
    expect(eleven.used).toBe(12);
    expect(day.week.find((d) => d.date === date)!.count).toBe(12);
  });

  it("shows an empty day as free slots", async () => {
    const day = await loadScheduleDay(addDaysYmd(todayInKolkata(), 400), 3);
    expect(day.slots.every((s) => s.bookings.length === 0 && s.used === 0)).toBe(true);
  });
});
