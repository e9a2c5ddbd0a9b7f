/**
 * The 25-point health check as the technician's phone and the customer's page reach it
 * (docs/product.md#health-check): recording point by point with a photo, the report marked done
 * (the customer's message, the car's recommendations), who may open what (a technician not
 * assigned, another customer, a visitor: 404), and a point that needs attention becoming an
 * estimate line in one step.
 */
import { PHOTO_MESSAGES } from "~/features/photos/photo-rules";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { healthPoints } from "~/catalog/health-check";
import {
  bookings,
  healthCheckPhotos,
  healthCheckResults,
  healthChecks,
  jobCardAssignments,
  outbox,
  userRoles,
  vehicleRecommendations,
} from "~/db/schema";
import { deleteAccount, exportAccountData } from "~/features/account/account.server";
import { loadEstimates } from "~/features/billing/estimates.server";
import { getFileStore } from "~/lib/file-store.server";
import { getDb } from "~/lib/db.server";
import { loader as bookingLoader } from "~/routes/booking.detail";
import { loader as photoLoader } from "~/routes/booking.health-photo";
import { action as jobAction, loader as jobLoader } from "~/routes/staff.job";
import { loader as jobsLoader } from "~/routes/staff.jobs";
import {
  adminGet,
  adminPost,
  insertBooking,
  insertVehicle,
  routeArgs,
  routeOutcome,
  signUpAdmin,
} from "../../../tests/integration/admin-fixtures";
import { signUpCustomer, type TestCustomer } from "../../../tests/integration/helpers";
import { HEALTH_CHECK_MESSAGES } from "./health-check-schema";
import { completeHealthCheck, loadHealthCheck, recordPoint } from "./health-check.server";

/** An account with the technician role. */
async function signUpTechnician(name = "Ravi Technician"): Promise<TestCustomer> {
  const tech = await signUpCustomer(name);
  await getDb().insert(userRoles).values({ userId: tech.id, role: "technician" });
  return tech;
}

/** Assigns a booking's job card to a technician, as an admin does on the job card. */
async function assign(bookingId: string, technicianId: string) {
  await getDb().insert(jobCardAssignments).values({ bookingId, technicianId });
}

/** A customer's booking with their car in My Garage, assigned to a new technician. */
async function assignedBooking() {
  const customer = await signUpCustomer("Anjali Rao");
  const car = await insertVehicle(customer.id);
  const booking = await insertBooking(customer.id, {
    vehicleId: car.id,
    customerEmail: customer.email,
  });
  const tech = await signUpTechnician();
  await assign(booking.id, tech.id);
  return { customer, booking, tech, vehicleId: car.id };
}

/** The point form as the phone posts it: multipart, with a photo when given. */
function pointPost(
  bookingId: string,
  who: TestCustomer,
  fields: Record<string, string>,
  photo?: Buffer,
): Request {
  const form = new FormData();
  form.set("intent", "record-point");
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set(
    "photo",
    photo
      ? new File([new Uint8Array(photo)], "tyre.jpg", { type: "image/jpeg" })
      : new File([], ""),
  );
  return new Request(`http://localhost:3000/staff/job/${bookingId}`, {
    method: "POST",
    headers: { cookie: who.cookie, origin: "http://localhost:3000" },
    body: form,
  });
}

const post = (bookingId: string, request: Request) =>
  routeOutcome(jobAction, request, { id: bookingId });
const get = (bookingId: string, who?: TestCustomer) =>
  routeOutcome(jobLoader, adminGet(`/staff/job/${bookingId}`, who), { id: bookingId });

/** Records every point: "Fine for now" unless `findings` says otherwise. */
async function recordAll(bookingId: string, userId: string, findings: Record<string, string> = {}) {
  for (const p of healthPoints)
    await recordPoint(bookingId, userId, {
      pointId: p.id,
      finding: (findings[p.id] ?? "fine") as "fine",
      note: findings[p.id] ? "Worn unevenly" : "",
      measurementTenths: null,
    });
}

const jpeg = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: "#884422" } })
    .jpeg()
    .toBuffer();

describe("recording the health check (docs/product.md#health-check)", () => {
  it("saves a point with its measurement, note and photo, and goes on to the next point", async () => {
    const { booking, tech } = await assignedBooking();
    const saved = await post(
      booking.id,
      pointPost(
        booking.id,
        tech,
        {
          pointId: "tyre-tread",
          finding: "watch",
          note: "Front left at 2.1 mm",
          measurement: "2.1",
        },
        await jpeg(),
      ),
    );
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`/staff/job/${booking.id}?saved=photo#point-tyre-tread`);
    const again = await post(
      booking.id,
      pointPost(booking.id, tech, { pointId: "engine-oil", finding: "fine" }),
    );
    expect(again.location).toBe(`/staff/job/${booking.id}?saved=point#point-coolant`);
    const check = (await loadHealthCheck(booking.id))!;
    expect(check.recorded).toBe(2);
    const tread = check.points.find((p) => p.id === "tyre-tread")!;
    expect(tread.result).toMatchObject({
      finding: "watch",
      note: "Front left at 2.1 mm",
      measurementTenths: 21,
      measurementText: "2.1 mm",
    });
    expect(tread.photos).toHaveLength(1);
    expect(tread.photos[0]!.width).toBe(800);
    // The technician's page shows it; the photo is served to them.
    const page = await get(booking.id, tech);
    expect(page.status).toBe(200);
    const photo = await routeOutcome(photoLoader, adminGet(tread.photos[0]!.url, tech), {
      id: booking.id,
      photoId: tread.photos[0]!.id,
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
  });

  it("answers a measurement out of bounds at its field, keeps what was typed and writes nothing", async () => {
    const { booking, tech } = await assignedBooking();
    const refused = await post(
      booking.id,
      pointPost(booking.id, tech, {
        pointId: "battery-health",
        finding: "attention",
        note: "Slow to crank",
        measurement: "140",
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      pointId: "battery-health",
      fieldErrors: { measurement: "Enter a number from 0 to 100 %" },
      values: { note: "Slow to crank", measurement: "140", finding: "attention" },
    });
    const noFinding = await post(
      booking.id,
      pointPost(booking.id, tech, { pointId: "battery-health" }),
    );
    expect(noFinding.status).toBe(400);
    const notAPoint = await post(
      booking.id,
      pointPost(booking.id, tech, { pointId: "flux-capacitor", finding: "fine" }),
    );
    expect(notAPoint.status).toBe(400);
    expect(await loadHealthCheck(booking.id)).toBeNull();
  });

  it("refuses 'Report done' until all 25 points are recorded; done, the customer is messaged, 'Keep an eye on' points become the car's recommendations, and the report no longer changes", async () => {
    const { booking, tech, vehicleId } = await assignedBooking();
    await recordPoint(booking.id, tech.id, {
      pointId: "engine-oil",
      finding: "fine",
      note: "",
      measurementTenths: null,
    });
    const early = await post(
      booking.id,
      adminPost(`/staff/job/${booking.id}`, { intent: "complete" }, tech),
    );
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      message: "Record every point before marking the report done (24 still to do)",
    });
    await recordAll(booking.id, tech.id, {
      "drive-belt": "watch",
      "front-brake-pads": "attention",
    });
    const done = await post(
      booking.id,
      adminPost(`/staff/job/${booking.id}`, { intent: "complete" }, tech),
    );
    expect(done).toMatchObject({ status: 303, location: `/staff/job/${booking.id}?saved=done` });
    const messages = await getDb()
      .select({ subject: outbox.subject, recipient: outbox.recipient })
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, "health_check_ready")));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toContain("Your car's health check report");
    const recs = await getDb()
      .select({ title: vehicleRecommendations.title, status: vehicleRecommendations.status })
      .from(vehicleRecommendations)
      .where(eq(vehicleRecommendations.vehicleId, vehicleId));
    expect(recs).toEqual([{ title: "Drive belt condition: Worn unevenly", status: "open" }]);
    const locked = await post(
      booking.id,
      pointPost(booking.id, tech, { pointId: "engine-oil", finding: "attention" }),
    );
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ message: "This report is done and no longer changes." });
    const again = await post(
      booking.id,
      adminPost(`/staff/job/${booking.id}`, { intent: "complete" }, tech),
    );
    expect(again.status).toBe(409);
  });

  it("refuses a photo for a cancelled booking or a done report before decoding it: the refusal names the booking's state, not the image", async () => {
    const notAnImage = Buffer.from("these bytes are not an image at all");
    const photoPost = (bookingId: string, tech: TestCustomer) =>
      post(
        bookingId,
        pointPost(bookingId, tech, { pointId: "engine-oil", finding: "fine" }, notAnImage),
      );
    const open = await assignedBooking();
    const decoded = await photoPost(open.booking.id, open.tech);
    expect(decoded.status).toBe(409);
    expect(decoded.body).toMatchObject({ message: PHOTO_MESSAGES.type });

    const cancelled = await assignedBooking();
    await getDb()
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.id, cancelled.booking.id));
    const refused = await photoPost(cancelled.booking.id, cancelled.tech);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: HEALTH_CHECK_MESSAGES.cancelled });

    const done = await assignedBooking();
    await recordAll(done.booking.id, done.tech.id);
    await completeHealthCheck(done.booking.id, done.tech.id);
    const closed = await photoPost(done.booking.id, done.tech);
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ message: HEALTH_CHECK_MESSAGES.alreadyDone });
  });
});

describe("who may open a health check (docs/product.md#health-check)", () => {
  it("a technician it is not assigned to, or an unknown id, gets 404; a customer without the role 403; a visitor goes to /auth", async () => {
    const { booking, customer, tech } = await assignedBooking();
    const other = await signUpTechnician("Other Technician");
    expect((await get(booking.id, other)).status).toBe(404);
    expect(
      (
        await post(
          booking.id,
          pointPost(booking.id, other, { pointId: "engine-oil", finding: "fine" }),
        )
      ).status,
    ).toBe(404);
    expect((await get("00000000-0000-4000-8000-000000000000", tech)).status).toBe(404);
    expect((await get("not-a-uuid", tech)).status).toBe(404);
    expect((await get(booking.id, customer)).status).toBe(403);
    expect(await get(booking.id)).toMatchObject({ status: 302, location: "/auth" });
    // The list shows a technician only their own job cards.
    const mine = await routeOutcome(jobsLoader, adminGet("/staff/jobs", tech));
    expect((mine.body as { jobs: { bookingId: string }[] }).jobs.map((j) => j.bookingId)).toEqual([
      booking.id,
    ]);
    const theirs = await routeOutcome(jobsLoader, adminGet("/staff/jobs", other));
    expect((theirs.body as { jobs: unknown[] }).jobs).toEqual([]);
    // A role revoked is refused at once.
    await getDb().delete(userRoles).where(eq(userRoles.userId, tech.id));
    expect((await get(booking.id, tech)).status).toBe(403);
  });

  it("the customer sees their own report and its photos once done, not before; another customer, another technician and a visitor get 404 for the photo", async () => {
    const { booking, customer, tech } = await assignedBooking();
    await post(
      booking.id,
      pointPost(
        booking.id,
        tech,
        { pointId: "exhaust", finding: "attention", note: "Rusted hanger" },
        await jpeg(),
      ),
    );
    const pending = await routeOutcome(
      bookingLoader,
      adminGet(`/booking/${booking.id}`, customer),
      { id: booking.id },
    );
    // Before it is done, neither the notes nor the photos reach the customer (docs/decisions/0021
    // item 10): not in the page's data, not through the photo route.
    expect((pending.body as { healthCheck: unknown }).healthCheck).toBeNull();
    expect(JSON.stringify(pending.body)).not.toContain("Rusted hanger");
    const early = (await loadHealthCheck(booking.id))!.points.find((p) => p.id === "exhaust")!;
    const earlyPhoto = early.photos[0]!;
    const before = await routeOutcome(photoLoader, adminGet(earlyPhoto.url, customer), {
      id: booking.id,
      photoId: earlyPhoto.id,
    });
    expect(before.status).toBe(404);
    await recordAll(booking.id, tech.id, { exhaust: "attention" });
    await post(booking.id, adminPost(`/staff/job/${booking.id}`, { intent: "complete" }, tech));
    const page = await routeOutcome(bookingLoader, adminGet(`/booking/${booking.id}`, customer), {
      id: booking.id,
    });
    const report = (page.body as { healthCheck: Awaited<ReturnType<typeof loadHealthCheck>> })
      .healthCheck!;
    expect(report.completedAt).not.toBeNull();
    const exhaust = report.points.find((p) => p.id === "exhaust")!;
    expect(exhaust.result?.finding).toBe("attention");
    const photo = exhaust.photos[0]!;
    const fetchAs = (who?: TestCustomer) =>
      routeOutcome(photoLoader, adminGet(photo.url, who), { id: booking.id, photoId: photo.id });
    expect((await fetchAs(customer)).status).toBe(200);
    expect((await fetchAs(await signUpCustomer("Someone Else"))).status).toBe(404);
    expect((await fetchAs(await signUpTechnician("Not Assigned"))).status).toBe(404);
    expect((await fetchAs()).status).toBe(404);
    // Another customer's booking page is 404 too: their report is not there to read.
    const stranger = await signUpCustomer("Stranger");
    await expect(
      bookingLoader(routeArgs(adminGet(`/booking/${booking.id}`, stranger), { id: booking.id })),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("a point that needs attention becomes an estimate line in one step (docs/product.md#health-check)", () => {
  it("an admin adds it with its price: a new estimate version carries the earlier lines and the point's line", async () => {
    const { booking, tech } = await assignedBooking();
    const admin = await signUpAdmin();
    await recordAll(booking.id, tech.id, {
      "front-brake-pads": "attention",
      "tyre-tread": "attention",
      "drive-belt": "watch",
    });
    const url = `/staff/job/${booking.id}`;
    /** Posts the job's "Add to estimate" form for `pointId` at `price` rupees as `who`. */
    const addToEstimate = (pointId: string, price: string, who: TestCustomer) =>
      post(booking.id, adminPost(url, { intent: "add-to-estimate", pointId, price }, who));
    // A technician (not an admin) does not see money: the step is not there for them.
    expect((await addToEstimate("front-brake-pads", "1500", tech)).status).toBe(404);
    expect(await addToEstimate("front-brake-pads", "-3", admin)).toMatchObject({
      status: 400,
      body: { fieldErrors: { price: "Price in rupees, more than 0, e.g. 1499 or 1499.50" } },
    });
    expect((await addToEstimate("drive-belt", "900", admin)).status).toBe(409);
    expect(await addToEstimate("front-brake-pads", "1500", admin)).toMatchObject({
      status: 303,
      location: `${url}?saved=estimate#point-front-brake-pads`,
    });
    await addToEstimate("tyre-tread", "4200.50", admin);
    expect((await addToEstimate("tyre-tread", "4200.50", admin)).status).toBe(409);
    const [latest, earlier] = await loadEstimates(booking.id);
    expect(earlier!.lines.map((l) => l.description)).toEqual(["Front brake pads: Worn unevenly"]);
    expect(latest!.version).toBe(2);
    expect(
      latest!.lines.map((l) => [
        l.description,
        l.kind,
        l.hsnSac,
        l.unitPricePaise,
        l.gstRatePercent,
      ]),
    ).toEqual([
      ["Front brake pads: Worn unevenly", "labour", "998714", 150000, 18],
      ["Tyre tread depth: Worn unevenly", "labour", "998714", 420050, 18],
    ]);
    const [rows] = await getDb()
      .select({ n: healthCheckResults.estimateLineId })
      .from(healthCheckResults)
      .innerJoin(healthChecks, eq(healthChecks.id, healthCheckResults.healthCheckId))
      .where(
        and(eq(healthChecks.bookingId, booking.id), eq(healthCheckResults.pointId, "tyre-tread")),
      );
    expect(rows!.n).toBe(latest!.lines[1]!.id);
  });
});

describe("a customer's health checks and their privacy (docs/product.md#privacy)", () => {
  it("travel in their data export, and go with their photos' files when they delete their account", async () => {
    const { booking, customer, tech } = await assignedBooking();
    await recordPoint(
      booking.id,
      tech.id,
      {
        pointId: "seat-belts",
        finding: "watch",
        note: "Rear right slow to retract",
        measurementTenths: null,
      },
      await jpeg(),
    );
    const exported = (await exportAccountData(customer.id))!;
    const mine = exported.bookings.find((b) => b.id === booking.id)!;
    const belts = mine.healthCheck!.points.find((p) => p.id === "seat-belts")!;
    expect(belts.result?.note).toBe("Rear right slow to retract");
    const [photo] = await getDb()
      .select({ key: healthCheckPhotos.storageKey })
      .from(healthCheckPhotos)
      .innerJoin(healthChecks, eq(healthChecks.id, healthCheckPhotos.healthCheckId))
      .where(eq(healthChecks.bookingId, booking.id));
    const store = getFileStore();
    expect(await store.open(photo!.key)).not.toBeNull();
    await deleteAccount(customer.id);
    expect(await loadHealthCheck(booking.id)).toBeNull();
    expect(await store.open(photo!.key)).toBeNull();
  });
});
