CREATE TABLE "account_counts" (
	"kind" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_user_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "user_created_at_id_idx" ON "user" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_user_id_created_at_idx" ON "bookings" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The roll-up account_counts (docs/decisions/0025) follows every change of user, profiles and
-- user_roles in the statement that makes it, as booking_counts follows bookings: statement-level
-- triggers count the statement's old and new rows (transition tables). Deleting an account
-- deletes its profile and roles by cascade, which fires their triggers too.
CREATE FUNCTION account_counts_add(counted text, delta bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO account_counts AS c (kind, n) VALUES (counted, delta)
    ON CONFLICT (kind) DO UPDATE SET n = c.n + excluded.n;
$$;
--> statement-breakpoint
CREATE FUNCTION account_counts_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted text := TG_ARGV[0];
  delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM new_rows;
  ELSE
    SELECT -count(*) INTO delta FROM old_rows;
  END IF;
  IF delta <> 0 THEN
    PERFORM account_counts_add(counted, delta);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION account_counts_admins() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta + (SELECT count(*) FROM new_rows WHERE role = 'admin');
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    delta := delta - (SELECT count(*) FROM old_rows WHERE role = 'admin');
  END IF;
  IF delta <> 0 THEN
    PERFORM account_counts_add('admins', delta);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION account_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_counts SET n = 0 WHERE kind = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_account_counts_insert AFTER INSERT ON "user"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_counts_rows('users');
--> statement-breakpoint
CREATE TRIGGER user_account_counts_delete AFTER DELETE ON "user"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_counts_rows('users');
--> statement-breakpoint
CREATE TRIGGER user_account_counts_truncate AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION account_counts_truncate('users');
--> statement-breakpoint
CREATE TRIGGER profiles_account_counts_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_counts_rows('profiles');
--> statement-breakpoint
CREATE TRIGGER profiles_account_counts_delete AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_counts_rows('profiles');
--> statement-breakpoint
CREATE TRIGGER profiles_account_counts_truncate AFTER TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION account_counts_truncate('profiles');
--> statement-breakpoint
CREATE TRIGGER user_roles_account_counts_insert AFTER INSERT ON user_roles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_counts_admins();
--> statement-breakpoint
CREATE TRIGGER user_roles_account_counts_delete AFTER DELETE ON user_roles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_counts_admins();
--> statement-breakpoint
CREATE TRIGGER user_roles_account_counts_update AFTER UPDATE ON user_roles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_counts_admins();
--> statement-breakpoint
CREATE TRIGGER user_roles_account_counts_truncate AFTER TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION account_counts_truncate('admins');
--> statement-breakpoint
-- The accounts already there (no row for a kind with none: a restore brings its rows back as
-- they were written, and the triggers add a row at the first insert).
INSERT INTO account_counts (kind, n)
  SELECT 'users', count(*) FROM "user" HAVING count(*) > 0
  UNION ALL SELECT 'profiles', count(*) FROM profiles HAVING count(*) > 0
  UNION ALL SELECT 'admins', count(*) FROM user_roles WHERE role = 'admin' HAVING count(*) > 0;
