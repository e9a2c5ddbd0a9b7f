-- The roll-ups booking_counts and booking_daily_counts (docs/decisions/0018) follow every change
-- of bookings in the statement that makes it: statement-level triggers read the statement's old
-- and new rows (transition tables) and add their net counts, keys in one order so that two
-- writers wait for each other rather than deadlock. A bulk insert of a million rows costs one
-- aggregate, not a million upserts; an update that changes none of status, service, address
-- or created_at writes nothing.
CREATE FUNCTION booking_roll_ups_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_counts AS c (status, service_type, location, n)
    SELECT status, service_type, booking_location(address), sum(d)
    FROM (SELECT status, service_type, address, created_at, 1 AS d FROM new_rows) delta
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (status, service_type, location) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO booking_daily_counts AS c (day, n)
    SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, sum(d)
    FROM (SELECT status, service_type, address, created_at, 1 AS d FROM new_rows) delta
    GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_roll_ups_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_roll_ups_insert();
--> statement-breakpoint
CREATE FUNCTION booking_roll_ups_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_counts AS c (status, service_type, location, n)
    SELECT status, service_type, booking_location(address), sum(d)
    FROM (SELECT status, service_type, address, created_at, -1 AS d FROM old_rows) delta
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (status, service_type, location) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO booking_daily_counts AS c (day, n)
    SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, sum(d)
    FROM (SELECT status, service_type, address, created_at, -1 AS d FROM old_rows) delta
    GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_roll_ups_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_roll_ups_delete();
--> statement-breakpoint
CREATE FUNCTION booking_roll_ups_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_counts AS c (status, service_type, location, n)
    SELECT status, service_type, booking_location(address), sum(d)
    FROM (SELECT o.status, o.service_type, o.address, o.created_at, -1 AS d
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.service_type, o.address, o.created_at)
        IS DISTINCT FROM (n.status, n.service_type, n.address, n.created_at)
      UNION ALL
      SELECT n.status, n.service_type, n.address, n.created_at, 1
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.service_type, o.address, o.created_at)
        IS DISTINCT FROM (n.status, n.service_type, n.address, n.created_at)) delta
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (status, service_type, location) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO booking_daily_counts AS c (day, n)
    SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, sum(d)
    FROM (SELECT o.status, o.service_type, o.address, o.created_at, -1 AS d
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.service_type, o.address, o.created_at)
        IS DISTINCT FROM (n.status, n.service_type, n.address, n.created_at)
      UNION ALL
      SELECT n.status, n.service_type, n.address, n.created_at, 1
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.service_type, o.address, o.created_at)
        IS DISTINCT FROM (n.status, n.service_type, n.address, n.created_at)) delta
    GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_roll_ups_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_roll_ups_update();
--> statement-breakpoint
CREATE FUNCTION booking_roll_ups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE booking_counts, booking_daily_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_roll_ups_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION booking_roll_ups_truncate();
--> statement-breakpoint
-- The bookings already there.
INSERT INTO booking_counts (status, service_type, location, n)
  SELECT status, service_type, booking_location(address), count(*) FROM bookings GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO booking_daily_counts (day, n)
  SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, count(*) FROM bookings GROUP BY 1;
