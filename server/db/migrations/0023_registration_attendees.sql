CREATE TABLE "registration_attendees" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "leads_exhibitor_registration_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "attendee_id" integer;--> statement-breakpoint
ALTER TABLE "registration_attendees" ADD CONSTRAINT "registration_attendees_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_attendees_code_idx" ON "registration_attendees" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_attendees_position_idx" ON "registration_attendees" USING btree ("registration_id","position");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_attendee_id_registration_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."registration_attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_exhibitor_attendee_idx" ON "leads" USING btree ("exhibitor_id","attendee_id");--> statement-breakpoint
-- hand-written: one attendee per seat of every existing registration. The first is the registrant (the registration's
-- own code and name; their contact stays on the registration); the others get new codes from the same alphabet and a
-- placeholder name ("随行人员 2", "Guest 2" for English registrants) that the console and CSV show. A checked-in
-- registration's attendees are all checked in (the door admitted the whole party). Leads point at the registrant.
INSERT INTO "registration_attendees" ("registration_id", "position", "code", "name", "mobile", "email", "checked_in_at", "created_at")
SELECT r."id", p.n,
  CASE WHEN p.n = 1 THEN r."code" ELSE (
    SELECT string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + floor(random() * 32)::int, 1), '')
    FROM generate_series(1, 12 + 0 * p.n + 0 * r."id")
  ) END,
  CASE WHEN p.n = 1 THEN r."name" WHEN r."locale" = 'en' THEN 'Guest ' || p.n ELSE '随行人员 ' || p.n END,
  '', '', r."checked_in_at", r."created_at"
FROM "registrations" r CROSS JOIN LATERAL generate_series(1, greatest(r."quantity", 1)) AS p(n);--> statement-breakpoint
UPDATE "leads" l SET "attendee_id" = a."id" FROM "registration_attendees" a WHERE a."registration_id" = l."registration_id" AND a."position" = 1;
