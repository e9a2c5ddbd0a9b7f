/**
 * `npm run demo`: fills an empty database with a realistic demo of the workshop
 * (README.md#demo-data): a dozen customers with Indian names and Hyderabad addresses, bookings in
 * every status over the past three weeks and the coming two, estimates (approved, partly declined,
 * waiting), inspection photos, issued GST invoices and payments (paid, part paid, unpaid), and
 * the demo customer's two cars in My Garage with their visits and odometer readings, one due for a
 * service within 14 days; and a first look at every role (`scripts/lib/demo-roles.ts`): a driver
 * with today's pickups and drops, a technician with one health check done (on the demo customer's
 * booking of today) and one under way, reviews of the completed visits, published but one
 * waiting for moderation, and two roadside emergencies (one resolved within the promise, one open).
 * Everything goes through the app's own modules (better-auth sign-up, the roles module, the job
 * card's estimate, decision, invoice and payment rules, the back office's status change, the
 * pickups, health check and reviews features), so the demo obeys the same rules as real use.
 *
 * It is for a local copy only (docs/decisions/0013): it refuses an https `SITE_URL`, a
 * `DATABASE_URL` on another host, and a database holding any account that is not the demo's
 * (`--force` or not). A database holding an earlier demo is refused unless run with `--force`
 * (then the demo's accounts get a fresh suffix and no admin is granted; its driver and technician
 * get their staff roles on every run). Passwords are random per run. Prints `Demo customer: EMAIL
 * PASSWORD`, `Demo admin: EMAIL PASSWORD` (on an empty database only), `Demo driver: EMAIL
 * PASSWORD`, `Demo technician: EMAIL PASSWORD` and a hint to start the site; the demo customer
 * holds a paid and an unpaid invoice, the first with the first online booking's 10% discount and
 * a partial credit note refunded by UPI (docs/product.md#offers-discount, #credit-notes).
 * Works on DATABASE_URL or the embedded database in DATA_DIR, like `npm run admin`.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { addDays, format } from "date-fns";
import { TZDate } from "@date-fns/tz";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { bookingOffers, bookings, odometerReadings, user, vehicles } from "../app/db/schema.ts";
import { offersForBooking } from "../app/catalog/discount-offers.ts";
import { issueCreditNote, recordRefund } from "../app/features/billing/credit-notes.server.ts";
import {
  applyAdminRole,
  countAdmins,
  inAdminRolesTransaction,
} from "../app/features/account/roles.server.ts";
import { formatCarModel } from "../app/features/booking/booking-schema.ts";
import { decideLines, sendEstimate } from "../app/features/billing/estimates.server.ts";
import { invoiceSeller, issueInvoice } from "../app/features/billing/invoices.server.ts";
import { loadJobCard } from "../app/features/job-card/job-card-loader.server.ts";
import { recordPayment } from "../app/features/billing/payments.server.ts";
import {
  EstimateLineInputSchema,
  startingLines,
  warrantyChoiceValue,
  type EstimateLineInput,
} from "../app/features/billing/billing-schema.ts";
import { DEFAULT_GST_RATE, SAC_MOTOR_VEHICLE_REPAIR } from "../app/features/billing/gst.ts";
import { addBookingPhoto } from "../app/features/job-card/inspection-photos.server.ts";
import type { DbOrTx } from "../app/lib/db.server.ts";
import { sendAccountEmailsThroughOutbox } from "../app/features/messages/account-email.server.ts";
import { getAuth } from "../app/lib/auth.server.ts";
import { closeDb, getDb } from "../app/lib/db.server.ts";
import { getBusinessFacts, getEnv, startSettings, type Env } from "../app/lib/env.server.ts";
import { BUSINESS_TIME_ZONE } from "../app/lib/time.ts";
import { resolveAuthSecret } from "../server/auth-secret.ts";
import { runCommand, withCommandDatabase } from "./lib/command.ts";
import { CUSTOMERS, DEMO_CARS, METHODS, SCHEDULE, SERVICE_PLAN, SLOTS } from "./lib/demo-data.ts";
import {
  DEMO_STAFF,
  fillDemoRoles,
  grantDemoStaffRole,
  setDemoStatus,
  type DemoVisit,
} from "./lib/demo-roles.ts";
import { fillDemoEmergencies } from "./lib/demo-emergency.ts";

/** The domain of every demo account's email; an account elsewhere is a real one. */
export const DEMO_EMAIL_DOMAIN = "demo.madhapurcarservice.in";

/**
 * The demo workshop's declared opening figures (README.md#demo-data, docs/product.md#site-figures):
 * what it served before its records began, set as settings when the site starts.
 */
export const DEMO_OPENING_FIGURES = {
  OPENING_CUSTOMERS_SERVED: "1180",
  OPENING_CARS_SERVICED: "2650",
  OPENING_FIGURES_SINCE: "2011",
} as const;

/** A password made for one run (16 random characters), printed once and kept nowhere. */
function demoPassword(): string {
  return randomBytes(12).toString("base64url");
}

/** Database hosts that are this machine: a name, a loopback address or a Unix socket. */
function isLocalHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "");
  return (
    bare === "" ||
    bare === "localhost" ||
    bare === "::1" ||
    /^127\.\d+\.\d+\.\d+$/.test(bare) ||
    bare.startsWith("/")
  );
}

/**
 * Why the demo must not run with these settings, if it must not (docs/decisions/0013): it is
 * for a local copy, never the live site or a shared database.
 * @param env the run-time settings
 * @returns one line naming the setting (never its credentials), or null when the demo may run
 */
export function demoRefusal(env: Pick<Env, "SITE_URL" | "DATABASE_URL">): string | null {
  if (new URL(env.SITE_URL).protocol === "https:")
    return `SITE_URL is https (${new URL(env.SITE_URL).origin}): the demo runs on a local copy only, never on the live site.`;
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    // libpq's `?host=` (a socket directory or another server) wins over the URL's host.
    const hosts = [url.hostname, ...url.searchParams.getAll("host")];
    const remote = hosts.find((h) => !isLocalHost(h));
    if (remote !== undefined)
      return `DATABASE_URL points at ${remote}, not this machine: the demo runs on a local database only.`;
  }
  return null;
}

/** A demo inspection photo: a worn part on a workbench, drawn (no camera data). */
async function demoPhoto(seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1350">
    <defs><radialGradient id="g" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="hsl(${hue},12%,55%)"/><stop offset="1" stop-color="hsl(${hue},10%,18%)"/></radialGradient></defs>
    <rect width="1800" height="1350" fill="url(#g)"/>
    <circle cx="900" cy="675" r="430" fill="hsl(${hue},6%,38%)" stroke="hsl(${hue},5%,70%)" stroke-width="40"/>
    <circle cx="900" cy="675" r="150" fill="hsl(${hue},8%,22%)"/>
    <path d="M620 420 L1180 930" stroke="hsl(20,70%,45%)" stroke-width="26" stroke-linecap="round" opacity="0.8"/>
    <rect x="1300" y="120" width="360" height="220" rx="30" fill="hsl(45,80%,55%)" opacity="0.85"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Midday in Asia/Kolkata, `days` from today. */
function kolkataDay(days: number, hour = 12): Date {
  const today = new TZDate(Date.now(), BUSINESS_TIME_ZONE);
  const d = addDays(today, days);
  return new TZDate(d.getFullYear(), d.getMonth(), d.getDate(), hour, 0, 0, BUSINESS_TIME_ZONE);
}

/** A customer's demo email, e.g. kavya.reddy@demo.madhapurcarservice.in (with the run's suffix). */
const localPart = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, ".");

async function signUp(name: string, email: string, password: string): Promise<string> {
  const result = await getAuth().api.signUpEmail({ body: { name, email, password } });
  return result.user.id;
}

/** The accounts in the database: the demo's, and all others (real ones). */
async function countAccounts(db: DbOrTx): Promise<{ demo: number; real: number }> {
  const demoEmail = `%@${DEMO_EMAIL_DOMAIN}`;
  const [counted] = await db
    .select({
      demo: sql<number>`count(*) filter (where ${user.email} like ${demoEmail})::int`,
      real: sql<number>`count(*) filter (where ${user.email} not like ${demoEmail})::int`,
    })
    .from(user);
  return counted ?? { demo: 0, real: 0 };
}

/** An account the demo made, and the password printed for it. */
export interface DemoLogin {
  email: string;
  password: string;
}

/**
 * Fills the database with the demo (docs/decisions/0013 for what it refuses).
 * @param options `force`: add a second demo beside an earlier one (no admin is granted then)
 * @returns the demo customer's login, the demo admin's, or null when none was granted (the
 *   database was not empty), and the demo driver's and technician's
 * @throws Error when the database holds any account that is not the demo's (whatever
 *   `force`), or an earlier demo and `force` is not set
 */
export async function fillDemo(options: { force: boolean }): Promise<{
  customer: DemoLogin;
  admin: DemoLogin | null;
  driver: DemoLogin;
  technician: DemoLogin;
}> {
  const db = getDb();
  const before = await countAccounts(db);
  if (before.real > 0) {
    const one = before.real === 1;
    throw new Error(
      `The database holds ${before.real} account${one ? "" : "s"} that ${one ? "is" : "are"} not the demo's: the demo runs only on an empty database, or with --force beside an earlier demo.`,
    );
  }
  if (before.demo > 0 && !options.force)
    throw new Error(
      "The database already holds a demo. Run `npm run demo -- --force` to add another beside it.",
    );
  const suffix = before.demo > 0 ? `+${randomUUID().slice(0, 6)}` : "";
  const email = (local: string) => `${local}${suffix}@${DEMO_EMAIL_DOMAIN}`;
  const customerPassword = demoPassword();
  const adminPassword = demoPassword();

  // The service manager: the actor of the job cards below, and their admin only when the
  // database held nothing but this account (checked under the admin-roles lock).
  const adminEmail = email("service.manager");
  const adminId = await signUp("Ravi Teja (Service Manager)", adminEmail, adminPassword);
  const granted = await inAdminRolesTransaction(db, async (tx) => {
    const now = await countAccounts(tx);
    if (before.demo > 0 || now.real > 0 || now.demo !== 1 || (await countAdmins(tx)) > 0)
      return false;
    const outcome = await applyAdminRole(
      tx,
      { source: "operator_command", userId: null },
      { id: adminId },
      true,
    );
    return outcome.ok && outcome.changed;
  });

  const customerIds: string[] = [];
  for (const c of CUSTOMERS)
    customerIds.push(await signUp(c.name, email(localPart(c.name)), customerPassword));

  // The driver and the technician: the demo's own accounts, each given its staff role as the
  // Users list gives it (docs/product.md#roles).
  const driver = { email: email(DEMO_STAFF.driver.local), password: demoPassword() };
  const driverId = await signUp(DEMO_STAFF.driver.name, driver.email, driver.password);
  await grantDemoStaffRole(driverId, "driver");
  const technician = { email: email(DEMO_STAFF.technician.local), password: demoPassword() };
  const technicianId = await signUp(
    DEMO_STAFF.technician.name,
    technician.email,
    technician.password,
  );
  await grantDemoStaffRole(technicianId, "technician");

  // The demo customer's cars (docs/decisions/0014), their earlier visits and readings.
  const demoCustomer = CUSTOMERS[0];
  const carIds: string[] = [];
  for (const car of DEMO_CARS) {
    const [row] = await db
      .insert(vehicles)
      .values({
        userId: customerIds[0]!,
        // A registration belongs to one account: a demo beside an earlier one leaves it out.
        registration: suffix ? null : car.registration,
        make: car.make,
        model: car.model,
        year: car.year,
        fuel: car.fuel,
        nickname: car.nickname,
      })
      .returning({ id: vehicles.id });
    carIds.push(row!.id);
    for (const [n, visit] of car.history.entries()) {
      const [past] = await db
        .insert(bookings)
        .values({
          userId: customerIds[0]!,
          vehicleId: row!.id,
          serviceType: visit.service,
          customerName: demoCustomer.name,
          customerEmail: email(localPart(demoCustomer.name)),
          customerPhone: demoCustomer.phone,
          carModel: formatCarModel(car.make, car.model, String(car.year)),
          preferredDate: format(kolkataDay(visit.day), "yyyy-MM-dd"),
          preferredTime: SLOTS[n % SLOTS.length]!,
          address: demoCustomer.address,
          status: "completed",
          createdAt: kolkataDay(visit.day - 3, 9),
          updatedAt: kolkataDay(visit.day, 18),
        })
        .returning({ id: bookings.id });
      await db.insert(odometerReadings).values({
        vehicleId: row!.id,
        bookingId: past!.id,
        km: visit.km,
        source: "check_in",
        recordedBy: adminId,
        recordedAt: kolkataDay(visit.day, 10),
      });
    }
    for (const reading of car.readings)
      await db.insert(odometerReadings).values({
        vehicleId: row!.id,
        km: reading.km,
        source: "customer",
        recordedBy: customerIds[0]!,
        recordedAt: kolkataDay(reading.day, 19),
      });
  }
  const scheduleCar = DEMO_CARS.findIndex((car) => car.ofSchedule);
  let checkIns = 0;

  const business = getBusinessFacts();
  const seller = invoiceSeller(business);
  let photoSeed = 0;
  // The demo customer (the first) gets a paid, an unpaid and an upcoming booking.
  const owners = (i: number) =>
    i === 0 || i === 5 || i === 10 ? 0 : (i % (CUSTOMERS.length - 1)) + 1;
  const visits: DemoVisit[] = [];
  let firstInvoiceId: string | undefined;
  for (const [i, slot] of SCHEDULE.entries()) {
    const who = owners(i);
    const c = CUSTOMERS[who]!;
    const plan = SERVICE_PLAN[i % SERVICE_PLAN.length]!;
    const visit = kolkataDay(slot.day, 10);
    const [row] = await db
      .insert(bookings)
      .values({
        userId: customerIds[who]!,
        serviceType: plan.service,
        customerName: c.name,
        customerEmail: email(localPart(c.name)),
        customerPhone: c.phone,
        carModel: formatCarModel(c.car[0], c.car[1], c.car[2]),
        vehicleId: who === 0 ? carIds[scheduleCar]! : null,
        preferredDate: format(visit, "yyyy-MM-dd"),
        preferredTime: SLOTS[i % SLOTS.length]!,
        address: c.address,
        specialRequests: i % 3 === 0 ? "Please call before the pickup." : null,
        // A completed visit is completed below, by the back office's status change.
        status: slot.status === "completed" ? "in_progress" : slot.status,
        createdAt: kolkataDay(slot.day - 3, 9),
        updatedAt: kolkataDay(Math.min(slot.day, 0), 18),
      })
      .returning({
        id: bookings.id,
        serviceType: bookings.serviceType,
        carModel: bookings.carModel,
      });
    const booking = row!;
    visits.push({
      id: booking.id,
      status: slot.status,
      serviceType: booking.serviceType,
      day: slot.day,
    });
    // Once its estimate is decided: the change asks for the visit's review
    // (docs/product.md#reviews-ask), and an invoice is issued only for a completed booking.
    const complete = async () => {
      if (slot.status === "completed") await setDemoStatus(adminId, booking.id, "completed");
    };
    const checkIn = DEMO_CARS[scheduleCar]!.checkIns[checkIns];
    if (who === 0 && slot.status === "completed" && checkIn !== undefined) {
      checkIns += 1;
      await db.insert(odometerReadings).values({
        vehicleId: carIds[scheduleCar]!,
        bookingId: booking.id,
        km: checkIn,
        source: "check_in",
        recordedBy: adminId,
        recordedAt: kolkataDay(slot.day, 10),
      });
    }
    if (slot.card === "none") {
      await complete();
      continue;
    }

    // docs/product.md#offers-discount: the demo customer's first booking made online carries
    // the first online booking's discount, recorded as a booking made then records it.
    if (i === 0)
      await db.insert(bookingOffers).values(
        offersForBooking(booking.serviceType, kolkataDay(slot.day - 3, 9), true).map((o) => ({
          ...o,
          bookingId: booking.id,
          recordedAt: kolkataDay(slot.day - 3, 9),
        })),
      );
    if (i % 2 === 0) {
      await addBookingPhoto(booking.id, adminId, await demoPhoto(photoSeed++));
      await addBookingPhoto(booking.id, adminId, await demoPhoto(photoSeed++));
    }
    // docs/product.md#warranty-rework: the demo customer's later visit reworks a line of their
    // first invoice at no charge.
    const rework: EstimateLineInput[] =
      who === 0 && firstInvoiceId && slot.status === "completed"
        ? [
            {
              kind: "labour",
              description: "Drain plug re-seated: oil seep after the last service",
              hsnSac: SAC_MOTOR_VEHICLE_REPAIR,
              quantity: "1",
              unitPrice: "0",
              gstRate: DEFAULT_GST_RATE,
              warranty: warrantyChoiceValue(firstInvoiceId, 1),
            },
          ]
        : [];
    const lines = [
      ...startingLines(booking.serviceType, booking.carModel),
      ...plan.parts,
      ...rework,
    ].map((l) => EstimateLineInputSchema.parse(l));
    await sendEstimate(
      booking.id,
      adminId,
      { note: "Found during the 25-point check; photos attached where taken.", lines },
      kolkataDay(slot.day - 1, 11),
    );
    if (slot.card === "waiting") {
      await complete();
      continue;
    }
    const [estimate] = (await loadJobCard(booking.id, business)).estimates;
    const decisions = Object.fromEntries(
      estimate!.lines.map((l, n) => [
        l.id,
        slot.card === "partly" && n === estimate!.lines.length - 1
          ? ("declined" as const)
          : ("approved" as const),
      ]),
    );
    await decideLines(
      customerIds[who]!,
      booking.id,
      estimate!.id,
      decisions,
      kolkataDay(slot.day - 1, 15),
    );
    if (slot.status !== "completed") continue;
    await complete();

    const issuedAt = kolkataDay(slot.day, 18);
    const invoice = await issueInvoice(
      booking.id,
      adminId,
      { customerStateCode: "36", customerGstin: i === 6 ? "36AABCM1234C1Z4" : "" },
      seller,
      issuedAt,
    );
    if (who === 0) firstInvoiceId ??= invoice.id;
    const total = (await loadJobCard(booking.id, business)).invoices[0]!.totals.totalPaise;
    const paidOn = format(kolkataDay(slot.day), "yyyy-MM-dd");
    const method = METHODS[i % METHODS.length]!;
    const reference =
      method === "upi"
        ? `4${String(100000000000 + i * 7919).slice(1)}`
        : method === "cheque"
          ? `00${4512 + i}`
          : "";
    if (slot.card === "paid" || slot.card === "partly")
      await recordPayment(invoice.id, adminId, { method, amount: total, reference, paidOn });
    // docs/product.md#credit-notes: money back on the demo customer's first invoice, a part of
    // it, paid back by UPI the next day.
    if (i === 0) {
      const note = await issueCreditNote(
        invoice.id,
        adminId,
        { reason: "Wiper blades not fitted: out of stock", lines: [], amountPaise: 50000 },
        kolkataDay(slot.day + 1, 11),
      );
      await recordRefund(note.id, adminId, {
        method: "upi",
        amount: 50000,
        reference: "UPI 6021 4410 9912",
        refundedOn: format(kolkataDay(slot.day + 2), "yyyy-MM-dd"),
      });
    }
    if (slot.card === "part-paid")
      await recordPayment(invoice.id, adminId, {
        method: "cash",
        amount: Math.floor(total / 200) * 100,
        reference: "",
        paidOn,
      });
  }

  // A first look at every role: the driver's day, the technician's checks, the reviews.
  await fillDemoRoles({
    adminId,
    driver: { id: driverId, email: driver.email, name: DEMO_STAFF.driver.name },
    technicianId,
    customerIds,
    emailOf: (name) => email(localPart(name)),
    carIds,
    visits,
  });
  // Two roadside emergencies: one resolved within the promise, one waiting to be taken.
  await fillDemoEmergencies({ id: driverId, name: DEMO_STAFF.driver.name, isAdmin: false });
  return {
    customer: { email: email(localPart(CUSTOMERS[0].name)), password: customerPassword },
    admin: granted ? { email: adminEmail, password: adminPassword } : null,
    driver,
    technician,
  };
}

async function main(): Promise<number> {
  const force = process.argv.slice(2).includes("--force");
  const refusal = demoRefusal(getEnv());
  if (refusal) throw new Error(refusal);
  return withCommandDatabase(
    async (database, env) => {
      // The app's modules read the database and the auth secret from the run-time settings.
      startSettings({
        DATABASE_URL: database.url,
        AUTH_SECRET: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR),
      });
      sendAccountEmailsThroughOutbox();
      try {
        const { customer, admin, driver, technician } = await fillDemo({ force });
        console.log(`Demo customer: ${customer.email} ${customer.password}`);
        console.log(
          admin
            ? `Demo admin: ${admin.email} ${admin.password}`
            : "Demo admin: none granted, the database was not empty (the earlier demo's admin is unchanged).",
        );
        console.log(`Demo driver: ${driver.email} ${driver.password}`);
        console.log(`Demo technician: ${technician.email} ${technician.password}`);
        const opening = Object.entries(DEMO_OPENING_FIGURES)
          .map(([k, v]) => `${k}=${v}`)
          .join(" ");
        console.log(
          `Start the site with \`${opening} npm start\` (the workshop's figures before its records) and sign in at ${env.SITE_URL}/auth.`,
        );
        return 0;
      } finally {
        await closeDb();
      }
    },
    // Sign-up queues each account's verification email (docs/decisions/0009).
    { installQueue: true },
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await runCommand("demo: ", main);
