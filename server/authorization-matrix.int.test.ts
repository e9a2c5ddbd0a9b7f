/**
 * docs/product.md#roles: who may read and change what, over every customer-facing
 * loader, action and API route, for a visitor, a customer (the owner), another customer
 * and an admin. The back office's own routes have their matrix in
 * app/features/admin/admin-authorization.int.test.ts. Each row states what each person
 * gets; for refusals nothing in the database changes.
 */
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, leads, user, userRoles, vehicles } from "../app/db/schema";
import { getAuth } from "../app/lib/auth.server";
import * as accountRoute from "../app/routes/account";
import * as accountExportRoute from "../app/routes/account.export";
import * as adminSetupRoute from "../app/routes/admin-setup";
import * as bookingRoute from "../app/routes/booking";
import * as bookingDetailRoute from "../app/routes/booking.detail";
import * as garageRoute from "../app/routes/garage";
import * as garageCarRoute from "../app/routes/garage.detail";
import * as garageEditRoute from "../app/routes/garage.edit";
import { addVehicle } from "../app/features/cars/cars.server";
import { VehicleFormSchema } from "../app/features/cars/car-schema";
import { getDb } from "../app/lib/db.server";
import {
  adminGet,
  adminPost,
  insertBooking,
  type Outcome,
  outcomeOf,
  routeArgs,
  signUpAdmin,
} from "../tests/integration/admin-fixtures";
import { jsonRequest, signUpCustomer, type TestCustomer } from "../tests/integration/helpers";

type Who = "visitor" | "owner" | "other" | "admin";
const people: Who[] = ["visitor", "owner", "other", "admin"];

let owner: TestCustomer;
let other: TestCustomer;
let admin: TestCustomer;
let ownersBooking: string;
let ownersCar: string;

/** Like `outcomeOf`, also reading a thrown `data(…, { status })`. */
async function outcome(run: () => unknown): Promise<Outcome> {
  try {
    return await outcomeOf(run);
  } catch (error) {
    if (
      error &&
      typeof error === "object" &&
      (error as { type?: unknown }).type === "DataWithResponseInit"
    ) {
      const d = error as { data: unknown; init: ResponseInit | null };
      return {
        status: d.init?.status ?? 200,
        location: null,
        headers: new Headers(d.init?.headers),
        body: d.data,
      };
    }
    throw error;
  }
}

const as = (who: Who): TestCustomer | undefined =>
  ({ visitor: undefined, owner, other, admin })[who];

async function snapshot() {
  const db = getDb();
  const [b] = await db.select({ n: count() }).from(bookings);
  const [l] = await db.select({ n: count() }).from(leads);
  const [u] = await db.select({ n: count() }).from(user);
  const [r] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, "admin"));
  const [own] = await db.select().from(bookings).where(eq(bookings.id, ownersBooking));
  const [v] = await db.select({ n: count() }).from(vehicles);
  const [car] = await db.select().from(vehicles).where(eq(vehicles.id, ownersCar));
  return {
    bookings: b!.n,
    vehicles: v!.n,
    ownersCar: JSON.stringify(car),
    leads: l!.n,
    users: u!.n,
    admins: r!.n,
    ownersBooking: JSON.stringify(own),
  };
}

const booking = () => ({
  serviceType: "Luxury Car Service",
  customerName: "Matrix Check",
  customerEmail: "matrix@example.com",
  customerPhone: "9876500000",
  carBrand: "Porsche",
  carModel: "Macan",
  carYear: "2023",
  preferredDate: new Date(Date.now() + 40 * 864e5).toISOString().slice(0, 10),
  preferredTime: "04:00 PM",
  address: "Plot 3, Film Nagar, Jubilee Hills, Hyderabad",
  specialRequests: "",
});

interface Row {
  name: string;
  run: (who: Who) => Promise<Outcome>;
  /** What each person gets: a status, and optionally a check of the body. */
  expect: Record<Who, { status: number; location?: string; body?: (body: unknown) => void }>;
  /** Whether the database may change for this person (default: not). */
  writes?: Partial<Record<Who, true>>;
}

/** A row's expectations: the visitor's, and each signed-in person's from who they are. */
const forEachSignedIn = (
  visitor: Row["expect"]["visitor"],
  each: (who: Exclude<Who, "visitor">) => Row["expect"]["visitor"],
): Row["expect"] => ({ visitor, owner: each("owner"), other: each("other"), admin: each("admin") });

/** A car form as the page sends it, for a registration nobody holds. */
const carForm = (model: string) => ({
  registration: `MH 12 ZQ ${1000 + Math.floor(Math.random() * 9000)}`,
  make: "Honda",
  model,
  year: "2020",
  fuel: "diesel",
  vin: "",
  nickname: "",
});

/** The owner's car answers only the owner: anyone else meets a 404, a visitor the sign-in. */
const ownerOnly = (ownerGets: Row["expect"]["owner"]): Row["expect"] => ({
  visitor: { status: 302, location: "/auth" },
  owner: ownerGets,
  other: { status: 404 },
  admin: { status: 404 },
});

/** The booking ids in a loader's data: My Bookings' page, or the export's list. */
const bookingIdsIn = (body: unknown) => {
  const b = body as {
    myBookings?: { bookings: Array<{ id: string }> } | null;
    bookings?: Array<{ id: string }>;
  };
  return (b.myBookings?.bookings ?? b.bookings ?? []).map((x) => x.id);
};

const rows: Row[] = [
  {
    name: "GET /booking (My Bookings)",
    run: (who) =>
      outcomeOf(() =>
        bookingRoute.loader(routeArgs(adminGet("/booking?tab=my-bookings", as(who)))),
      ),
    expect: {
      visitor: { status: 200, body: (b) => expect(bookingIdsIn(b)).toEqual([]) },
      owner: { status: 200, body: (b) => expect(bookingIdsIn(b)).toContain(ownersBooking) },
      other: { status: 200, body: (b) => expect(bookingIdsIn(b)).not.toContain(ownersBooking) },
      admin: { status: 200, body: (b) => expect(bookingIdsIn(b)).not.toContain(ownersBooking) },
    },
  },
  {
    name: "POST /booking (create)",
    run: (who) =>
      outcomeOf(() => bookingRoute.action(routeArgs(jsonRequest("/booking", booking(), as(who))))),
    expect: forEachSignedIn({ status: 401 }, () => ({ status: 200 })),
    writes: { owner: true, other: true, admin: true },
  },
  {
    name: "POST /booking with another customer's user_id",
    run: (who) =>
      outcomeOf(() =>
        bookingRoute.action(
          routeArgs(jsonRequest("/booking", { ...booking(), user_id: owner.id }, as(who))),
        ),
      ),
    expect: forEachSignedIn({ status: 401 }, () => ({ status: 400 })),
  },
  {
    name: "GET /booking/{owner's booking}",
    run: (who) =>
      outcome(() =>
        bookingDetailRoute.loader(
          routeArgs(adminGet(`/booking/${ownersBooking}`, as(who)), { id: ownersBooking }),
        ),
      ),
    expect: {
      visitor: { status: 302, location: "/auth" },
      owner: { status: 200 },
      other: { status: 404 },
      admin: { status: 404 },
    },
  },
  {
    name: "GET /garage",
    run: (who) => outcomeOf(() => garageRoute.loader(routeArgs(adminGet("/garage", as(who))))),
    expect: forEachSignedIn({ status: 302, location: "/auth" }, (who) => ({
      status: 200,
      body: (b) => {
        const ids = (b as { cars: Array<{ id: string }> }).cars.map((c) => c.id);
        if (who === "owner") expect(ids).toContain(ownersCar);
        else expect(ids).not.toContain(ownersCar);
      },
    })),
  },
  {
    name: "POST /garage (add a car)",
    run: (who) =>
      outcomeOf(() =>
        garageRoute.action(routeArgs(adminPost("/garage", carForm("City"), as(who)))),
      ),
    expect: forEachSignedIn({ status: 302, location: "/auth" }, () => ({ status: 302 })),
    writes: { owner: true, other: true, admin: true },
  },
  {
    name: "GET /garage/{owner's car}",
    run: (who) =>
      outcomeOf(() =>
        garageCarRoute.loader(
          routeArgs(adminGet(`/garage/${ownersCar}`, as(who)), { id: ownersCar }),
        ),
      ),
    expect: ownerOnly({ status: 200 }),
  },
  {
    name: "GET /garage/{owner's car}/edit",
    run: (who) =>
      outcomeOf(() =>
        garageEditRoute.loader(
          routeArgs(adminGet(`/garage/${ownersCar}/edit`, as(who)), { id: ownersCar }),
        ),
      ),
    expect: ownerOnly({ status: 200 }),
  },
  {
    name: "POST /garage/{owner's car}/edit with a bad year",
    run: (who) =>
      outcomeOf(() =>
        garageEditRoute.action(
          routeArgs(
            adminPost(`/garage/${ownersCar}/edit`, { ...carForm("Civic"), year: "1900" }, as(who)),
            { id: ownersCar },
          ),
        ),
      ),
    expect: ownerOnly({ status: 400 }),
  },
  {
    name: "POST /garage/{owner's car} with a form the page does not send",
    run: (who) =>
      outcomeOf(() =>
        garageCarRoute.action(
          routeArgs(adminPost(`/garage/${ownersCar}`, { intent: "transfer" }, as(who)), {
            id: ownersCar,
          }),
        ),
      ),
    expect: ownerOnly({ status: 400 }),
  },
  {
    name: "GET /account",
    run: (who) => outcomeOf(() => accountRoute.loader(routeArgs(adminGet("/account", as(who))))),
    expect: forEachSignedIn({ status: 302, location: "/auth" }, (who) => ({
      status: 200,
      body: (b) => expect((b as { email: string }).email).toBe(as(who)!.email),
    })),
  },
  {
    name: "GET /account/export",
    run: (who) =>
      outcomeOf(() => accountExportRoute.loader(routeArgs(adminGet("/account/export", as(who))))),
    expect: {
      visitor: { status: 302, location: "/auth" },
      owner: { status: 200, body: (b) => expect(bookingIdsIn(b)).toContain(ownersBooking) },
      other: { status: 200, body: (b) => expect(bookingIdsIn(b)).not.toContain(ownersBooking) },
      admin: { status: 200, body: (b) => expect(bookingIdsIn(b)).not.toContain(ownersBooking) },
    },
  },
  {
    name: "POST /account delete with a wrong password",
    run: (who) =>
      outcomeOf(() =>
        accountRoute.action(
          routeArgs(
            adminPost("/account", { intent: "delete", password: "not-the-password-9" }, as(who)),
          ),
        ),
      ),
    expect: forEachSignedIn({ status: 302, location: "/auth" }, () => ({ status: 400 })),
  },
  {
    name: "GET /admin-setup",
    run: (who) =>
      outcomeOf(() => adminSetupRoute.loader(routeArgs(adminGet("/admin-setup", as(who))))),
    expect: {
      visitor: { status: 302, location: "/auth" },
      owner: { status: 200 },
      other: { status: 200 },
      admin: { status: 302, location: "/admin" },
    },
  },
  {
    name: "POST /admin-setup with a wrong code",
    run: (who) =>
      outcomeOf(() =>
        adminSetupRoute.action(
          routeArgs(adminPost("/admin-setup", { code: "WRONG-CODE-0000" }, as(who))),
        ),
      ),
    expect: {
      visitor: { status: 401 },
      owner: { status: 403 },
      other: { status: 403 },
      admin: { status: 200 },
    },
  },
  {
    name: "GET /api/auth/get-session",
    run: async (who) => {
      const res = await getAuth().handler(adminGet("/api/auth/get-session", as(who)));
      return { status: res.status, location: null, headers: res.headers, body: await res.json() };
    },
    expect: forEachSignedIn({ status: 200, body: (b) => expect(b).toBeNull() }, (who) => ({
      status: 200,
      body: (b) => expect((b as { user: { id: string } }).user.id).toBe(as(who)!.id),
    })),
  },
];

beforeAll(async () => {
  [owner, other, admin] = await Promise.all([
    signUpCustomer("Matrix Owner"),
    signUpCustomer("Matrix Other"),
    signUpAdmin("Matrix Admin"),
  ]);
  ownersBooking = (await insertBooking(owner.id)).id;
  const car = await addVehicle(owner.id, VehicleFormSchema.parse(carForm("Amaze")));
  if (!car.ok) throw new Error(car.message);
  ownersCar = car.vehicle.id;
});

describe("customer routes: visitor, owner, another customer, admin (docs/product.md#roles)", () => {
  for (const row of rows) {
    it.each(people)(`${row.name} as %s`, async (who) => {
      const before = await snapshot();
      const outcome = await row.run(who);
      const want = row.expect[who];
      expect(outcome.status).toBe(want.status);
      if (want.location) expect(outcome.location).toBe(want.location);
      want.body?.(outcome.body);
      if (!row.writes?.[who]) expect(await snapshot()).toEqual(before);
    });
  }
});
