import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, profiles, userRoles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import {
  bookingForm,
  getRequest,
  jsonRequest,
  signUpCustomer,
  slotSource,
} from "../../../tests/integration/helpers";
import { handleBookingAction } from "./booking-page.server";
import { listBookingsForUser } from "./bookings.server";
import { loader as bookingLoader } from "~/routes/booking";

// Each booking of these tests takes its own date and slot, so that the slot capacity
// (tested in capacity.int.test.ts) never decides their outcome.
const nextSlot = slotSource(30, 40);
const bookingBody = (patch: Record<string, unknown> = {}) => bookingForm(nextSlot(), patch);

async function act(body: unknown, customer?: Awaited<ReturnType<typeof signUpCustomer>>) {
  try {
    const response = await handleBookingAction(jsonRequest("/booking", body, customer));
    return { status: response.init?.status ?? 200, data: response.data };
  } catch (thrown) {
    // The guard's answer when signed out.
    if (thrown instanceof Response) return { status: thrown.status, data: await thrown.json() };
    throw thrown;
  }
}

async function countBookings(userId: string) {
  return (await getDb().select().from(bookings).where(eq(bookings.userId, userId))).length;
}

describe("sign-up", () => {
  it("creates a profile with the full name and the user role", async () => {
    const c = await signUpCustomer("Srinivas Rao");
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, c.id));
    expect(profile?.fullName).toBe("Srinivas Rao");
    const roles = await getDb().select().from(userRoles).where(eq(userRoles.userId, c.id));
    expect(roles.map((r) => r.role)).toEqual(["user"]);
  });
});

describe("creating and listing bookings", () => {
  it("stores a pending booking for the session's user with car_model 'Brand Model (Year)'", async () => {
    const c = await signUpCustomer();
    const body = bookingBody();
    const { status, data } = await act(body, c);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      ok: true,
      booking: {
        status: "pending",
        carModel: "BMW 3 Series (2021)",
        preferredDate: body.preferredDate,
      },
    });
    const [row] = await getDb().select().from(bookings).where(eq(bookings.userId, c.id));
    expect(row).toMatchObject({
      userId: c.id,
      status: "pending",
      serviceType: "AC Service & Repair",
      specialRequests: "AC blows warm air at idle",
    });
  });

  it("lists a user's bookings newest first", async () => {
    const c = await signUpCustomer();
    await act(bookingBody({ serviceType: "Engine Oil Change" }), c);
    await act(bookingBody({ serviceType: "Brake Service & Repair" }), c);
    const list = await listBookingsForUser(c.id);
    expect(list.bookings.map((b) => b.serviceType)).toEqual([
      "Brake Service & Repair",
      "Engine Oil Change",
    ]);
    expect(list).toMatchObject({ total: 2, page: 1, pageCount: 1 });
  });

  it("shows My Bookings ten a page, newest first, with the page in the URL (docs/product.md#route-booking)", async () => {
    const c = await signUpCustomer();
    const base = Date.parse("2026-10-01T04:30:00Z");
    await getDb()
      .insert(bookings)
      .values(
        Array.from({ length: 23 }, (_, i) => ({
          userId: c.id,
          serviceType: `Service ${i + 1}`,
          customerName: "Lakshmi Reddy",
          customerEmail: "lakshmi@example.com",
          customerPhone: "9876501234",
          carModel: "BMW 3 Series (2021)",
          ...nextSlot(),
          address: "Flat 302, Cyber Residency, Madhapur",
          createdAt: new Date(base + i * 60_000),
        })),
      );
    const load = async (path: string) => {
      const response = await bookingLoader({
        request: getRequest(path, c),
        params: {},
        context: {},
      } as never);
      return (
        response as unknown as {
          data: { myBookings: Awaited<ReturnType<typeof listBookingsForUser>> | null };
        }
      ).data.myBookings;
    };
    const first = await load("/booking?tab=my-bookings");
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 3 });
    expect(first!.bookings.map((b) => b.serviceType)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Service ${23 - i}`),
    );
    const third = await load("/booking?tab=my-bookings&page=3");
    expect(third!.bookings.map((b) => b.serviceType)).toEqual([
      "Service 3",
      "Service 2",
      "Service 1",
    ]);
    // A page past the end shows the last page; a malformed one the first.
    expect((await load("/booking?tab=my-bookings&page=9"))!.page).toBe(3);
    expect((await load("/booking?tab=my-bookings&page=abc"))!.page).toBe(1);
    // The form's tab does not read the customer's bookings at all.
    expect(await load("/booking")).toBeNull();
  });

  it("refuses user_id and status sent by the browser, storing nothing for anyone", async () => {
    const victim = await signUpCustomer();
    const attacker = await signUpCustomer();
    for (const extra of [{ user_id: victim.id }, { userId: victim.id }, { status: "completed" }]) {
      const { status, data } = await act(bookingBody(extra), attacker);
      expect(status).toBe(400);
      expect(data).toMatchObject({
        ok: false,
        message: expect.stringContaining(Object.keys(extra)[0]!),
      });
    }
    expect(await countBookings(victim.id)).toBe(0);
    expect(await countBookings(attacker.id)).toBe(0);
  });

  it("keeps customers apart: B never sees A's bookings", async () => {
    const a = await signUpCustomer("Customer A");
    const b = await signUpCustomer("Customer B");
    await act(bookingBody({ customerName: "Customer A" }), a);
    const response = await bookingLoader({
      request: getRequest("/booking?tab=my-bookings", b),
      params: {},
      context: {},
    } as never);
    const loaded = (
      response as unknown as { data: { myBookings: { bookings: unknown[]; total: number } } }
    ).data;
    expect(loaded.myBookings).toMatchObject({ bookings: [], total: 0 });
    expect((await listBookingsForUser(b.id)).bookings).toEqual([]);
    expect((await listBookingsForUser(a.id)).bookings).toHaveLength(1);
  });

  it("answers 401 and stores nothing when signed out", async () => {
    const before = (await getDb().select().from(bookings)).length;
    const { status, data } = await act(bookingBody());
    expect(status).toBe(401);
    expect(data).toMatchObject({ ok: false });
    expect((await getDb().select().from(bookings)).length).toBe(before);
  });

  it.each([
    [
      "a short phone",
      { customerPhone: "12345" },
      "customerPhone",
      "Phone number must be at least 10 digits",
    ],
    [
      "an unknown service type",
      { serviceType: "Teleportation" },
      "serviceType",
      "Please select a service",
    ],
    [
      "a past date",
      { preferredDate: "2020-01-01" },
      "preferredDate",
      "Please choose today or a later date",
    ],
    [
      "an unknown slot",
      { preferredTime: "07:00 PM" },
      "preferredTime",
      "Please select a preferred time",
    ],
    [
      "a short address",
      { address: "Hyd" },
      "address",
      "Please provide a complete address with landmark",
    ],
    ["a wrong type", { carYear: 2020 }, "carYear", undefined],
  ])(
    "answers 400 with the field's message for %s, storing nothing",
    async (_name, patch, field, message) => {
      const c = await signUpCustomer();
      const { status, data } = await act(bookingBody(patch), c);
      expect(status).toBe(400);
      const errors = (data as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
      expect(errors[field]).toBeDefined();
      if (message) expect(errors[field]).toBe(message);
      expect(await countBookings(c.id)).toBe(0);
    },
  );

  it("answers 400, not 500, to a body that is not JSON", async () => {
    const c = await signUpCustomer();
    const request = new Request("http://localhost:3000/booking", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: c.cookie },
      body: "{oops",
    });
    const response = await handleBookingAction(request);
    expect(response.init?.status).toBe(400);
  });
});
