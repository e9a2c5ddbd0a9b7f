/**
 * The demo's roadside emergencies (README.md#demo-data, docs/product.md#emergency): one request
 * sent this morning that the demo driver took, reached and resolved well within the promise, and
 * one sent a few minutes ago that nobody has taken yet, so a first look at /staff and /admin shows
 * the clock running. Both go through the emergency room's own rules (the form's schema, the
 * request with its alert, each step in order); only the sent, taken, arrived and closed times of
 * the first are then set back to the morning, each step after the one before.
 */
import { eq, sql } from "drizzle-orm";
import { emergencyRequests } from "../../app/db/schema.ts";
import { EmergencyFormSchema } from "../../app/features/emergency/emergency-schema.ts";
import {
  moveEmergencyRequest,
  recordEmergencyRequest,
  type EmergencyActor,
} from "../../app/features/emergency/emergency.server.ts";
import { getDb } from "../../app/lib/db.server.ts";

/** Minutes after sending at which the resolved request was taken, reached and resolved. */
const RESOLVED_TIMES = { sentMinutesAgo: 300, taken: 6, arrived: 41, resolved: 75 } as const;

/** Throws when a step the demo takes is refused: the demo obeys the same rules as real use. */
function mustMove(outcome: Awaited<ReturnType<typeof moveEmergencyRequest>>, step: string) {
  if (!outcome.ok) throw new Error(`The demo's emergency could not be ${step}: ${outcome.reason}`);
}

/**
 * Writes the demo's two emergency requests.
 * @param driver the demo driver, who takes, reaches and resolves the first
 */
export async function fillDemoEmergencies(driver: EmergencyActor): Promise<void> {
  const resolved = await recordEmergencyRequest(
    EmergencyFormSchema.parse({
      phone: "98480 11223",
      name: "Farhan Qureshi",
      car: "Mercedes-Benz E-Class",
      problem: "battery",
      landmark: "Outside Cyber Towers, gate 1",
      locality: "Hitech City",
      latitude: "17.4504",
      longitude: "78.3808",
    }),
  );
  mustMove(await moveEmergencyRequest(driver, resolved.id, { intent: "take", eta: 35 }), "taken");
  mustMove(await moveEmergencyRequest(driver, resolved.id, { intent: "arrive" }), "reached");
  mustMove(await moveEmergencyRequest(driver, resolved.id, { intent: "resolve" }), "resolved");
  const t = RESOLVED_TIMES;
  const at = (minutes: number) =>
    sql`now() - make_interval(mins => ${t.sentMinutesAgo}) + make_interval(mins => ${minutes})`;
  await getDb()
    .update(emergencyRequests)
    .set({
      createdAt: at(0),
      takenAt: at(t.taken),
      arrivedAt: at(t.arrived),
      closedAt: at(t.resolved),
    })
    .where(eq(emergencyRequests.id, resolved.id));

  const open = await recordEmergencyRequest(
    EmergencyFormSchema.parse({
      phone: "99080 44556",
      name: "Deepa Menon",
      car: "TS09EZ4321",
      problem: "flat_tyre",
      landmark: "Near the Durgam Cheruvu cable bridge, Jubilee Hills side",
      locality: "Jubilee Hills",
      latitude: "",
      longitude: "",
    }),
  );
  await getDb()
    .update(emergencyRequests)
    .set({ createdAt: sql`now() - make_interval(mins => 12)` })
    .where(eq(emergencyRequests.id, open.id));
}
