-- Hand-written: phones are stored in E.164, as the forms now store them (docs/decisions/0022):
-- the rows written before, which hold the phone as the customer typed it, are brought to the
-- same form, so that the back office's search by phone, the WhatsApp consent check (booking
-- phone = consented number) and the displayed phone read an old row and a new one alike.
-- Columns: bookings.customer_phone, leads.phone, profiles.phone (profiles.whatsapp_consent_phone
-- was always stored in E.164). The function lives in this session only (pg_temp).
--
-- The rule, for a value shaped as a typed phone (digits, an optional leading +, spaces, dashes,
-- brackets) whose Indian national number is 10 digits not starting with 0, as `phoneE164` reads
-- it with India as the country of numbers typed without one (the integration test
-- app/features/admin/phones-e164.int.test.ts checks the two agree):
--   "98765 43210"      -> "+919876543210"   (10 digits)
--   "098765-43210"     -> "+919876543210"   (trunk 0)
--   "919876543210"     -> "+919876543210"   (91 without +)
--   "0091 98765 43210" -> "+919876543210"   (international prefix 00)
--   "+91 98765 43210"  -> "+919876543210"
--   "040 2345 6789"    -> "+914023456789"   (a landline with its trunk 0)
--   "+44 7911 123456"  -> "+447911123456"   (another country, typed with +: its digits kept)
-- A value the rule cannot read stays as it was: anything else than that shape, a number of
-- another length, "+" with fewer than 8 or more than 15 digits, an erased booking's
-- "0000000000", an 11-digit toll-free "1800 123 4567". Such a row shows as stored, has no call
-- link, and never matches a consent. A "+" number of another country is not checked against
-- that country's plan: the form had checked it (`isPhoneNumber`) when it was typed.
-- Running it again changes nothing (an E.164 value maps to itself).
CREATE FUNCTION "pg_temp"."phone_e164_or_same"(typed text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN btrim(typed) !~ '^\+?[0-9 ()-]+$' THEN typed
    WHEN btrim(typed) LIKE '+%' THEN CASE
      WHEN d LIKE '91%' THEN CASE WHEN d ~ '^91[1-9][0-9]{9}$' THEN '+' || d ELSE typed END
      WHEN d ~ '^[1-9][0-9]{7,14}$' THEN '+' || d
      ELSE typed END
    WHEN d ~ '^[1-9][0-9]{9}$' THEN '+91' || d
    WHEN d ~ '^0[1-9][0-9]{9}$' THEN '+91' || substr(d, 2)
    WHEN d ~ '^91[1-9][0-9]{9}$' THEN '+' || d
    WHEN d ~ '^0091[1-9][0-9]{9}$' THEN '+' || substr(d, 3)
    ELSE typed
  END
  FROM (SELECT regexp_replace(typed, '[^0-9]', '', 'g') AS d) AS digits
$$;
--> statement-breakpoint
UPDATE "bookings" SET "customer_phone" = pg_temp.phone_e164_or_same("customer_phone")
  WHERE "customer_phone" IS DISTINCT FROM pg_temp.phone_e164_or_same("customer_phone");
--> statement-breakpoint
UPDATE "leads" SET "phone" = pg_temp.phone_e164_or_same("phone")
  WHERE "phone" IS DISTINCT FROM pg_temp.phone_e164_or_same("phone");
--> statement-breakpoint
UPDATE "profiles" SET "phone" = pg_temp.phone_e164_or_same("phone")
  WHERE "phone" IS NOT NULL AND "phone" IS DISTINCT FROM pg_temp.phone_e164_or_same("phone");
--> statement-breakpoint
DROP FUNCTION pg_temp.phone_e164_or_same(text);
