/**
 * My Garage in Telugu and Hindi (docs/decisions/0026): the "Add a car" form posted from
 * /te/garage with the odometer typed in Telugu digits stores the reading in ASCII and leads to
 * the car's Telugu page, which shows it; a refusal answers in the page's language with what was
 * typed kept; a reading lower than the car's last is refused at its field, nothing written.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { odometerReadings, vehicles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { action as garageAction } from "~/routes/garage";
import { loader as carLoader } from "~/routes/garage.detail";
import { action as editAction } from "~/routes/garage.edit";
import {
  adminGet,
  adminPost,
  routeOutcome,
  type Outcome,
} from "../../../tests/integration/admin-fixtures";
import { signUpCustomer, type TestCustomer } from "../../../tests/integration/helpers";
import { carForm } from "../../../tests/support/car-form";

/** A registration no other test of the run uses. */
function freshRegistration(): string {
  return `TS 08 ${randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 2)
    .toUpperCase()
    .padEnd(2, "X")} ${1000 + Math.floor(Math.random() * 9000)}`;
}

/** Posts the "Add a car" form as `who` from the page at `path`. */
function addCar(who: TestCustomer, path: string, fields: Record<string, string>) {
  return routeOutcome(garageAction, adminPost(path, fields, who));
}

/** The car's id from a redirect to its page in a language. */
function carIdOf(outcome: Outcome, prefix: string): string {
  expect(outcome.status, JSON.stringify(outcome.body)).toBe(302);
  const id = new RegExp(`^${prefix}/garage/([0-9a-f-]{36})\\?saved=added$`).exec(
    outcome.location ?? "",
  )?.[1];
  if (!id) throw new Error(`no car page in ${outcome.location}`);
  return id;
}

/** The odometer readings of a car. */
function readingsOf(vehicleId: string) {
  return getDb()
    .select({ km: odometerReadings.km, source: odometerReadings.source })
    .from(odometerReadings)
    .where(eq(odometerReadings.vehicleId, vehicleId));
}

describe("My Garage in Telugu and Hindi", () => {
  it("adds a car from /te/garage with the odometer typed in Telugu digits, stored in ASCII, and its Telugu page shows it", async () => {
    const owner = await signUpCustomer("Lakshmi Reddy");
    const outcome = await addCar(
      owner,
      "/te/garage",
      carForm(freshRegistration(), { odometer: "౪౨,౩౧౦" }),
    );
    const id = carIdOf(outcome, "/te");
    expect(await readingsOf(id)).toEqual([{ km: 42310, source: "customer" }]);

    const page = await routeOutcome(carLoader, adminGet(`/te/garage/${id}?saved=added`, owner), {
      id,
    });
    const body = page.body as {
      odometer: { km: number; date: string } | null;
      notice: string | null;
      seo: { title: string; path: string } | null;
    };
    expect(body.odometer?.km).toBe(42310);
    expect(body.notice).toBe("added");
    expect(body.seo).toEqual(
      expect.objectContaining({ title: "Hyundai Creta | నా గ్యారేజ్", path: `/te/garage/${id}` }),
    );

    // The English page of the same car says nothing in Telugu.
    const english = await routeOutcome(carLoader, adminGet(`/garage/${id}`, owner), { id });
    expect((english.body as { seo: unknown }).seo).toBeNull();
  });

  it("reads Devanagari digits on /hi/garage and answers a mistake in Hindi, keeping what was typed", async () => {
    const owner = await signUpCustomer("Ravi Sharma");
    const registration = freshRegistration();
    const refused = await addCar(
      owner,
      "/hi/garage",
      carForm(registration, { year: "1890", odometer: "१,२०,०००", nickname: "मम्मी की गाड़ी" }),
    );
    expect(refused.status).toBe(400);
    const answer = refused.body as {
      message: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };
    expect(answer.fieldErrors.year).toMatch(/^1950 से \d{4} के बीच का साल लिखें$/);
    expect(answer.fieldErrors.odometer).toBeUndefined();
    expect(answer.message).toBe("लाल रंग में दिखाई गई जानकारी ठीक करके फिर से कोशिश करें।");
    expect(answer.values).toEqual(
      expect.objectContaining({
        registration,
        year: "1890",
        odometer: "१,२०,०००",
        nickname: "मम्मी की गाड़ी",
      }),
    );
    const cars = await getDb().select().from(vehicles).where(eq(vehicles.userId, owner.id));
    expect(cars).toEqual([]);

    const id = carIdOf(
      await addCar(owner, "/hi/garage", carForm(registration, { odometer: "१,२०,०००" })),
      "/hi",
    );
    expect(await readingsOf(id)).toEqual([{ km: 120000, source: "customer" }]);
  });

  it("refuses a reading lower than the car's last at its field, in the page's language, and writes nothing", async () => {
    const owner = await signUpCustomer("Anil Kumar");
    const registration = freshRegistration();
    const id = carIdOf(
      await addCar(owner, "/te/garage", carForm(registration, { odometer: "50000" })),
      "/te",
    );
    const lower = await routeOutcome(
      editAction,
      adminPost(
        `/te/garage/${id}/edit`,
        carForm(registration, { model: "Creta SX", odometer: "౪౦౦౦౦" }),
        owner,
      ),
      { id },
    );
    expect(lower.status).toBe(409);
    expect((lower.body as { fieldErrors: Record<string, string> }).fieldErrors.odometer).toContain(
      "ఓడోమీటర్ రీడింగ్ కంటే తక్కువ",
    );
    const [car] = await getDb()
      .select({ model: vehicles.model })
      .from(vehicles)
      .where(and(eq(vehicles.id, id), eq(vehicles.userId, owner.id)));
    expect(car?.model).toBe("Creta");
    expect(await readingsOf(id)).toEqual([{ km: 50000, source: "customer" }]);

    const edited = await routeOutcome(
      editAction,
      adminPost(`/te/garage/${id}/edit`, carForm(registration, { odometer: "౫౧౦౦౦" }), owner),
      { id },
    );
    expect(edited.location).toBe(`/te/garage/${id}?saved=edited`);
    expect((await readingsOf(id)).map((r) => r.km).sort()).toEqual([50000, 51000]);
  });
});
