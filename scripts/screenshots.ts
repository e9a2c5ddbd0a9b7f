/**
 * `npm run screenshots -- [options] PATH...`: full-page screenshots of the production build
 * at 390 px (phone) and 1280 px (laptop) wide, in Debian's Chromium, for looking at what a
 * change did. Starts its own server on a fresh database.
 *
 * Options:
 *   --as visitor|customer|admin   who is signed in (default visitor); customer and admin are
 *                                 new accounts (the admin gets the role with `npm run admin`)
 *   --bookings N                  bookings the signed-in account makes first (default 0)
 *   --no-js                       with JavaScript disabled (what a page is before its scripts)
 *   --out DIR                     where the PNGs go (default screenshots/, not kept in git)
 *
 * Each PNG is named `<width>-<path>.png`, e.g. `390-booking_tab_my-bookings.png`.
 * Exits 1 when a page answers an error status.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { launchChromium, newBrowserPage } from "../tests/support/browser";
import {
  bookingBody,
  distinctSlots,
  grantAdmin,
  postBooking,
  signUp,
  startAppServer,
  type Customer,
} from "./lib/app-server";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const flag = (name: string) => {
  const i = args.indexOf(name);
  if (i !== -1) args.splice(i, 1);
  return i !== -1;
};
const who = option("--as") ?? "visitor";
const bookings = Number(option("--bookings") ?? 0);
const out = path.resolve(option("--out") ?? "screenshots");
const noJs = flag("--no-js");
const paths = args.length > 0 ? args : ["/"];
if (
  !["visitor", "customer", "admin"].includes(who) ||
  !Number.isInteger(bookings) ||
  bookings < 0
) {
  console.error(
    "Usage: npm run screenshots -- [--as visitor|customer|admin] [--bookings N] [--no-js] [--out DIR] PATH...",
  );
  process.exit(2);
}

mkdirSync(out, { recursive: true });
const server = await startAppServer({
  env: { BOOKING_RATE_LIMIT: "1000", BOOKING_ACTIVE_LIMIT: "1000", BOOKING_IP_DAILY_LIMIT: "1000" },
});
let failed = false;
try {
  let customer: Customer | undefined;
  if (who !== "visitor") {
    customer = await signUp(server.origin, "Lakshmi Reddy");
    const slots = distinctSlots(bookings);
    for (const [i, slot] of slots.entries()) {
      const res = await postBooking(
        server.origin,
        customer,
        bookingBody(slot, `Screenshot booking ${i + 1}`, customer),
      );
      if (!res.ok) throw new Error(`booking ${i + 1} failed: ${res.status} ${await res.text()}`);
    }
    if (who === "admin") grantAdmin(server.dataDir, customer.email);
  }
  const browser = await launchChromium();
  for (const width of [390, 1280]) {
    const { context, page } = await newBrowserPage(browser, {
      width,
      javaScript: !noJs,
      cookie: customer ? { header: customer.cookie, origin: server.origin } : undefined,
    });
    for (const p of paths) {
      const response = await page.goto(server.origin + p, { waitUntil: "networkidle" });
      if (!response || response.status() >= 400) {
        console.error(`${p}: answered ${response?.status() ?? "nothing"}`);
        failed = true;
      }
      const file = path.join(
        out,
        `${width}-${p.replace(/^\//, "").replace(/[^a-zA-Z0-9-]+/g, "_") || "home"}${noJs ? "-nojs" : ""}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
