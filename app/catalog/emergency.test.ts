import { describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "./business";
import { greatCircleKm, mapLinkOf, nextEmergencySteps } from "./emergency";

describe("emergency catalogue", () => {
  it("measures Madhapur to Secunderabad at about 12 km and to Vijayawada well past 200 km", () => {
    const workshop = defaultBusinessFacts.geo;
    const secunderabad = { latitude: 17.4337, longitude: 78.5016 };
    const vijayawada = { latitude: 16.5062, longitude: 80.648 };
    expect(greatCircleKm(workshop, secunderabad)).toBeGreaterThan(11);
    expect(greatCircleKm(workshop, secunderabad)).toBeLessThan(13);
    expect(greatCircleKm(workshop, vijayawada)).toBeGreaterThan(240);
    expect(greatCircleKm(workshop, workshop)).toBe(0);
  });

  it("lets each step move only to the next one", () => {
    expect(nextEmergencySteps("sent")).toEqual(["taken"]);
    expect(nextEmergencySteps("taken")).toEqual(["arrived"]);
    expect(nextEmergencySteps("arrived")).toEqual(["resolved", "towed"]);
    expect(nextEmergencySteps("resolved")).toEqual([]);
  });

  it("links a place to the map by its coordinates", () => {
    expect(mapLinkOf({ latitude: 17.4, longitude: 78.3 })).toBe(
      "https://www.google.com/maps/search/?api=1&query=17.4,78.3",
    );
  });
});
