/**
 * The job card's routes as the browser reaches them: who may act or read (admins, the
 * booking's customer; everyone else 401/403/404), and bad input answered at the field
 * with nothing written.
 */
import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/catalog/business";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.booking";
import { action as decideAction } from "~/routes/booking.estimate";
import { action as bookingPageAction, loader as bookingPageLoader } from "~/routes/booking.detail";
import { loader as pdfLoader } from "~/routes/booking.invoice-pdf";
import {
  adminGet,
  adminPost,
  bookingWithAdmin,
  insertBooking,
  routeOutcome,
} from "../../../tests/integration/admin-fixtures";
import { jsonRequest, signUpCustomer } from "../../../tests/integration/helpers";
import { loadJobCard } from "./job-card-loader.server";

const line = {
  kind: "labour",
  description: "Periodic service labour",
  hsnSac: "998714",
  quantity: "1",
  unitPrice: "2117.80",
  gstRate: 18,
};

/** Sends `request` to the admin job card of `bookingId` and returns the action's outcome. */
function actOnJobCard(bookingId: string, request: Request) {
  return routeOutcome(adminAction, request, { id: bookingId });
}

describe("the admin job card", () => {
  it("is for admins only: visitors 401, customers 403 (actions) and the guard's answers on the page", async () => {
    const customer = await signUpCustomer();
    const booking = await insertBooking(customer.id);
    const url = `/admin/booking/${booking.id}`;
    expect(
      await actOnJobCard(booking.id, jsonRequest(url, { intent: "send-estimate", lines: [line] })),
    ).toMatchObject({ status: 401 });
    expect(
      await actOnJobCard(
        booking.id,
        jsonRequest(url, { intent: "send-estimate", lines: [line] }, customer),
      ),
    ).toMatchObject({ status: 403 });
    expect(
      await routeOutcome(adminLoader, adminGet(url, customer), { id: booking.id }),
    ).toMatchObject({ status: 403 });
    expect((await loadJobCard(booking.id, defaultBusinessFacts)).estimates).toHaveLength(0);
  });

  it("answers bad estimate lines with errors at their fields and writes nothing", async () => {
    const { admin, booking } = await bookingWithAdmin();
    const url = `/admin/booking/${booking.id}`;
    const bad = {
      intent: "send-estimate",
      lines: [
        line,
        {
          ...line,
          kind: "part",
          hsnSac: "12",
          quantity: "0",
          unitPrice: "1.234",
          description: "x",
        },
      ],
    };
    const outcome = await actOnJobCard(booking.id, jsonRequest(url, bad, admin));
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({
      ok: false,
      fieldErrors: {
        "lines.1.description": "Describe the line in 2 to 200 characters",
        "lines.1.hsnSac": "HSN code: 4, 6 or 8 digits",
        "lines.1.quantity": "Quantity: more than 0, at most two decimals",
        "lines.1.unitPrice": "Price in rupees, e.g. 1499 or 1499.50",
      },
    });
    expect(
      (
        await actOnJobCard(
          booking.id,
          jsonRequest(url, { intent: "send-estimate", lines: [] }, admin),
        )
      ).status,
    ).toBe(400);
    expect(
      (await actOnJobCard(booking.id, jsonRequest(url, { intent: "no-such-thing" }, admin))).status,
    ).toBe(400);
    expect((await loadJobCard(booking.id, defaultBusinessFacts)).estimates).toHaveLength(0);
    // An unknown booking is a 404, whatever the body.
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(
      (
        await actOnJobCard(
          unknown,
          jsonRequest(
            `/admin/booking/${unknown}`,
            { intent: "send-estimate", lines: [line] },
            admin,
          ),
        )
      ).status,
    ).toBe(404);
  });

  it("refuses an invoice before completion and a bad GSTIN at its field; a photo upload must be a photo", async () => {
    const { admin, booking } = await bookingWithAdmin();
    const url = `/admin/booking/${booking.id}`;
    const issueInTelangana = (customerGstin: string) =>
      actOnJobCard(
        booking.id,
        adminPost(url, { intent: "issue-invoice", customerStateCode: "36", customerGstin }, admin),
      );
    const early = await issueInTelangana("");
    expect(early).toMatchObject({
      status: 409,
      body: { ok: false, message: "Mark the booking as Completed before issuing its invoice." },
    });
    const gstin = await issueInTelangana("27AAPFU0939F1ZV");
    expect(gstin).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          customerGstin: "The GSTIN's first two digits must be the customer's state code",
        },
      },
    });

    const form = new FormData();
    form.set("intent", "upload-photo");
    form.set("photo", new File([Buffer.from("not an image")], "notes.txt", { type: "text/plain" }));
    const upload = new Request(`http://localhost:3000${url}`, {
      method: "POST",
      headers: { cookie: admin.cookie, origin: "http://localhost:3000" },
      body: form,
    });
    expect(await actOnJobCard(booking.id, upload)).toMatchObject({
      status: 409,
      body: { fieldErrors: { photo: "Choose a JPEG, PNG or WebP photo" } },
    });
    expect((await loadJobCard(booking.id, defaultBusinessFacts)).photos).toHaveLength(0);
  });
});

/**
 * A booking whose admin sent an estimate of `lines`, with its customer and another customer.
 * @returns the admin, the customer, the other customer, the booking and the estimate as stored
 */
async function estimateSent(lines: Array<typeof line>) {
  const { admin, customer, booking } = await bookingWithAdmin();
  const other = await signUpCustomer("Other Customer");
  await actOnJobCard(
    booking.id,
    jsonRequest(`/admin/booking/${booking.id}`, { intent: "send-estimate", lines }, admin),
  );
  const [estimate] = (await loadJobCard(booking.id, defaultBusinessFacts)).estimates;
  return { admin, customer, other, booking, estimate: estimate! };
}

describe("the customer's decisions and the PDF", () => {
  it("only the booking's customer decides; others get 404; the PDF is 404 until an invoice exists", async () => {
    const { admin, customer, other, booking, estimate } = await estimateSent([line]);
    const body = {
      intent: "decide",
      estimateId: estimate.id,
      decisions: { [estimate.lines[0]!.id]: "approved" },
    };
    const url = `/booking/${booking.id}/estimate`;
    expect(
      (await routeOutcome(decideAction, jsonRequest(url, body, other), { id: booking.id })).status,
    ).toBe(404);
    expect(
      (
        await routeOutcome(decideAction, jsonRequest(url, { ...body, decisions: {} }, customer), {
          id: booking.id,
        })
      ).status,
    ).toBe(400);
    expect(
      await routeOutcome(decideAction, jsonRequest(url, body, customer), { id: booking.id }),
    ).toMatchObject({ status: 200, body: { ok: true } });
    const decline = { ...body, decisions: { [estimate.lines[0]!.id]: "declined" } };
    expect(
      await routeOutcome(decideAction, jsonRequest(url, decline, customer), { id: booking.id }),
    ).toMatchObject({ status: 409 });

    const pdf = `/booking/${booking.id}/invoice.pdf`;
    for (const who of [undefined, other, customer, admin]) {
      expect((await routeOutcome(pdfLoader, adminGet(pdf, who), { id: booking.id })).status).toBe(
        404,
      );
    }
  });

  it("the estimate's plain form answers before any script: the page's toast, refusals with the answers as chosen, Approve all", async () => {
    const { customer, other, booking, estimate } = await estimateSent([
      line,
      { ...line, description: "Brake pads" },
    ]);
    const [first, second] = estimate.lines;
    const page = `/booking/${booking.id}`;
    const post = (fields: Record<string, string>, who = customer) =>
      routeOutcome(bookingPageAction, adminPost(page, { intent: "decide", ...fields }, who), {
        id: booking.id,
      });

    // Another customer's booking is 404, and nothing is answered.
    expect(
      (await post({ estimateId: estimate.id, [`line-${first!.id}`]: "approved" }, other)).status,
    ).toBe(404);
    // Nothing chosen: told so on the page.
    expect(await post({ estimateId: estimate.id })).toMatchObject({
      status: 400,
      body: { ok: false, intent: "decide", message: "Approve or decline at least one line." },
    });
    // One line approved, one declined: back to the page with its notice.
    expect(
      await post({
        estimateId: estimate.id,
        [`line-${first!.id}`]: "approved",
        [`line-${second!.id}`]: "declined",
      }),
    ).toMatchObject({ status: 302, location: `${page}?decided=estimate` });
    const shown = await routeOutcome(
      bookingPageLoader,
      adminGet(`${page}?decided=estimate`, customer),
      { id: booking.id },
    );
    expect(shown.body).toMatchObject({ decided: true });
    let lines = (await loadJobCard(booking.id, defaultBusinessFacts)).estimates[0]!.lines;
    expect(lines.map((l) => l.decision)).toEqual(["approved", "declined"]);

    // An approved line cannot be declined: refused, with the answers as chosen drawn again.
    expect(
      await post({ estimateId: estimate.id, [`line-${first!.id}`]: "declined" }),
    ).toMatchObject({
      status: 409,
      body: {
        ok: false,
        message: "An approved line cannot be declined; ask the workshop to revise the estimate.",
        values: { [first!.id]: "declined" },
      },
    });
    // "Approve all" answers every line not yet approved.
    expect(await post({ estimateId: estimate.id, all: "approved" })).toMatchObject({
      status: 302,
    });
    lines = (await loadJobCard(booking.id, defaultBusinessFacts)).estimates[0]!.lines;
    expect(lines.map((l) => l.decision)).toEqual(["approved", "approved"]);
  });
});
