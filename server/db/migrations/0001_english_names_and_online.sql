ALTER TABLE "activities" ADD COLUMN "city_en" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "department_en" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "city_en" text;--> statement-breakpoint
-- Until now an activity was online when its city was 线上 (online); keep those so.
UPDATE "activities" SET "online" = true WHERE "city" = '线上';
