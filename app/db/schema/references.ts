/**
 * Columns that point at a user, a booking or a car, and the column groups several tables share
 * (a booking's or a car's record, a car's due item, who recorded a row and when, a photo's record
 * in the photo store). Kept apart from
 * `./columns` because they import the tables they point at, which themselves use `./columns`.
 * Each builder returns a fresh Drizzle column (or an object of columns to spread into a table);
 * none of them throws.
 */
import { integer, text, uuid } from "drizzle-orm/pg-core";
import {
  createdAtColumn,
  type RequiredOnDelete,
  requiredUuidRef,
  uuidKey,
  writtenAtColumn,
} from "./columns";
import { user } from "./auth";
import { bookings } from "./bookings";
import { vehicles } from "./vehicles";

/**
 * The account that did something, in the column `name` (a better-auth user id); null once that
 * account is deleted, so the row outlives it (docs/product.md#privacy, docs/decisions/0005).
 */
export const byUserColumn = <TName extends string>(name: TName) =>
  text(name).references(() => user.id, { onDelete: "set null" });

/**
 * `booking_id`, the booking a row belongs to, required. `onDelete` is what deleting the booking
 * does to the row: `cascade` deletes it with the booking, `restrict` refuses to delete a booking
 * that has it (the job card's records, docs/decisions/0010).
 */
export const bookingIdColumn = (onDelete: RequiredOnDelete) =>
  uuid("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete });

/** `booking_id`, the booking a row came from, if any; null once that booking is deleted. */
export const optionalBookingIdColumn = () =>
  uuid("booking_id").references(() => bookings.id, { onDelete: "set null" });

/** `vehicle_id`, the car a row belongs to, required; the row is deleted with the car. */
const vehicleIdColumn = () => requiredUuidRef("vehicle_id", () => vehicles.id, "cascade");

/**
 * A row that belongs to a booking: its own random UUID `id` and `booking_id` (see
 * `bookingIdColumn`; `onDelete` is what deleting the booking does to the row).
 */
export const bookingRecordColumns = (onDelete: RequiredOnDelete) => ({
  id: uuidKey(),
  bookingId: bookingIdColumn(onDelete),
});

/**
 * What the workshop knows of a car (docs/product.md#garage): the row's own `id`, the car it is
 * about (`vehicleIdColumn`) and the visit it came from, if any (`optionalBookingIdColumn`).
 */
export const carRecordColumns = () => ({
  id: uuidKey(),
  vehicleId: vehicleIdColumn(),
  bookingId: optionalBookingIdColumn(),
});

/**
 * A car's due item (docs/product.md#garage, docs/decisions/0014): the car
 * (`vehicleIdColumn`) and the item, a periodic service type or an open recommendation's id.
 */
export const carDueItemColumns = () => ({
  vehicleId: vehicleIdColumn(),
  item: text("item").notNull(),
});

/** `recorded_by` (see `byUserColumn`) and `recorded_at`, the database's clock at the insert. */
export const recordedColumns = () => ({
  recordedBy: byUserColumn("recorded_by"),
  recordedAt: writtenAtColumn("recorded_at"),
});

/**
 * A photo's record: the photo store's `storage_key` (`app/lib/file-store.server.ts`), the WebP's
 * width and height in pixels and its size in bytes, who uploaded it and when.
 */
export const photoColumns = () => ({
  storageKey: text("storage_key").notNull().unique(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  uploadedBy: byUserColumn("uploaded_by"),
  createdAt: createdAtColumn(),
});
