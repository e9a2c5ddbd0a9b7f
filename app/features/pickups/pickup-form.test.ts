/**
 * The booking form's pickup fields (docs/product.md#pickups-form): the box ticked when the form
 * opens, "yes" or nothing posted; the area one of the catalogue's localities or "other".
 */
import { describe, expect, it } from "vitest";
import { localities } from "~/catalog/localities";
import {
  BOOKING_LOCALITY_MESSAGE,
  BookingFormSchema,
  OTHER_LOCALITY,
  emptyBookingForm,
} from "~/features/booking/booking-schema";
import { bookingForm } from "../../../tests/support/booking-form";

/** The booking form of tests/support with these pickup fields. */
const form = (patch: Record<string, string>) =>
  bookingForm({ preferredDate: "2026-12-01", preferredTime: "10:00 AM" }, patch);

describe("the booking form's pickup fields", () => {
  it("opens with free pickup and drop ticked and no area chosen", () => {
    expect(emptyBookingForm.pickupAndDrop).toBe("yes");
    expect(emptyBookingForm.locality).toBe("");
  });

  it("takes pickup with a listed area or Other, and a form without the box as driving in", () => {
    const slug = localities[0]!.slug;
    expect(BookingFormSchema.parse(form({ pickupAndDrop: "yes", locality: slug }))).toMatchObject({
      pickupAndDrop: "yes",
      locality: slug,
    });
    expect(
      BookingFormSchema.parse(form({ pickupAndDrop: "yes", locality: OTHER_LOCALITY })).locality,
    ).toBe("other");
    expect(BookingFormSchema.parse(form({}))).toMatchObject({ pickupAndDrop: "", locality: "" });
  });

  it("refuses an area not on the list with the form's message", () => {
    const parsed = BookingFormSchema.safeParse(form({ locality: "atlantis" }));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]).toMatchObject({
      path: ["locality"],
      message: BOOKING_LOCALITY_MESSAGE,
    });
    expect(BookingFormSchema.safeParse(form({ pickupAndDrop: "please" })).success).toBe(false);
  });
});
