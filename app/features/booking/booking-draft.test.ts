import { describe, expect, it } from "vitest";
import { BOOKING_DRAFT_KEY, clearBookingDraft, loadBookingDraft, saveBookingDraft } from "./booking-draft";

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe("booking draft in session storage", () => {
  it("gives back what was typed", () => {
    const s = new MemoryStorage();
    saveBookingDraft({ customerName: "Anjali", carModel: "Swift", address: "Kondapur, near Botanical Garden" }, s);
    const draft = loadBookingDraft(s);
    expect(draft).toMatchObject({ customerName: "Anjali", carModel: "Swift", address: "Kondapur, near Botanical Garden", serviceType: "" });
  });

  it("forgets an empty form and a cleared draft", () => {
    const s = new MemoryStorage();
    saveBookingDraft({ customerName: "Anjali" }, s);
    saveBookingDraft({ customerName: "  " }, s);
    expect(loadBookingDraft(s)).toBeNull();
    saveBookingDraft({ customerName: "Anjali" }, s);
    clearBookingDraft(s);
    expect(s.getItem(BOOKING_DRAFT_KEY)).toBeNull();
  });

  it("ignores corrupt or foreign content", () => {
    const s = new MemoryStorage();
    s.setItem(BOOKING_DRAFT_KEY, "{not json");
    expect(loadBookingDraft(s)).toBeNull();
    s.setItem(BOOKING_DRAFT_KEY, JSON.stringify({ customerName: 42, status: "completed", carModel: "City" }));
    const draft = loadBookingDraft(s)!;
    expect(draft.customerName).toBe("");
    expect(draft.carModel).toBe("City");
    expect(draft).not.toHaveProperty("status");
  });
});
