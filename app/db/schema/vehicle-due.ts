/**
 * Each car's due items as `serviceDue` last worked them out (docs/decisions/0014, 0018), so the
 * back office's list of cars to call reads the items due in its window by index instead of
 * working out every car's history. Triggers (migration 0017_vehicle_due) put a car in
 * `vehicle_due_stale` when anything its due dates depend on changes (its bookings, odometer
 * readings, recommendations or the car itself); the list works out the stale cars again before
 * it reads.
 */
import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { calendarDateColumn } from "./columns";
import { carDueItemColumns } from "./references";

/** One due item of one car: a periodic service type or an open recommendation's id. */
export const vehicleDueItems = pgTable(
  "vehicle_due_items",
  {
    ...carDueItemColumns(),
    title: text("title").notNull(),
    dueOn: calendarDateColumn("due_on").notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vehicleId, t.item] }),
    index("vehicle_due_items_due_on_idx").on(t.dueOn, t.vehicleId),
  ],
);

/**
 * Cars whose due items must be worked out again before they are read. No foreign key: a car
 * being deleted marks itself through its bookings' `vehicle_id` set null; the next refresh finds
 * no such car and drops the mark.
 */
export const vehicleDueStale = pgTable("vehicle_due_stale", {
  vehicleId: uuid("vehicle_id").primaryKey(),
});
