/**
 * Erasure works for every kind of account (docs/product.md#privacy, docs/decisions/0021 item 1):
 * a driver or an admin who recorded a walk-round the customer has since confirmed deletes their
 * account from /account like anyone else; the walk-round stays as confirmed, without its author.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user, userRoles, walkrounds } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { action as accountAction } from "~/routes/account";
import { signUpCustomer, type TestCustomer } from "../../../tests/integration/helpers";
import { insertBooking, signUpAdmin } from "../../../tests/integration/admin-fixtures";

/** Sends the account page's delete form as `who`, with the test accounts' password. */
async function postDelete(who: TestCustomer) {
  const request = new Request("http://localhost:3000/account", {
    method: "POST",
    headers: {
      cookie: who.cookie,
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost:3000",
    },
    body: new URLSearchParams({ intent: "delete", password: "correct-horse-battery" }),
  });
  const answer = await accountAction({ request, params: {}, context: {} } as never);
  return answer as { data: unknown; init?: { status?: number } };
}

/** A walk-round recorded by `author` on a customer's booking and confirmed by the customer. */
async function confirmedWalkround(author: TestCustomer, kind: "check_in" | "return") {
  const customer = await signUpCustomer("Kavya Rao");
  const booking = await insertBooking(customer.id, { pickupAndDrop: true });
  const [row] = await getDb()
    .insert(walkrounds)
    .values({
      bookingId: booking.id,
      kind,
      odometerKm: kind === "check_in" ? 42_310 : null,
      fuelEighths: kind === "check_in" ? 5 : null,
      notes: "Scratch on the rear bumper",
      recordedBy: author.id,
      confirmedAt: new Date(),
    })
    .returning();
  return row!;
}

async function accountExists(id: string) {
  const rows = await getDb().select({ id: user.id }).from(user).where(eq(user.id, id));
  return rows.length > 0;
}

describe("erasing a staff account that recorded a confirmed walk-round", () => {
  it.each([
    ["a driver whose check-in the customer confirmed", "driver", "check_in"],
    ["a driver whose return the customer confirmed", "driver", "return"],
    ["an admin who recorded a counter check-in", "admin", "check_in"],
  ] as const)("deletes %s and keeps the record without its author", async (_, role, kind) => {
    // Another admin stays, so the last-admin rule does not apply.
    await signUpAdmin("Staying Admin");
    const staff =
      role === "admin"
        ? await signUpAdmin("Leaving Admin")
        : await signUpCustomer("Leaving Driver");
    if (role === "driver") await getDb().insert(userRoles).values({ userId: staff.id, role });
    const record = await confirmedWalkround(staff, kind);

    const answer = await postDelete(staff);

    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toEqual({ deleted: true });
    expect(await accountExists(staff.id)).toBe(false);
    const [kept] = await getDb().select().from(walkrounds).where(eq(walkrounds.id, record.id));
    expect(kept).toMatchObject({
      recordedBy: null,
      odometerKm: record.odometerKm,
      fuelEighths: record.fuelEighths,
      confirmedAt: record.confirmedAt,
    });
  });

  it("still refuses to give a confirmed walk-round another author", async () => {
    const driver = await signUpCustomer("Driver One");
    const other = await signUpCustomer("Driver Two");
    const record = await confirmedWalkround(driver, "check_in");
    const answer = await getDb()
      .update(walkrounds)
      .set({ recordedBy: other.id })
      .where(eq(walkrounds.id, record.id))
      .then(
        () => "changed",
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(answer).toContain("was confirmed by the customer and cannot change");
  });
});
