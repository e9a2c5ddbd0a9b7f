CREATE TABLE "completed_visit_month_counts" (
	"month" date PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- docs/product.md#comeback-rate: completed bookings by the month of their visit day, kept by the
-- roll-up triggers of 0015_booking_roll_ups in the statement of each change (a change of status
-- or visit day moves a booking between months); only completed bookings are counted, so a new
-- booking, which is never completed, writes nothing here.
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_roll_ups_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_counts AS c (status, service_type, location, n)
    SELECT status, service_type, booking_location(address), sum(d)
    FROM (SELECT status, service_type, address, created_at, preferred_date, 1 AS d FROM new_rows) delta
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (status, service_type, location) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO booking_daily_counts AS c (day, n)
    SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, sum(d)
    FROM (SELECT status, service_type, address, created_at, preferred_date, 1 AS d FROM new_rows) delta
    GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO completed_visit_month_counts AS c (month, n)
    SELECT date_trunc('month', preferred_date)::date, sum(d)
    FROM (SELECT status, service_type, address, created_at, preferred_date, 1 AS d FROM new_rows) delta
    WHERE status = 'completed'
    GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
    ON CONFLICT (month) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_roll_ups_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_counts AS c (status, service_type, location, n)
    SELECT status, service_type, booking_location(address), sum(d)
    FROM (SELECT status, service_type, address, created_at, preferred_date, -1 AS d FROM old_rows) delta
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (status, service_type, location) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO booking_daily_counts AS c (day, n)
    SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, sum(d)
    FROM (SELECT status, service_type, address, created_at, preferred_date, -1 AS d FROM old_rows) delta
    GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO completed_visit_month_counts AS c (month, n)
    SELECT date_trunc('month', preferred_date)::date, sum(d)
    FROM (SELECT status, service_type, address, created_at, preferred_date, -1 AS d FROM old_rows) delta
    WHERE status = 'completed'
    GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
    ON CONFLICT (month) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_roll_ups_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_counts AS c (status, service_type, location, n)
    SELECT status, service_type, booking_location(address), sum(d)
    FROM (SELECT o.status, o.service_type, o.address, o.created_at, o.preferred_date, -1 AS d
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.service_type, o.address, o.created_at, o.preferred_date)
        IS DISTINCT FROM (n.status, n.service_type, n.address, n.created_at, n.preferred_date)
      UNION ALL
      SELECT n.status, n.service_type, n.address, n.created_at, n.preferred_date, 1
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.service_type, o.address, o.created_at, o.preferred_date)
        IS DISTINCT FROM (n.status, n.service_type, n.address, n.created_at, n.preferred_date)) delta
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (status, service_type, location) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO booking_daily_counts AS c (day, n)
    SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, sum(d)
    FROM (SELECT o.status, o.service_type, o.address, o.created_at, o.preferred_date, -1 AS d
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.service_type, o.address, o.created_at, o.preferred_date)
        IS DISTINCT FROM (n.status, n.service_type, n.address, n.created_at, n.preferred_date)
      UNION ALL
      SELECT n.status, n.service_type, n.address, n.created_at, n.preferred_date, 1
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.service_type, o.address, o.created_at, o.preferred_date)
        IS DISTINCT FROM (n.status, n.service_type, n.address, n.created_at, n.preferred_date)) delta
    GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO completed_visit_month_counts AS c (month, n)
    SELECT date_trunc('month', preferred_date)::date, sum(d)
    FROM (SELECT o.status, o.service_type, o.address, o.created_at, o.preferred_date, -1 AS d
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.service_type, o.address, o.created_at, o.preferred_date)
        IS DISTINCT FROM (n.status, n.service_type, n.address, n.created_at, n.preferred_date)
      UNION ALL
      SELECT n.status, n.service_type, n.address, n.created_at, n.preferred_date, 1
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.service_type, o.address, o.created_at, o.preferred_date)
        IS DISTINCT FROM (n.status, n.service_type, n.address, n.created_at, n.preferred_date)) delta
    WHERE status = 'completed'
    GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
    ON CONFLICT (month) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_roll_ups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE booking_counts, booking_daily_counts, completed_visit_month_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The bookings already there.
INSERT INTO completed_visit_month_counts (month, n)
  SELECT date_trunc('month', preferred_date)::date, count(*) FROM bookings
  WHERE status = 'completed' GROUP BY 1;
