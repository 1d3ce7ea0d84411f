DROP INDEX "registrations_activity_mobile_idx";--> statement-breakpoint
DROP INDEX "registrations_activity_email_only_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_activity_mobile_idx" ON "registrations" USING btree ("activity_id","mobile") WHERE "registrations"."mobile" <> '' and "registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_activity_email_only_idx" ON "registrations" USING btree ("activity_id","email") WHERE "registrations"."mobile" = '' and "registrations"."email" <> '' and "registrations"."status" <> 'cancelled';