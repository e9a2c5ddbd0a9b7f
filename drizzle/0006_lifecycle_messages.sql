CREATE TYPE "public"."message_channel" AS ENUM('email', 'whatsapp');--> statement-breakpoint
CREATE TYPE "public"."message_status" AS ENUM('pending', 'sent', 'failed', 'not_sent', 'skipped');--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'booking_rescheduled' BEFORE 'lead_status_changed';--> statement-breakpoint
ALTER TYPE "public"."admin_audit_source" ADD VALUE 'customer';--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" "message_channel" NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"booking_id" uuid,
	"user_id" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"ics" text,
	"template" jsonb,
	"slot" text,
	"status" "message_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admin_audit" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "whatsapp_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_booking_id_created_at_idx" ON "outbox" USING btree ("booking_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");