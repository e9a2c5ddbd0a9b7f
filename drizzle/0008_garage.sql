CREATE TYPE "public"."vehicle_fuel" AS ENUM('petrol', 'diesel', 'cng', 'electric', 'hybrid');--> statement-breakpoint
CREATE TYPE "public"."odometer_source" AS ENUM('check_in', 'customer', 'workshop');--> statement-breakpoint
CREATE TYPE "public"."recommendation_status" AS ENUM('open', 'done', 'dismissed');--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"registration" text,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"fuel" "vehicle_fuel" NOT NULL,
	"vin" text,
	"nickname" text,
	"reminders_enabled" boolean DEFAULT true NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_year_range" CHECK ("vehicles"."year" between 1950 and 2100),
	CONSTRAINT "vehicles_registration_shape" CHECK ("vehicles"."registration" ~ '^[0-9A-Z]{6,12}$'),
	CONSTRAINT "vehicles_vin_shape" CHECK ("vehicles"."vin" ~ '^[A-HJ-NPR-Z0-9]{17}$')
);
--> statement-breakpoint
CREATE TABLE "odometer_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"booking_id" uuid,
	"km" integer NOT NULL,
	"source" "odometer_source" NOT NULL,
	"reason" text,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "odometer_readings_km_range" CHECK ("odometer_readings"."km" between 0 and 2000000)
);
--> statement-breakpoint
CREATE TABLE "service_reminders" (
	"vehicle_id" uuid NOT NULL,
	"item" text NOT NULL,
	"due_on" date NOT NULL,
	"stage" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_reminders_vehicle_id_item_due_on_stage_pk" PRIMARY KEY("vehicle_id","item","due_on","stage")
);
--> statement-breakpoint
CREATE TABLE "vehicle_recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"booking_id" uuid,
	"estimate_line_id" uuid,
	"title" text NOT NULL,
	"suggested_on" date NOT NULL,
	"status" "recommendation_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "service_reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odometer_readings" ADD CONSTRAINT "odometer_readings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odometer_readings" ADD CONSTRAINT "odometer_readings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odometer_readings" ADD CONSTRAINT "odometer_readings_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_recommendations" ADD CONSTRAINT "vehicle_recommendations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_recommendations" ADD CONSTRAINT "vehicle_recommendations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_registration_active_idx" ON "vehicles" USING btree ("registration") WHERE "vehicles"."registration" is not null and "vehicles"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_user_id_idx" ON "vehicles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "odometer_readings_vehicle_recorded_idx" ON "odometer_readings" USING btree ("vehicle_id","recorded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vehicle_recommendations_vehicle_idx" ON "vehicle_recommendations" USING btree ("vehicle_id","status");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_vehicle_id_idx" ON "bookings" USING btree ("vehicle_id");