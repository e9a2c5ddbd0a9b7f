CREATE TYPE "public"."emergency_status" AS ENUM('sent', 'taken', 'arrived', 'resolved', 'towed');--> statement-breakpoint
CREATE TABLE "emergency_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"car" text,
	"problem" text NOT NULL,
	"landmark" text NOT NULL,
	"locality" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"distance_km" double precision,
	"within_radius" boolean,
	"promise_minutes" integer NOT NULL,
	"status" "emergency_status" DEFAULT 'sent' NOT NULL,
	"taken_by" text,
	"taker_name" text,
	"eta_minutes" integer,
	"taken_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emergency_requests_steps" CHECK (("emergency_requests"."status" = 'sent') = ("emergency_requests"."taken_at" is null)
        and ("emergency_requests"."status" in ('sent', 'taken')) = ("emergency_requests"."arrived_at" is null)
        and ("emergency_requests"."status" in ('resolved', 'towed')) = ("emergency_requests"."closed_at" is not null)
        and ("emergency_requests"."taken_at" is null) = ("emergency_requests"."eta_minutes" is null))
);
--> statement-breakpoint
ALTER TABLE "emergency_requests" ADD CONSTRAINT "emergency_requests_taken_by_user_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_requests" ADD CONSTRAINT "emergency_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emergency_requests_token_hash_idx" ON "emergency_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "emergency_requests_created_at_idx" ON "emergency_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "emergency_requests_open_idx" ON "emergency_requests" USING btree ("created_at") WHERE "emergency_requests"."status" in ('sent', 'taken', 'arrived');