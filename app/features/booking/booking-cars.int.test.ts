/**
 * The booking form and the customer's cars (docs/product.md#booking-car, docs/decisions/0014):
 * a car of My Garage chosen on the form links the booking and gives its "Brand Model (Year)";
 * "another car" keeps the spec's fields, saves the car and links it; another customer's car
 * is a 404 and nothing is written; a registration another account holds is refused at its
 * field; `?vehicle=` and `?service=` choose the car and the service; the draft kept across
 * sign-in keeps the choice.
 */
import { randomUUID } from "node:crypto";
import { addDays, format } from "date-fns";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { timeSlots } from "~/catalog/booking-options";
import { bookings, vehicles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { CLIENT_IP_HEADER } from "~/lib/client-ip";
import { REGISTRATION_SHAPE_MESSAGE } from "~/lib/registration";
import { loader as bookingLoader } from "~/routes/booking";
import {
  getRequest,
  jsonRequest,
  randomClientIp,
  signUpCustomer,
  type TestCustomer,
} from "../../../tests/integration/helpers";
import { routeArgs } from "../../../tests/integration/admin-fixtures";
import { handleBookingAction, handleBookingFormPost } from "./booking-page.server";
import { BOOKING_DRAFT_COOKIE, readBookingDraft } from "./booking-draft.server";
import { ANOTHER_CAR, BOOKING_CAR_MESSAGES } from "./booking-schema";

// Each booking takes its own date and slot, so that no slot fills up.
let slotIndex = 0;
function freshSlot() {
  const i = slotIndex++;
  return {
    preferredDate: format(addDays(new Date(), 20 + (i % 50)), "yyyy-MM-dd"),
    preferredTime: timeSlots[(i * 7) % timeSlots.length]!,
  };
}

/** The form as a signed-in customer with cars sends it: every field a string. */
function fields(patch: Record<string, string> = {}): Record<string, string> {
  return {
    idempotencyKey: randomUUID(),
    serviceType: "Engine Oil Change",
    customerName: "Sridevi Rao",
    customerEmail: "sridevi@example.com",
    customerPhone: "9876501234",
    vehicleId: ANOTHER_CAR,
    carBrand: "Maruti Suzuki",
    carModel: "Swift",
    carYear: "2019",
    registration: "",
    ...freshSlot(),
    address: "Plot 9, Kavuri Hills Phase 2, near the park, Madhapur",
    specialRequests: "",
    ...patch,
  };
}

/** The booking form posted as an HTML form, as a browser sends it. */
function formPost(customer: TestCustomer | null, body: Record<string, string>): Request {
  const headers = new Headers({
    "content-type": "application/x-www-form-urlencoded",
    origin: "http://localhost:3000",
    [CLIENT_IP_HEADER]: randomClientIp(),
  });
  if (customer) headers.set("cookie", customer.cookie);
  return new Request("http://localhost:3000/booking", {
    method: "POST",
    headers,
    body: new URLSearchParams(body).toString(),
  });
}

/** What the page shows after a form post: a redirect, or the refusal with its status. */
async function post(customer: TestCustomer | null, body: Record<string, string>) {
  const answer = await handleBookingFormPost(formPost(customer, body));
  if (answer instanceof Response)
    return { status: answer.status, location: answer.headers.get("location"), data: null };
  const d = answer as unknown as {
    init: { status: number; headers?: Record<string, string> } | null;
    data: { message: string; fieldErrors?: Record<string, string>; values: Record<string, string> };
  };
  return { status: d.init?.status ?? 200, location: null, data: d.data, init: d.init };
}

async function addCar(
  userId: string,
  patch: Partial<typeof vehicles.$inferInsert> = {},
): Promise<string> {
  const [row] = await getDb()
    .insert(vehicles)
    .values({ userId, make: "Hyundai", model: "Creta", year: 2021, fuel: "diesel", ...patch })
    .returning({ id: vehicles.id });
  return row!.id;
}

/** A registration as on the plate that no other test uses: a random Telangana series. */
let plateIndex = 0;
function freshPlate(): string {
  const series = "ABCDEFGHJKLMNPRSTUVWXYZ"[Math.floor(Math.random() * 23)]!;
  return `TS 11 E${series} ${1000 + Math.floor(Math.random() * 8000) + plateIndex++}`;
}

const bookingsOf = (userId: string) =>
  getDb().select().from(bookings).where(eq(bookings.userId, userId));
const carsOf = (userId: string) =>
  getDb().select().from(vehicles).where(eq(vehicles.userId, userId));

describe("booking for a car of My Garage", () => {
  it("links the booking to the chosen car, with its 'Brand Model (Year)'; the typed car fields are not needed", async () => {
    const c = await signUpCustomer("Car Owner");
    const creta = await addCar(c.id, { registration: freshPlate().replace(/ /g, "") });
    const answer = await post(
      c,
      fields({ vehicleId: creta, carBrand: "", carModel: "", carYear: "" }),
    );
    expect(answer.status).toBe(302);
    const [row] = await bookingsOf(c.id);
    expect(row).toMatchObject({ vehicleId: creta, carModel: "Hyundai Creta (2021)" });
    expect(await carsOf(c.id)).toHaveLength(1);
  });

  it("answers 404 for another customer's car, in the form post and the JSON API alike, and writes nothing", async () => {
    const owner = await signUpCustomer("Real Owner");
    const car = await addCar(owner.id);
    const other = await signUpCustomer("Someone Else");
    const answer = await post(other, fields({ vehicleId: car }));
    expect(answer.status).toBe(404);
    expect(answer.data?.fieldErrors?.vehicleId).toBe(BOOKING_CAR_MESSAGES.notFound);
    const json = await handleBookingAction(
      jsonRequest("/booking", { ...fields({ vehicleId: car }), idempotencyKey: undefined }, other),
    );
    expect(json.init?.status).toBe(404);
    // A removed car of the customer's own, and an unknown id, read the same.
    const removed = await addCar(other.id, { removedAt: new Date() });
    expect((await post(other, fields({ vehicleId: removed }))).status).toBe(404);
    expect((await post(other, fields({ vehicleId: randomUUID() }))).status).toBe(404);
    expect(await bookingsOf(other.id)).toHaveLength(0);
    expect(await bookingsOf(owner.id)).toHaveLength(0);
    expect(await carsOf(other.id)).toHaveLength(1);
  });
});

describe("booking for another car", () => {
  it("saves the car to My Garage with its registration normalised and links the booking, in one go", async () => {
    const c = await signUpCustomer("New Car Owner");
    const plate = freshPlate();
    const answer = await post(c, fields({ registration: plate.toLowerCase() }));
    expect(answer.status).toBe(302);
    const [car] = await carsOf(c.id);
    expect(car).toMatchObject({
      registration: plate.replace(/ /g, ""),
      make: "Maruti Suzuki",
      model: "Swift",
      year: 2019,
      removedAt: null,
    });
    const [row] = await bookingsOf(c.id);
    expect(row).toMatchObject({ vehicleId: car!.id, carModel: "Maruti Suzuki Swift (2019)" });
  });

  it("saves a car without a registration once: the same brand, model and year again is the same car", async () => {
    const c = await signUpCustomer("No Plate Yet");
    expect((await post(c, fields({ carModel: "Baleno" }))).status).toBe(302);
    expect((await post(c, fields({ carModel: " Baleno " }))).status).toBe(302);
    const cars = await carsOf(c.id);
    expect(cars).toHaveLength(1);
    expect(cars[0]).toMatchObject({ registration: null, model: "Baleno" });
    const rows = await bookingsOf(c.id);
    expect(rows.map((r) => r.vehicleId)).toEqual([cars[0]!.id, cars[0]!.id]);
  });

  it("keeps the spec's messages for the brand, model and year", async () => {
    const c = await signUpCustomer("Forgetful Typist");
    const answer = await post(c, fields({ carBrand: "", carModel: "", carYear: "20" }));
    expect(answer.status).toBe(400);
    expect(answer.data?.fieldErrors).toMatchObject({
      carBrand: "Please select your car brand",
      carModel: "Car model is required",
      carYear: "Please enter the car year",
    });
    expect(await carsOf(c.id)).toHaveLength(0);
  });

  it("refuses a registration another account holds with the workshop's phone at the field, and writes nothing", async () => {
    const holder = await signUpCustomer("Plate Holder");
    const plate = freshPlate();
    await addCar(holder.id, { registration: plate.replace(/ /g, "") });
    const c = await signUpCustomer("Second Claimant");
    const typed = fields({ registration: plate.replace(/ /g, "-") });
    const answer = await post(c, typed);
    expect(answer.status).toBe(409);
    expect(answer.data?.fieldErrors?.registration).toMatch(
      /^This car is already registered with us\. Please call us on .+ and we will sort it out\.$/,
    );
    expect(answer.data?.fieldErrors?.registration).not.toContain("Plate Holder");
    expect(answer.data?.values).toMatchObject({
      registration: typed.registration,
      carModel: "Swift",
    });
    expect(await bookingsOf(c.id)).toHaveLength(0);
    expect(await carsOf(c.id)).toHaveLength(0);
  });

  it("books as before through the JSON API without a car choice: nothing saved to My Garage", async () => {
    const c = await signUpCustomer("API Client");
    const { vehicleId: _v, registration: _r, ...body } = fields();
    const json = await handleBookingAction(jsonRequest("/booking", body, c));
    expect(json.init?.status ?? 200).toBe(200);
    const [row] = await bookingsOf(c.id);
    expect(row).toMatchObject({ vehicleId: null, carModel: "Maruti Suzuki Swift (2019)" });
    expect(await carsOf(c.id)).toHaveLength(0);
  });
});

describe("the booking page's car and service", () => {
  async function formOf(path: string, customer?: TestCustomer, cookie?: string) {
    const request = getRequest(path, customer);
    if (cookie) request.headers.set("cookie", [request.headers.get("cookie"), cookie].join("; "));
    const loaded = (await bookingLoader(routeArgs(request))) as unknown as {
      data: {
        form: {
          values: Record<string, string>;
          cars: Array<{ id: string; label: string }> | null;
        };
      };
    };
    return loaded.data.form;
  }

  it("offers the customer's cars, and ?vehicle= and ?service= (the reminder's link) choose both", async () => {
    const c = await signUpCustomer("Reminded Owner");
    const first = await addCar(c.id, { registration: freshPlate().replace(/ /g, "") });
    const second = await addCar(c.id, { make: "Honda", model: "City", year: 2018 });
    const plain = await formOf("/booking", c);
    expect(plain.cars?.map((car) => car.id)).toEqual([first, second]);
    expect(plain.values.vehicleId).toBe(first);
    const chosen = await formOf(
      `/booking?vehicle=${second}&service=${encodeURIComponent("AC Service & Repair")}`,
      c,
    );
    expect(chosen.values).toMatchObject({ vehicleId: second, serviceType: "AC Service & Repair" });
    expect(chosen.cars?.find((car) => car.id === second)?.label).toBe("Honda City (2018)");
  });

  it("ignores another customer's car in ?vehicle=", async () => {
    const owner = await signUpCustomer("Owner Elsewhere");
    const theirs = await addCar(owner.id);
    const c = await signUpCustomer("Curious Visitor");
    const form = await formOf(`/booking?vehicle=${theirs}`, c);
    expect(form.cars).toEqual([]);
    expect(form.values.vehicleId).toBe(ANOTHER_CAR);
  });

  it("keeps the car chosen across sign-in in the draft", async () => {
    const c = await signUpCustomer("Signed Out Chooser");
    const car = await addCar(c.id);
    const second = await addCar(c.id, { model: "Venue" });
    const signedOut = await formOf(`/booking?vehicle=${second}`);
    expect(signedOut.cars).toBeNull();
    expect(signedOut.values.vehicleId).toBe(second);
    const answer = await post(null, fields({ vehicleId: second, carBrand: "" }));
    expect(answer.status).toBe(401);
    const setCookie = answer.init!.headers!["Set-Cookie"]!;
    const draftCookie = setCookie.split(";")[0]!;
    expect(draftCookie.startsWith(`${BOOKING_DRAFT_COOKIE}=`)).toBe(true);
    const draft = readBookingDraft(
      new Request("http://localhost:3000/", {
        headers: { cookie: draftCookie },
      }),
    );
    expect(draft?.vehicleId).toBe(second);
    const back = await formOf("/booking", c, draftCookie);
    expect(back.values.vehicleId).toBe(second);
    expect(back.values.vehicleId).not.toBe(car);
    expect(await bookingsOf(c.id)).toHaveLength(0);
  });
});

describe("a car that cannot be read", () => {
  it.each([
    [
      "a car choice that is neither a car nor 'another car'",
      "vehicleId",
      "../../etc",
      BOOKING_CAR_MESSAGES.choose,
    ],
    ["a registration that is not one", "registration", "HELLO 123", REGISTRATION_SHAPE_MESSAGE],
  ] as const)(
    "refuses %s with 400 and its message at the field, writing nothing",
    async (_what, field, typed, message) => {
      const c = await signUpCustomer("Odd Car");
      const answer = await post(c, fields({ [field]: typed }));
      expect(answer.status).toBe(400);
      expect(answer.data?.fieldErrors?.[field]).toBe(message);
      expect(await bookingsOf(c.id)).toHaveLength(0);
    },
  );
});
