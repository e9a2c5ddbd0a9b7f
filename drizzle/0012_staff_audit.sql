ALTER TYPE "public"."admin_audit_action" ADD VALUE 'staff_role_granted';--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'staff_role_revoked';--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'technician_assigned';--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'leg_driver_assigned';--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'leg_state_changed';--> statement-breakpoint
ALTER TYPE "public"."admin_audit_source" ADD VALUE 'staff';