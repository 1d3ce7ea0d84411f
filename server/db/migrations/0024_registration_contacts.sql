DROP INDEX "registrations_activity_mobile_idx";--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "mobile" SET DEFAULT '';--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_activity_email_only_idx" ON "registrations" USING btree ("activity_id","email") WHERE "registrations"."mobile" = '' and "registrations"."email" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_activity_mobile_idx" ON "registrations" USING btree ("activity_id","mobile") WHERE "registrations"."mobile" <> '';--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_contact_check" CHECK ("registrations"."mobile" <> '' or "registrations"."email" <> '');