ALTER TABLE "registrations" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_applicant_idx" ON "job_applications" USING btree ("applicant_id","id");--> statement-breakpoint
CREATE INDEX "registrations_user_idx" ON "registrations" USING btree ("user_id","id");--> statement-breakpoint
-- hand-written:
-- Registrations made before user_id existed belong to the account whose login is their mobile number, verified
-- with a code: the proof that already showed such an account its registrations (owner-proof.ts). E-mail addresses
-- are not matched: a registration's e-mail was typed, never proven.
UPDATE "registrations" AS r SET "user_id" = u."id"
  FROM "users" AS u
  WHERE r."user_id" IS NULL AND u."login" = r."mobile" AND u."login_verified_at" IS NOT NULL;
