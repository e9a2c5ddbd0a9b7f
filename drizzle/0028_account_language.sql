CREATE TYPE "public"."site_language" AS ENUM('en', 'te', 'hi');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "language" "site_language" DEFAULT 'en' NOT NULL;