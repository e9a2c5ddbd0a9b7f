/**
 * Phones stored in E.164 (docs/decisions/0013): the migration `drizzle/0022_phones_e164.sql`
 * brings the rows written before, which hold the phone as typed, to the form the booking and
 * quote forms now store; an old row and a new one then read the same in the back office's
 * search by phone, the WhatsApp consent check and the displayed phone.
 */
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, leads, profiles } from "~/db/schema";
import { customerPreferences } from "~/features/messages/outbox.server";
import { bookingWhatsappNumber } from "~/features/messages/whatsapp-consent";
import { getDb } from "~/lib/db.server";
import { phoneE164, phoneForDisplay } from "~/lib/phone";
import { addDaysYmd, todayInKolkata } from "~/lib/time";
import { insertBooking } from "../../../tests/integration/admin-fixtures";
import { bookAs, bookingForm, signUpCustomer } from "../../../tests/integration/helpers";
import { listAdminBookings } from "~/features/booking/workshop-bookings.server";
import { parseBookingFilters } from "~/features/booking/booking-filters";

const MIGRATION = new URL("../../../drizzle/0022_phones_e164.sql", import.meta.url);

/** Runs the migration's statements as the migrator does: in order, in one transaction. */
async function runMigration(): Promise<void> {
  const statements = readFileSync(MIGRATION, "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);
  await getDb().transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

/** A mobile number no other test uses: 10 digits, starting 9. */
function freshMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/** The back office's Bookings tab search, as its loader runs it. */
async function searchIds(q: string): Promise<string[]> {
  const page = await listAdminBookings(parseBookingFilters(new URLSearchParams({ q })));
  return page.bookings.map((b) => b.id).sort();
}

describe("the migration reads a phone as the forms do", () => {
  it("gives every typed number phoneE164's form, and leaves what it cannot read as it was", async () => {
    const n = freshMobile();
    const [a, b] = [n.slice(0, 5), n.slice(5)];
    const typed = [
      `${a} ${b}`,
      `0${a}-${b}`,
      `+91 ${a} ${b}`,
      `91${n}`,
      `0091 ${a} ${b}`,
      `+91-${a}-${b}`,
      `(0${a}) ${b}`,
      ` ${n} `,
      "040 2345 6789",
      "040-2311-2345",
      "+44 7911 123456",
      "+971 50 123 4567",
      `+91${n}`,
      // What the rule cannot read stays as it was.
      "0000000000",
      "call me",
      "12345",
      `+91 ${a} ${b.slice(1)}`,
      `${n}0`,
      `0${n}0`,
    ];
    // Read by phoneE164, but not by the migration's rule (no customer's phone is one): kept.
    const kept = ["1800 123 4567"];
    const name = `Phones ${randomUUID().slice(0, 8)}`;
    await getDb()
      .insert(leads)
      .values(
        [...typed, ...kept].map((phone) => ({
          name,
          phone,
          carBrand: "Toyota",
          serviceType: "Other",
        })),
      );

    await runMigration();

    const rows = await getDb().select().from(leads).where(eq(leads.name, name));
    expect(rows).toHaveLength(typed.length + kept.length);
    const expected = [...typed.map((t) => phoneE164(t) ?? t), ...kept].sort();
    expect(rows.map((r) => r.phone).sort()).toEqual(expected);
    expect(expected.filter((p) => p === `+91${n}`)).toHaveLength(9);
    await getDb().delete(leads).where(eq(leads.name, name));
  });

  it("changes nothing when run again", async () => {
    const phone = `+91${freshMobile()}`;
    const name = `Again ${randomUUID().slice(0, 8)}`;
    await getDb().insert(leads).values({ name, phone, carBrand: "Toyota", serviceType: "Other" });
    await runMigration();
    await runMigration();
    const [row] = await getDb().select().from(leads).where(eq(leads.name, name));
    expect(row!.phone).toBe(phone);
    await getDb().delete(leads).where(eq(leads.name, name));
  });
});

describe("an old row and a new row read the same after the migration (docs/decisions/0013)", () => {
  it("in the back office's search by phone, the WhatsApp consent check and the displayed phone", async () => {
    const n = freshMobile();
    const e164 = `+91${n}`;
    const spaced = `${n.slice(0, 5)} ${n.slice(5)}`;
    const customer = await signUpCustomer("Padma Iyer");

    // New: booked through the form, typed with its trunk 0, the WhatsApp box ticked.
    const answer = await bookAs(
      customer,
      bookingForm(
        { preferredDate: addDaysYmd(todayInKolkata(), 45), preferredTime: "10:00 AM" },
        { customerPhone: `0${n.slice(0, 5)}-${n.slice(5)}`, whatsappOptIn: "yes" },
      ),
    );
    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
    const fresh = answer.data.booking!.id;
    // Old: rows written before, with the phone as it was typed, and a profile's phone.
    const old = [
      (await insertBooking(customer.id, { customerPhone: spaced })).id,
      (await insertBooking(customer.id, { customerPhone: `+91 ${spaced}` })).id,
      (await insertBooking(customer.id, { customerPhone: `91${n}` })).id,
    ];
    await getDb().update(profiles).set({ phone: spaced }).where(eq(profiles.id, customer.id));
    const phoneOf = async (id: string) =>
      (await getDb().select().from(bookings).where(eq(bookings.id, id)))[0]!.customerPhone;
    const { whatsappTo } = await customerPreferences(getDb(), customer.id);
    expect(whatsappTo).toBe(e164);
    expect(await phoneOf(fresh)).toBe(e164);

    // Before the migration the old rows disagree: the whole number typed "+91 …" does not find
    // them all, and their phone is not the consented number.
    expect(await searchIds(`+91 ${spaced}`)).not.toEqual([fresh, ...old].sort());
    for (const id of old) expect(bookingWhatsappNumber(await phoneOf(id), whatsappTo)).toBeNull();

    await runMigration();

    const all = [fresh, ...old].sort();
    for (const q of [spaced, `0${spaced}`, `+91 ${spaced}`, `91${n}`, `0091-${n}`, n.slice(2, 10)])
      expect(await searchIds(q), q).toEqual(all);
    for (const id of all) {
      const phone = await phoneOf(id);
      expect(phone).toBe(e164);
      expect(bookingWhatsappNumber(phone, whatsappTo)).toBe(e164);
      expect(phoneForDisplay(phone)).toBe(`+91 ${spaced}`);
    }
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, customer.id));
    expect(profile!.phone).toBe(e164);
    await getDb().delete(bookings).where(inArray(bookings.id, all));
  });
});
