/**
 * The drivers' screens in the staff account's language (docs/decisions/0026): /staff and a leg's
 * page at the same URLs, their language the signed-in account's (set at /account), rendered as
 * the server renders them (the route's handle and its loader's language choose the translator);
 * the odometer typed in Devanagari digits is stored in ASCII, and a refused form answers in the
 * driver's language.
 */
import { eq } from "drizzle-orm";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { walkrounds } from "~/db/schema";
import { TranslatorProvider } from "~/components/site/translation";
import { setMessagePreferences } from "~/features/messages/preferences.server";
import { getDb } from "~/lib/db.server";
import { requestTranslator, translatorFor } from "~/lib/i18n.server";
import { accountScreenLocale } from "~/lib/route-handle";
import * as staffRoute from "~/routes/staff";
import * as staffLegRoute from "~/routes/staff.leg";
import { adminGet, routeOutcome, signUpAdmin } from "../../../tests/integration/admin-fixtures";
import { signUpCustomer } from "../../../tests/integration/helpers";
import {
  assignDriverAs,
  bookingWithPickup,
  legPost,
  signUpWithRole,
} from "../../../tests/integration/staff-fixtures";

/**
 * A staff page as the server renders it: its loader's data, the translator its handle and data
 * choose (else the URL's), and the route's component in it.
 */
async function renderPage(
  route: { loader: unknown; handle: unknown; default: unknown },
  request: Request,
  params: Record<string, string> = {},
  actionData?: unknown,
) {
  const page = await routeOutcome(route.loader as never, request, params);
  expect(page.status).toBe(200);
  const locale = accountScreenLocale([{ handle: route.handle, data: page.body }]);
  const translator = locale ? translatorFor(locale) : requestTranslator(request);
  const html = renderToStaticMarkup(
    createElement(
      TranslatorProvider,
      { value: translator },
      createElement(route.default as ComponentType<Record<string, unknown>>, {
        loaderData: page.body,
        actionData,
        params,
        matches: [],
      }),
    ),
  );
  return { html, locale, body: page.body };
}

/** A driver in `language` with a pickup leg of today given to them. */
async function driverWithLeg(language: "en" | "hi") {
  const admin = await signUpAdmin();
  const driver = await signUpWithRole("Ravi Kumar", "driver");
  if (language !== "en") await setMessagePreferences(driver.id, { language });
  const customer = await signUpCustomer("Lakshmi Reddy");
  const trip = await bookingWithPickup(customer, "06:30 PM");
  await assignDriverAs(admin, trip.booking, trip.pickup.id, driver.id);
  return { driver, trip };
}

/** The page's words, without its markup. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the driver's screens in the driver's language (docs/decisions/0026)", () => {
  it("a Hindi driver's /staff is in Hindi at the same URL, the customer's words as typed", async () => {
    const { driver } = await driverWithLeg("hi");
    const { html, locale } = await renderPage(staffRoute, adminGet("/staff", driver));
    expect(locale).toBe("hi");
    const text = textOf(html);
    for (const hindi of [
      "मेरे पिकअप और डिलीवरी",
      "आज",
      "कल",
      "पिकअप",
      "ड्राइवर तय हुआ",
      "मैं निकल गया हूँ",
      "ग्राहक",
      "Google Maps में रास्ता देखें",
      "खोलें: पिकअप जाँच",
    ])
      expect(text).toContain(hindi);
    expect(text).toContain("Lakshmi Reddy");
    for (const english of [
      "My pickups",
      "Today",
      "Tomorrow",
      "Window",
      "Customer",
      "Directions",
      "Driver assigned",
      "on the way",
      "Open:",
    ])
      expect(text).not.toContain(english);
    expect(html).toMatch(/aria-label="इस दिन के काम"/);
  });

  it("an English driver's /staff stays English", async () => {
    const { driver } = await driverWithLeg("en");
    const { html, locale } = await renderPage(staffRoute, adminGet("/staff", driver));
    expect(locale).toBe("en");
    const text = textOf(html);
    for (const english of ["My pickups and drops", "Today", "Driver assigned", "I'm on the way"])
      expect(text).toContain(english);
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  });

  it("a Hindi driver's leg page is in Hindi; an odometer typed in Devanagari digits is stored in ASCII; a refused form answers in Hindi", async () => {
    const { driver, trip } = await driverWithLeg("hi");
    const legPath = `/staff/leg/${trip.pickup.id}`;
    const params = { id: trip.pickup.id };
    const page = await renderPage(staffLegRoute, adminGet(legPath, driver), params);
    const text = textOf(page.html);
    for (const hindi of [
      "← मेरे पिकअप और डिलीवरी",
      "ओडोमीटर (km)",
      "गाड़ी में रखा सामान",
      "स्टेपनी",
      "सेव करें",
    ])
      expect(text).toContain(hindi);
    for (const english of [
      "Odometer",
      "Fuel level",
      "Belongings",
      "Spare wheel",
      "Save walk-round",
    ])
      expect(text).not.toContain(english);

    // Refused: no fuel level. The message is the driver's language, the typed odometer kept.
    const refused = await legPost(
      trip.pickup.id,
      { intent: "save-check-in", km: "४५,६७८", notes: "" },
      driver,
    );
    expect(refused.status).toBe(400);
    const answer = refused.body as { fieldErrors: Record<string, string> };
    expect(answer.fieldErrors.fuelEighths).toBe("फ़्यूल कितना है, चुनें (0 से 8 आठवें हिस्से)");
    const again = await renderPage(staffLegRoute, adminGet(legPath, driver), params, answer);
    expect(again.html).toContain('value="४५,६७८"');
    expect(textOf(again.html)).toContain("फ़्यूल कितना है, चुनें (0 से 8 आठवें हिस्से)");

    // Saved: Devanagari digits read as the same number, stored in ASCII.
    const saved = await legPost(
      trip.pickup.id,
      { intent: "save-check-in", km: "४५,६७८", fuelEighths: "4", notes: "" },
      driver,
    );
    expect(saved.status).toBe(302);
    const [record] = await getDb()
      .select()
      .from(walkrounds)
      .where(eq(walkrounds.bookingId, trip.booking.id));
    expect(record!.odometerKm).toBe(45678);
    const after = await renderPage(
      staffLegRoute,
      adminGet(`${legPath}?done=saved`, driver),
      params,
    );
    expect(textOf(after.html)).toContain("सेव हो गया। जाँच पूरी होने पर ग्राहक को कोड भेजें।");
    expect(textOf(after.html)).toContain("45,678 km");
  });

  it("a refusal is in the account's language: /staff for a Telugu customer without the role, another driver's leg for a Hindi driver", async () => {
    const customer = await signUpCustomer("Srinivas Rao");
    await setMessagePreferences(customer.id, { language: "te" });
    const denied = await routeOutcome(staffRoute.loader as never, adminGet("/staff", customer));
    expect(denied.status).toBe(403);
    const te = refusalText(staffRoute, denied);
    expect(te).toContain("అనుమతి లేదు");
    expect(te).toContain("నా పికప్‌లు, డెలివరీలు");
    expect(te).not.toContain("Access Denied");

    const { trip } = await driverWithLeg("en");
    const other = await signUpWithRole("Suresh Yadav", "driver");
    await setMessagePreferences(other.id, { language: "hi" });
    const missing = await routeOutcome(
      staffLegRoute.loader as never,
      adminGet(`/staff/leg/${trip.pickup.id}`, other),
      { id: trip.pickup.id },
    );
    expect(missing.status).toBe(404);
    const hi = refusalText(staffLegRoute, missing);
    expect(hi).toContain("यह नहीं मिला");
    expect(hi).toContain("मेरे पिकअप और डिलीवरी");
    expect(hi).not.toContain("Not found");
  });
});

/**
 * A refused staff screen as the server renders it: the translator its handle and the refusal's
 * body choose, and the route's error boundary in it.
 * @returns the page's words
 */
function refusalText(
  route: { handle: unknown; ErrorBoundary: unknown },
  outcome: { status: number; body: unknown },
) {
  const locale = accountScreenLocale([{ handle: route.handle, data: outcome.body }]);
  expect(locale).not.toBeNull();
  const error = new ErrorResponseImpl(outcome.status, "", outcome.body);
  return textOf(
    renderToStaticMarkup(
      createElement(
        TranslatorProvider,
        { value: translatorFor(locale!) },
        createElement(route.ErrorBoundary as ComponentType<Record<string, unknown>>, {
          error,
          params: {},
        }),
      ),
    ),
  );
}
