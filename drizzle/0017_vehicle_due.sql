CREATE TABLE "vehicle_due_items" (
	"vehicle_id" uuid NOT NULL,
	"item" text NOT NULL,
	"title" text NOT NULL,
	"due_on" date NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "vehicle_due_items_vehicle_id_item_pk" PRIMARY KEY("vehicle_id","item")
);
--> statement-breakpoint
CREATE TABLE "vehicle_due_stale" (
	"vehicle_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_due_items" ADD CONSTRAINT "vehicle_due_items_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_due_items_due_on_idx" ON "vehicle_due_items" USING btree ("due_on","vehicle_id");