import { describe, expect, it } from "vitest";
import { translatorFor } from "~/lib/i18n.server";
import { formatDisplayDate } from "~/lib/time";
import {
  accountEmailWords,
  contactConfirmationWords,
  customerBookingWordsOf,
  pickupMessageWords,
  reviewRequestWords,
} from "./message-wording";

const en = translatorFor("en");
const te = translatorFor("te");
const hi = translatorFor("hi");

describe("the customers' messages in their language (docs/decisions/0026)", () => {
  it("keeps the English words exactly as they were", () => {
    expect(customerBookingWordsOf("booking_received", en, 30)).toEqual({
      subject: "Booking received",
      heading: "We have your booking",
      intro:
        "Thank you for booking with us. We will call you within 30 minutes to confirm your visit.",
    });
    expect(customerBookingWordsOf("staff_new_booking", en, 30)).toBeUndefined();
    expect(reviewRequestWords("review_request", 14, en).paragraphs[2]).toBe(
      "The link is yours alone: it needs no sign-in and works once, for 14 days.",
    );
    expect(contactConfirmationWords(7, en).paragraphs[1]).toContain("(it works once, for 7 days)");
    expect(accountEmailWords("password_reset", en).label).toBe("Choose a new password");
    expect(
      pickupMessageWords("walkround_code", { phone: "040 1234", code: "123456", minutes: 10 }, en)
        .intro,
    ).toBe(
      "Our driver has noted your car's condition with you, as listed below. If it is right, read this code to them: 123456. It works for 10 minutes. If you are not with our driver now, do not share it and call 040 1234.",
    );
    expect(pickupMessageWords("pickup_on_the_way", { phone: "040 1234" }, en).intro).toMatch(
      /^Our driver from our workshop is on the way/,
    );
  });

  it("writes Telugu and Hindi, with plurals by the language's rules", () => {
    expect(customerBookingWordsOf("booking_confirmed", te, 30)?.subject).toBe("బుకింగ్ కన్ఫర్మ్ అయింది");
    expect(reviewRequestWords("review_request", 1, te).paragraphs[2]).toContain("1 రోజు వరకు");
    expect(reviewRequestWords("review_request", 14, te).paragraphs[2]).toContain("14 రోజుల వరకు");
    expect(
      pickupMessageWords("walkround_code", { phone: "040 1234", code: "654321", minutes: 1 }, te)
        .intro,
    ).toContain("1 నిమిషం");
    expect(
      pickupMessageWords("pickup_on_the_way", { phone: "040", driver: "Ravi" }, hi).intro,
    ).toBe("आपकी गाड़ी लेने के लिए हमारी वर्कशॉप से Ravi आ रहे हैं। हमसे बात करनी हो तो 040 पर कॉल करें।");
  });

  it("writes a visit's date in the reader's language through Intl, English as before", () => {
    expect(formatDisplayDate("2026-11-21")).toBe("Sat, 21 Nov 2026");
    expect(formatDisplayDate("2026-11-21", "te")).toMatch(/21/);
    expect(formatDisplayDate("2026-11-21", "te")).toMatch(/[\u0C00-\u0C7F]/);
    expect(formatDisplayDate("2026-11-21", "hi")).toMatch(/[\u0900-\u097F]/);
    expect(formatDisplayDate("2026-11-21", "hi")).not.toBe(formatDisplayDate("2026-11-21", "te"));
    expect(formatDisplayDate("not a date", "hi")).toBe("not a date");
  });
});
