/**
 * The pickup and drop legs' rules (docs/product.md#pickups): their windows in Asia/Kolkata,
 * which state may follow which, for a driver and for an admin, and what a drop waits for.
 */
import { describe, expect, it } from "vitest";
import { dropStates, pickupStates } from "~/catalog/pickup-legs";
import { dropWindow, pickupWindow, windowText } from "~/features/pickups/pickup-window";
import { canMoveLeg, isBackwards, legMoveHold, nextDriverState, type DropFacts } from "./leg-rules";

describe("leg windows", () => {
  it("puts the pickup in the hour before the slot, India time", () => {
    const w = pickupWindow("2026-12-01", "10:00 AM")!;
    expect(w.start.toISOString()).toBe("2026-12-01T03:30:00.000Z");
    expect(w.end.toISOString()).toBe("2026-12-01T04:30:00.000Z");
    expect(windowText(w.start, w.end)).toBe("9:00 AM – 10:00 AM");
  });

  it("gives the first slot of the day its hour before opening", () => {
    const w = pickupWindow("2026-12-01", "09:00 AM")!;
    expect(windowText(w.start, w.end)).toBe("8:00 AM – 9:00 AM");
  });

  it("refuses a malformed slot", () => {
    expect(pickupWindow("2026-12-01", "25:00 XM")).toBeNull();
  });

  it("gives the drop the hour from the time an admin sets", () => {
    const w = dropWindow("2026-12-02", "17:30")!;
    expect(w.start.toISOString()).toBe("2026-12-02T12:00:00.000Z");
    expect(windowText(w.start, w.end)).toBe("5:30 PM – 6:30 PM");
    expect(dropWindow("2026-02-30", "10:00")).toBeNull();
    expect(dropWindow("2026-12-02", "24:00")).toBeNull();
    expect(dropWindow("tomorrow", "10:00")).toBeNull();
  });

  it("says so when a window is not set yet", () => {
    expect(windowText(null, null)).toBe("Not set yet");
  });
});

describe("leg states", () => {
  it("moves a driver's pickup one step at a time from assigned to at the workshop", () => {
    expect(nextDriverState("pickup", "scheduled")).toBeNull();
    expect(nextDriverState("pickup", "assigned")).toBe("on_the_way");
    expect(nextDriverState("pickup", "on_the_way")).toBe("picked_up");
    expect(nextDriverState("pickup", "picked_up")).toBe("at_workshop");
    expect(nextDriverState("pickup", "at_workshop")).toBeNull();
  });

  it("moves a driver's drop from assigned to out for delivery to delivered", () => {
    expect(nextDriverState("drop", "assigned")).toBe("out_for_delivery");
    expect(nextDriverState("drop", "out_for_delivery")).toBe("delivered");
    expect(nextDriverState("drop", "delivered")).toBeNull();
  });

  it("never lets a driver move a leg back, skip a step or assign it", () => {
    for (const [kind, states] of [
      ["pickup", pickupStates],
      ["drop", dropStates],
    ] as const) {
      for (const from of states)
        for (const to of states) {
          const allowed = canMoveLeg(kind, from, to, false);
          expect(allowed).toBe(nextDriverState(kind, from) === to);
          if (isBackwards(kind, from, to)) expect(allowed).toBe(false);
        }
      expect(canMoveLeg(kind, "scheduled", "assigned", false)).toBe(false);
    }
  });

  it("lets an admin move a leg back, but not to a state of the other kind", () => {
    expect(canMoveLeg("pickup", "picked_up", "assigned", true)).toBe(true);
    expect(isBackwards("pickup", "picked_up", "assigned")).toBe(true);
    expect(canMoveLeg("pickup", "assigned", "delivered", true)).toBe(false);
    expect(canMoveLeg("drop", "assigned", "on_the_way", true)).toBe(false);
    expect(canMoveLeg("drop", "delivered", "delivered", true)).toBe(false);
  });
});

describe("what a drop waits for (docs/product.md#pickups-legs)", () => {
  const ready: DropFacts = {
    pickupState: "at_workshop",
    bookingStatus: "completed",
    windowSet: true,
  };
  const cases: Array<[string, Partial<DropFacts>, ReturnType<typeof legMoveHold>]> = [
    ["everything ready", {}, null],
    ["no pickup leg (the car was driven in)", { pickupState: null }, null],
    ["pickup still scheduled", { pickupState: "scheduled" }, "drop-pickup-open"],
    ["pickup on the way", { pickupState: "on_the_way" }, "drop-pickup-open"],
    ["pickup picked up", { pickupState: "picked_up" }, "drop-pickup-open"],
    ["booking pending", { bookingStatus: "pending" }, "drop-job-open"],
    ["booking confirmed", { bookingStatus: "confirmed" }, "drop-job-open"],
    ["booking in progress", { bookingStatus: "in_progress" }, "drop-job-open"],
    ["booking cancelled", { bookingStatus: "cancelled" }, "drop-job-open"],
    ["no window", { windowSet: false }, "drop-no-window"],
    [
      "nothing ready: the pickup is named first",
      { pickupState: "on_the_way", bookingStatus: "pending", windowSet: false },
      "drop-pickup-open",
    ],
    [
      "job and window open: the job first",
      { bookingStatus: "pending", windowSet: false },
      "drop-job-open",
    ],
  ];
  for (const [name, facts, hold] of cases)
    it(`${name}: ${hold ?? "leaves"}`, () => {
      for (const to of ["out_for_delivery", "delivered"] as const)
        expect(legMoveHold("drop", to, { ...ready, ...facts })).toBe(hold);
    });

  it("never holds a drop moved to scheduled or assigned, nor a pickup", () => {
    const nothing: DropFacts = {
      pickupState: "scheduled",
      bookingStatus: "pending",
      windowSet: false,
    };
    for (const to of ["scheduled", "assigned"] as const)
      expect(legMoveHold("drop", to, nothing)).toBeNull();
    for (const to of pickupStates) expect(legMoveHold("pickup", to, nothing)).toBeNull();
  });
});
