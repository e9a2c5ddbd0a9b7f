-- The Bookings tab's search by any part of a name, email, phone or registration reads trigram
-- indexes (docs/decisions/0018). pg_trgm ships with PostgreSQL and is a trusted extension: the
-- database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The Analytics tab's location of a booking's address (docs/product.md#admin-figures): the first
-- of the localities it names (whole words, any case, left to right), else Hyderabad when it names
-- the city, else 'Other Areas'. The same words as ANALYTICS_LOCALITIES and ANALYTICS_CITY in
-- app/features/admin/admin-analytics.server.ts (a test compares them).
CREATE OR REPLACE FUNCTION booking_location(address text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    initcap((regexp_match(address, '\m(Secunderabad|Gachibowli|Madhapur|Kukatpally|Kondapur)\M', 'i'))[1]),
    initcap((regexp_match(address, '\m(Hyderabad)\M', 'i'))[1]),
    'Other Areas')
$$;
