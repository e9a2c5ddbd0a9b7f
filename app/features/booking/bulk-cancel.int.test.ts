/**
 * Cancelling a set of bookings at once from the Bookings tab (docs/product.md#lifecycle-back-office):
 * a plain HTML form posting the ticked bookings, one audit entry and the usual customer message
 * for each.
 */
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, outbox } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import * as adminRoute from "~/routes/admin";
import type { TestCustomer } from "../../../tests/integration/helpers";
import {
  auditTrailOf,
  insertBooking,
  routeOutcome,
  signUpAdminAndCustomer,
} from "../../../tests/integration/admin-fixtures";

let admin: TestCustomer;
let owner: TestCustomer;
beforeAll(async () => {
  ({ admin, customer: owner } = await signUpAdminAndCustomer(
    "Calendar Filler",
    "Night Shift Admin",
  ));
});

/** The bulk form as a browser without scripts posts it: one `bookingIds` field per ticked box. */
function bulkPost(ids: string[], who: TestCustomer, extra: Array<[string, string]> = []) {
  const form = new URLSearchParams([
    ["intent", "cancel-bookings"],
    ...ids.map((id) => ["bookingIds", id] as [string, string]),
    ...extra,
  ]);
  return new Request("http://localhost:3000/admin?tab=bookings", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost:3000",
      cookie: who.cookie,
    },
    body: form,
  });
}

const act = (request: Request) => routeOutcome(adminRoute.action, request);

describe("cancelling several bookings at once (docs/product.md#lifecycle-back-office)", () => {
  it("cancels every ticked booking, with one audit entry and one customer message each", async () => {
    const date = addDaysYmd(todayInKolkata(), 33);
    const made = await Promise.all(
      ["09:00 AM", "09:30 AM", "10:00 AM"].map((preferredTime) =>
        insertBooking(owner.id, { preferredDate: date, preferredTime, customerEmail: owner.email }),
      ),
    );
    const spared = await insertBooking(owner.id, { preferredDate: date });
    const ids = made.map((b) => b.id);
    const outcome = await act(bulkPost(ids, admin));
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({
      ok: true,
      intent: "cancel-bookings",
      cancelled: 3,
    });
    const rows = await getDb().select().from(bookings).where(inArray(bookings.id, ids));
    expect(rows.map((r) => r.status)).toEqual(["cancelled", "cancelled", "cancelled"]);
    for (const id of ids) {
      expect(await auditTrailOf(id)).toEqual([
        ["booking_status_changed", "admin_panel", admin.id, "pending", "cancelled"],
      ]);
      const kinds = await getDb()
        .select({ kind: outbox.kind })
        .from(outbox)
        .where(eq(outbox.bookingId, id));
      expect(kinds.map((k) => k.kind)).toEqual(["booking_cancelled"]);
    }
    const [untouched] = await getDb().select().from(bookings).where(eq(bookings.id, spared.id));
    expect(untouched!.status).toBe("pending");
  });

  it("leaves a booking already cancelled as it is (no second entry or message), and says how many changed", async () => {
    const a = await insertBooking(owner.id, { preferredDate: addDaysYmd(todayInKolkata(), 34) });
    const b = await insertBooking(owner.id, {
      preferredDate: addDaysYmd(todayInKolkata(), 34),
      status: "cancelled",
    });
    const outcome = await act(bulkPost([a.id, b.id], admin));
    expect(outcome.body).toMatchObject({ ok: true, cancelled: 1, message: "1 booking cancelled." });
    expect(await auditTrailOf(b.id)).toEqual([]);
  });

  it("asks for a ticked booking when none is, and refuses non-admins", async () => {
    const none = await act(bulkPost([], admin));
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      ok: false,
      message: "Tick at least one booking to cancel.",
    });
    const booking = await insertBooking(owner.id, {
      preferredDate: addDaysYmd(todayInKolkata(), 35),
    });
    const denied = await act(bulkPost([booking.id], owner));
    expect(denied.status).toBe(403);
    const [row] = await getDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe("pending");
  });
});
