CREATE TYPE "public"."audience_type" AS ENUM('brand', 'factory', 'provider', 'retailer', 'other');--> statement-breakpoint
CREATE TYPE "public"."registration_status" AS ENUM('confirmed', 'waitlisted', 'cancelled', 'checked_in');--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"company" text NOT NULL,
	"position" text NOT NULL,
	"audience" "audience_type" NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"status" "registration_status" NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_code_idx" ON "registrations" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_activity_mobile_idx" ON "registrations" USING btree ("activity_id","mobile");--> statement-breakpoint
CREATE INDEX "registrations_waitlist_idx" ON "registrations" USING btree ("activity_id","status","id");