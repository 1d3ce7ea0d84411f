ALTER TABLE "activities" ADD COLUMN "city_en" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "department_en" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "city_en" text;