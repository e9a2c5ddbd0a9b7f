CREATE TABLE "booking_counts" (
	"status" "booking_status" NOT NULL,
	"service_type" text NOT NULL,
	"location" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "booking_counts_status_service_type_location_pk" PRIMARY KEY("status","service_type","location")
);
--> statement-breakpoint
CREATE TABLE "booking_daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_created_at_idx";--> statement-breakpoint
CREATE INDEX "bookings_created_at_id_idx" ON "bookings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_status_created_at_id_idx" ON "bookings" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_customer_name_trgm_idx" ON "bookings" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_customer_email_trgm_idx" ON "bookings" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_customer_phone_digits_trgm_idx" ON "bookings" USING gin (regexp_replace("customer_phone", '\D', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_id_text_idx" ON "bookings" USING btree (("id"::text) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicles_registration_trgm_idx" ON "vehicles" USING gin ("registration" gin_trgm_ops);