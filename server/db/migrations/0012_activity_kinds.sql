CREATE TYPE "public"."activity_kind" AS ENUM('show', 'forum', 'course', 'matchmaking', 'salon', 'visit');--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "kind" "activity_kind" DEFAULT 'forum' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "show_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "show_exhibitors" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "show_visitors" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "show_area_sqm" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_show_id_activities_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_kind_idx" ON "activities" USING btree ("kind","starts_at");--> statement-breakpoint
CREATE INDEX "activities_show_idx" ON "activities" USING btree ("show_id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_show_figures_check" CHECK (coalesce("activities"."show_exhibitors", 0) >= 0 and coalesce("activities"."show_visitors", 0) >= 0 and coalesce("activities"."show_area_sqm", 0) >= 0);