CREATE TYPE "public"."leg_kind" AS ENUM('pickup', 'drop');--> statement-breakpoint
CREATE TYPE "public"."leg_state" AS ENUM('scheduled', 'assigned', 'on_the_way', 'picked_up', 'at_workshop', 'out_for_delivery', 'delivered');--> statement-breakpoint
CREATE TYPE "public"."walkround_kind" AS ENUM('check_in', 'return');--> statement-breakpoint
ALTER TYPE "public"."app_role" ADD VALUE 'driver';--> statement-breakpoint
ALTER TYPE "public"."app_role" ADD VALUE 'technician';--> statement-breakpoint
CREATE TABLE "job_card_assignments" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"technician_id" text NOT NULL,
	"assigned_by" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" "leg_kind" NOT NULL,
	"state" "leg_state" DEFAULT 'scheduled' NOT NULL,
	"window_start" timestamp with time zone,
	"window_end" timestamp with time zone,
	"driver_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_legs_window_order" CHECK ("pickup_legs"."window_start" is null or ("pickup_legs"."window_end" is not null and "pickup_legs"."window_end" > "pickup_legs"."window_start"))
);
--> statement-breakpoint
CREATE TABLE "walkround_photos" (
	"walkround_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "walkround_photos_walkround_id_photo_id_pk" PRIMARY KEY("walkround_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "walkrounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" "walkround_kind" NOT NULL,
	"odometer_km" integer,
	"fuel_eighths" integer,
	"belongings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"belongings_other" text,
	"notes" text,
	"returned_as_received" boolean DEFAULT false NOT NULL,
	"recorded_by" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_tries" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "walkrounds_odometer_range" CHECK ("walkrounds"."odometer_km" between 0 and 2000000),
	CONSTRAINT "walkrounds_fuel_range" CHECK ("walkrounds"."fuel_eighths" between 0 and 8)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_and_drop" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "locality" text;--> statement-breakpoint
ALTER TABLE "job_card_assignments" ADD CONSTRAINT "job_card_assignments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_assignments" ADD CONSTRAINT "job_card_assignments_technician_id_user_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_assignments" ADD CONSTRAINT "job_card_assignments_assigned_by_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_legs" ADD CONSTRAINT "pickup_legs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_legs" ADD CONSTRAINT "pickup_legs_driver_id_user_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkround_photos" ADD CONSTRAINT "walkround_photos_walkround_id_walkrounds_id_fk" FOREIGN KEY ("walkround_id") REFERENCES "public"."walkrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkround_photos" ADD CONSTRAINT "walkround_photos_photo_id_booking_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."booking_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkrounds" ADD CONSTRAINT "walkrounds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkrounds" ADD CONSTRAINT "walkrounds_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_card_assignments_technician_idx" ON "job_card_assignments" USING btree ("technician_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_legs_booking_kind_idx" ON "pickup_legs" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "pickup_legs_window_idx" ON "pickup_legs" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "pickup_legs_driver_window_idx" ON "pickup_legs" USING btree ("driver_id","window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "walkrounds_booking_kind_idx" ON "walkrounds" USING btree ("booking_id","kind");