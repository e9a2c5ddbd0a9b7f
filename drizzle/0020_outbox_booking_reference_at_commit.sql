-- docs/decisions/0019: an outbox row's reference to its booking is checked when the transaction
-- commits, so a new booking writes its messages before its own row: the row's insert locks the
-- back office's roll-up rows (booking_counts, booking_daily_counts) that every new booking adds
-- to, and only the commit follows it. Erasing a booking still sets its messages' booking_id to
-- null.
ALTER TABLE "outbox" ALTER CONSTRAINT "outbox_booking_id_bookings_id_fk" DEFERRABLE INITIALLY DEFERRED;
