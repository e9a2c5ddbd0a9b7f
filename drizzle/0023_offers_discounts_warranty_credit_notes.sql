CREATE TYPE "public"."offer_applies_to" AS ENUM('labour', 'parts', 'both');--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'booking_discount_removed';--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'credit_note_issued';--> statement-breakpoint
CREATE TABLE "booking_offers" (
	"booking_id" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"name" text NOT NULL,
	"percent" integer NOT NULL,
	"applies_to" "offer_applies_to" NOT NULL,
	"combinable" boolean NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" text,
	"remove_reason" text,
	CONSTRAINT "booking_offers_booking_id_offer_id_pk" PRIMARY KEY("booking_id","offer_id"),
	CONSTRAINT "booking_offers_percent_range" CHECK ("booking_offers"."percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "credit_note_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text,
	"reason" text NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"customer_name" text NOT NULL,
	"customer_address" text NOT NULL,
	"customer_gstin" text,
	"customer_state_code" text NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_total_positive" CHECK ("credit_notes"."total_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reference" text,
	"refunded_on" date NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD COLUMN "warranty_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD COLUMN "warranty_invoice_line" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_note" text;--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_financial_year_sequence_idx" ON "credit_notes" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_id_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_at_idx" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "refunds_credit_note_id_idx" ON "refunds" USING btree ("credit_note_id");--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD CONSTRAINT "estimate_lines_warranty_invoice_id_invoices_id_fk" FOREIGN KEY ("warranty_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;