/**
 * The admin job card's HTML forms (docs/decisions/0020): the estimate editor's lines as form
 * fields, its add, remove and totals buttons answered with the page and the draft as typed,
 * each done form answered by a redirect back with its notice, and the booking's status set
 * from the job card by the back office's own rule.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/catalog/business";
import { bookings } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.booking";
import {
  adminGet,
  adminPost,
  auditTrailOf,
  bookingWithAdmin,
  routeOutcome,
} from "../../../tests/integration/admin-fixtures";
import { estimateLines } from "../../../tests/integration/job-card-fixtures";
import { BOOKING_STATUS_MESSAGES } from "~/features/booking/booking-status-schema";
import type { EstimateDraft } from "~/features/billing/estimate-draft";
import { loadJobCard } from "./job-card-loader.server";
import { BILLING_MESSAGES } from "~/features/billing/billing-schema";

/** The editor's fields for these lines, as the browser posts them. */
function editorFields(intent: string, lines: Array<Record<string, string>>, note = "") {
  const fields: Record<string, string> = { intent, note };
  lines.forEach((line, i) => {
    for (const [k, v] of Object.entries(line)) fields[`lines.${i}.${k}`] = v;
  });
  return fields;
}

const { labour, pads } = estimateLines;

async function setUp() {
  const { admin, booking } = await bookingWithAdmin();
  const url = `/admin/booking/${booking.id}`;
  const act = (fields: Record<string, string>) =>
    routeOutcome(adminAction, adminPost(url, fields, admin), { id: booking.id });
  return { admin, booking, url, act };
}

describe("the job card's estimate editor as a form", () => {
  it("adds and removes lines without storing anything, keeping every typed field", async () => {
    const { booking, act } = await setUp();
    const added = await act(editorFields("estimate-add-part", [labour], "Pads worn"));
    expect(added.status).toBe(200);
    const draft = (added.body as { draft: EstimateDraft }).draft;
    expect(draft.note).toBe("Pads worn");
    expect(draft.lines).toHaveLength(2);
    expect(draft.lines[0]).toMatchObject({ description: labour.description, unitPrice: "2117.80" });
    expect(draft.lines[1]).toMatchObject({ kind: "part", description: "", quantity: "1" });

    const removed = await act(editorFields("estimate-remove-0", [labour, pads]));
    expect((removed.body as { draft: EstimateDraft }).draft.lines).toEqual([
      expect.objectContaining({ description: pads.description, hsnSac: "87083000", gstRate: 28 }),
    ]);
    // The last line stays: an estimate has at least one.
    const kept = await act(editorFields("estimate-remove-0", [pads]));
    expect((kept.body as { draft: EstimateDraft }).draft.lines).toHaveLength(1);
    expect((await loadJobCard(booking.id, defaultBusinessFacts)).estimates).toEqual([]);
  });

  it("sends the lines posted as form fields and answers with a redirect carrying the notice", async () => {
    const { admin, booking, url, act } = await setUp();
    const sent = await act(editorFields("send-estimate", [labour, pads], "Rear pads worn"));
    expect(sent).toMatchObject({ status: 302, location: `${url}?done=send-estimate` });
    const [estimate] = (await loadJobCard(booking.id, defaultBusinessFacts)).estimates;
    expect(estimate!.lines.map((l) => [l.description, l.unitPricePaise, l.gstRatePercent])).toEqual(
      [
        ["Periodic service labour", 211780, 18],
        ["Rear brake pads", 320000, 28],
      ],
    );
    const page = await routeOutcome(adminLoader, adminGet(`${url}?done=send-estimate`, admin), {
      id: booking.id,
    });
    expect((page.body as { done: string }).done).toBe("send-estimate");
  });

  it("refuses a bad line with the error at its field and the draft as typed; a field the editor lacks is refused", async () => {
    const { booking, act } = await setUp();
    const refused = await act(
      editorFields("send-estimate", [labour, { ...pads, unitPrice: "lots" }], "Check"),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      fieldErrors: { "lines.1.unitPrice": BILLING_MESSAGES.unitPrice },
      draft: {
        note: "Check",
        lines: [expect.anything(), expect.objectContaining({ unitPrice: "lots" })],
      },
    });
    const odd = await act({ ...editorFields("send-estimate", [labour]), "lines.0.discount": "9" });
    expect(odd.status).toBe(400);
    expect((await loadJobCard(booking.id, defaultBusinessFacts)).estimates).toEqual([]);
  });
});

describe("the booking's status from the job card", () => {
  it("is set by the back office's rule, audited, and answered by a redirect to the job card", async () => {
    const { admin, booking, url, act } = await setUp();
    const done = await act({
      intent: "set-booking-status",
      bookingId: booking.id,
      status: "confirmed",
    });
    expect(done).toMatchObject({ status: 302, location: `${url}?done=set-booking-status` });
    const [row] = await getDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe("confirmed");
    expect(await auditTrailOf(booking.id)).toEqual([
      ["booking_status_changed", "admin_panel", admin.id, "pending", "confirmed"],
    ]);
    const bad = await act({ intent: "set-booking-status", bookingId: booking.id, status: "lost" });
    expect(bad).toMatchObject({
      status: 400,
      body: { ok: false, message: BOOKING_STATUS_MESSAGES.statusFailed },
    });
  });
});
