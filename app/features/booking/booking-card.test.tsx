import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fragmentRenderer } from "~/components/site/fragment-cache.server";
import { FragmentProvider } from "~/components/site/static-fragment";
import { bookingView } from "../../../tests/support/booking-view";
import { comparableMarkup } from "../../../tests/support/markup";
import { bookingStatuses } from "~/catalog/booking-status";
import type { BookingView } from "./bookings.server";
import { Mail } from "lucide-react";
import { IconSprite, symbolId } from "~/components/ui/icon-sprite";
import { BookingCard, MY_BOOKINGS_ICONS } from "./my-bookings";
import { TranslatorProvider } from "~/components/site/translation";
import { requestTranslator } from "~/lib/i18n.server";

/** A booking of `status`, with every detail a card shows. */
function booking(status: BookingView["status"], n: number): BookingView {
  return bookingView(n, {
    preferredDate: "2026-12-0" + ((n % 9) + 1),
    address: `Plot ${n}, Madhapur, Hyderabad`,
    specialRequests: n % 2 ? "Check the brakes" : null,
    status,
  });
}

/** A card as My Bookings draws it: from the sprite, as fragments or live, on a page at `path`. */
function card(view: BookingView, fragments: boolean, path = "/booking"): string {
  const element = (
    <TranslatorProvider value={requestTranslator(`http://localhost${path}`)}>
      <BookingCard booking={view} linkToDetail sprite />
    </TranslatorProvider>
  );
  return renderToString(
    fragments ? <FragmentProvider value={fragmentRenderer}>{element}</FragmentProvider> : element,
  );
}

describe("a booking card on a page without scripts (docs/decisions/0012)", () => {
  it("shows each booking's own tracker and details, whatever was drawn before it", () => {
    const order = [...bookingStatuses, ...[...bookingStatuses].reverse()];
    order.forEach((status, n) => {
      const view = booking(status, n);
      const html = card(view, true);
      expect(comparableMarkup(html), status).toBe(comparableMarkup(card(view, false)));
      expect(html).toContain(`Customer ${n}`);
      const confirmed = status !== "pending";
      expect(html.includes('Booking Confirmed<span class="sr-only"> (done)'), status).toBe(
        confirmed,
      );
    });
  });
});

describe("a booking card on a Telugu page (docs/decisions/0026)", () => {
  it("reads in Telugu, its fragments drawn per language, and links to the booking's Telugu page", () => {
    const view = booking("confirmed", 3);
    // The English card first: the Telugu one must not reuse its tracker.
    card(view, true);
    const html = card(view, true, "/te/booking");
    expect(comparableMarkup(html)).toBe(comparableMarkup(card(view, false, "/te/booking")));
    expect(html).toContain('బుకింగ్ కన్ఫర్మ్ అయింది<span class="sr-only"> (అయింది)');
    expect(html).toContain(">కన్ఫర్మ్ అయింది</span>");
    expect(html).toContain(`href="/te/booking/${view.id}"`);
    expect(html).not.toContain("Booking Confirmed");
    // The stored words are shown in Telugu, the date through Intl te-IN.
    expect(html).toContain("AC సర్వీస్, రిపేర్");
    expect(html).toContain("డిసెం");
  });
});

describe("a booking card's email line in My Bookings' list", () => {
  it("draws its envelope from the page's sprite, which holds it, and says where updates go", () => {
    const view = booking("pending", 4);
    const html = renderToString(
      <TranslatorProvider value={requestTranslator("http://localhost/booking")}>
        <IconSprite icons={MY_BOOKINGS_ICONS} />
        <BookingCard
          booking={view}
          linkToDetail
          sprite
          emailRoute={{ sendsTo: "asha@example.com", awaiting: null }}
        />
      </TranslatorProvider>,
    );
    const note = html.slice(html.indexOf('data-testid="booking-email-note"'));
    expect(note).toContain(`<use href="#${symbolId(Mail)}">`);
    expect(note).toContain("asha@example.com");
    expect(html).toContain(`<symbol id="${symbolId(Mail)}"`);
    // Every icon the card draws from the sprite is in it.
    for (const [, id] of html.matchAll(/<use href="#([^"]+)"/g))
      expect(html, id).toContain(`<symbol id="${id}"`);
  });
});
