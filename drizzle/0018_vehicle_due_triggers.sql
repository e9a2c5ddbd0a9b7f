-- A car's stored due items (vehicle_due_items, docs/decisions/0018) are worked out again when
-- anything they depend on changes: statement-level triggers put the cars a statement touched in
-- vehicle_due_stale (its bookings, odometer readings and recommendations by vehicle_id, the car
-- itself by id); the back office's list of cars to call works the stale cars out before it reads.
CREATE FUNCTION vehicle_due_mark_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vehicle_due_stale (vehicle_id)
    SELECT DISTINCT vehicle_id FROM new_rows WHERE vehicle_id IS NOT NULL ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION vehicle_due_mark_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vehicle_due_stale (vehicle_id)
    SELECT DISTINCT vehicle_id FROM old_rows WHERE vehicle_id IS NOT NULL ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION vehicle_due_mark_both() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vehicle_due_stale (vehicle_id)
    SELECT vehicle_id FROM old_rows WHERE vehicle_id IS NOT NULL
    UNION SELECT vehicle_id FROM new_rows WHERE vehicle_id IS NOT NULL ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION vehicle_due_mark_car() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vehicle_due_stale (vehicle_id)
    SELECT DISTINCT id FROM new_rows ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_vehicle_due_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_due_mark_new();
--> statement-breakpoint
CREATE TRIGGER bookings_vehicle_due_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_due_mark_both();
--> statement-breakpoint
CREATE TRIGGER bookings_vehicle_due_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_due_mark_old();
--> statement-breakpoint
CREATE TRIGGER odometer_readings_vehicle_due_insert AFTER INSERT ON odometer_readings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_due_mark_new();
--> statement-breakpoint
CREATE TRIGGER odometer_readings_vehicle_due_update AFTER UPDATE ON odometer_readings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_due_mark_both();
--> statement-breakpoint
CREATE TRIGGER odometer_readings_vehicle_due_delete AFTER DELETE ON odometer_readings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_due_mark_old();
--> statement-breakpoint
CREATE TRIGGER vehicle_recommendations_vehicle_due_insert AFTER INSERT ON vehicle_recommendations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_due_mark_new();
--> statement-breakpoint
CREATE TRIGGER vehicle_recommendations_vehicle_due_update AFTER UPDATE ON vehicle_recommendations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_due_mark_both();
--> statement-breakpoint
CREATE TRIGGER vehicle_recommendations_vehicle_due_delete AFTER DELETE ON vehicle_recommendations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_due_mark_old();
--> statement-breakpoint
CREATE TRIGGER vehicles_vehicle_due_insert AFTER INSERT ON vehicles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_due_mark_car();
--> statement-breakpoint
CREATE TRIGGER vehicles_vehicle_due_update AFTER UPDATE ON vehicles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_due_mark_car();
--> statement-breakpoint
-- Every car already there is worked out on the list's first reading.
INSERT INTO vehicle_due_stale (vehicle_id) SELECT id FROM vehicles ON CONFLICT DO NOTHING;
