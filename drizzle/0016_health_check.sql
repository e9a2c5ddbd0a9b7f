CREATE TYPE "public"."review_hide_reason" AS ENUM('abuse', 'personal_data');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('asked', 'new', 'published', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."health_finding" AS ENUM('fine', 'watch', 'attention');--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'review_published';--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'review_hidden';--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'review_replied';--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" text,
	"token_hash" text,
	"link_expires_at" timestamp with time zone NOT NULL,
	"status" "review_status" DEFAULT 'asked' NOT NULL,
	"rating" integer,
	"text" text,
	"display_name" text,
	"consent_to_publish" boolean DEFAULT false NOT NULL,
	"car" text,
	"locality_slug" text,
	"brand_slug" text,
	"visit_date" date,
	"written_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"hidden_reason" "review_hide_reason",
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" is null or "reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_text_length" CHECK ("reviews"."text" is null or char_length("reviews"."text") <= 1000),
	CONSTRAINT "reviews_reply_length" CHECK ("reviews"."reply" is null or char_length("reviews"."reply") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "health_check_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"health_check_id" uuid NOT NULL,
	"point_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_check_photos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "health_check_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"health_check_id" uuid NOT NULL,
	"point_id" text NOT NULL,
	"finding" "health_finding" NOT NULL,
	"note" text,
	"measurement_tenths" integer,
	"estimate_line_id" uuid,
	"recommendation_id" uuid,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_check_results_note_length" CHECK (char_length("health_check_results"."note") <= 300),
	CONSTRAINT "health_check_results_measurement_range" CHECK ("health_check_results"."measurement_tenths" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "health_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"started_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	CONSTRAINT "health_checks_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_check_photos" ADD CONSTRAINT "health_check_photos_health_check_id_health_checks_id_fk" FOREIGN KEY ("health_check_id") REFERENCES "public"."health_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_check_photos" ADD CONSTRAINT "health_check_photos_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_check_results" ADD CONSTRAINT "health_check_results_health_check_id_health_checks_id_fk" FOREIGN KEY ("health_check_id") REFERENCES "public"."health_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_check_results" ADD CONSTRAINT "health_check_results_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_checks" ADD CONSTRAINT "health_checks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_checks" ADD CONSTRAINT "health_checks_started_by_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_checks" ADD CONSTRAINT "health_checks_completed_by_user_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_id_idx" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_token_hash_idx" ON "reviews" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_status_published_at_idx" ON "reviews" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "health_check_photos_check_idx" ON "health_check_photos" USING btree ("health_check_id","point_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "health_check_results_point_idx" ON "health_check_results" USING btree ("health_check_id","point_id");