CREATE TABLE "activity_exhibitors" (
	"activity_id" integer NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_exhibitors_activity_id_exhibitor_id_pk" PRIMARY KEY("activity_id","exhibitor_id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "doors_open_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "owner_token_hash" text;--> statement-breakpoint
ALTER TABLE "activity_exhibitors" ADD CONSTRAINT "activity_exhibitors_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_exhibitors" ADD CONSTRAINT "activity_exhibitors_exhibitor_id_users_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_exhibitors_exhibitor_idx" ON "activity_exhibitors" USING btree ("exhibitor_id");--> statement-breakpoint
-- Exhibitors who already checked visitors in at an activity stay attached to it (check-in is now limited to attached activities).
INSERT INTO "activity_exhibitors" ("activity_id", "exhibitor_id") SELECT DISTINCT r."activity_id", l."exhibitor_id" FROM "leads" l JOIN "registrations" r ON r."id" = l."registration_id" ON CONFLICT DO NOTHING;
