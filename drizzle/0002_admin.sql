CREATE TYPE "public"."admin_audit_action" AS ENUM('booking_status_changed', 'lead_status_changed', 'admin_granted', 'admin_revoked', 'admin_setup_failed');--> statement-breakpoint
CREATE TYPE "public"."admin_audit_source" AS ENUM('admin_panel', 'admin_setup', 'operator_command');--> statement-breakpoint
CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" text,
	"action" "admin_audit_action" NOT NULL,
	"source" "admin_audit_source" NOT NULL,
	"target" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_target_created_at_idx" ON "admin_audit" USING btree ("target","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_actor_action_created_at_idx" ON "admin_audit" USING btree ("actor_user_id","action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at" DESC NULLS LAST);