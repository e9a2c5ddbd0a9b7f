ALTER TABLE "admin_audit" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_action_created_at_idx" ON "admin_audit" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_user_id_idx" ON "leads" USING btree ("user_id");