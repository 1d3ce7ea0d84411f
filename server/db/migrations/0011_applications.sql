CREATE TYPE "public"."application_status" AS ENUM('new', 'screening', 'interview', 'offer', 'hired', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."education_level" AS ENUM('high_school', 'vocational', 'associate', 'bachelor', 'master', 'doctorate');--> statement-breakpoint
CREATE TYPE "public"."experience_band" AS ENUM('graduate', 'lt1', '1to3', '3to5', '5to10', '10plus');--> statement-breakpoint
ALTER TYPE "public"."upload_purpose" ADD VALUE 'resume';--> statement-breakpoint
CREATE TABLE "job_application_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"job_id" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"experience" "experience_band" NOT NULL,
	"education" "education_level" NOT NULL,
	"cover_note" text DEFAULT '' NOT NULL,
	"resume_upload_id" text NOT NULL,
	"status" "application_status" DEFAULT 'new' NOT NULL,
	"locale" text DEFAULT 'zh-CN' NOT NULL,
	"applicant_id" integer,
	"consent_at" timestamp with time zone NOT NULL,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_application_notes" ADD CONSTRAINT "job_application_notes_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_notes" ADD CONSTRAINT "job_application_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_resume_upload_id_uploads_id_fk" FOREIGN KEY ("resume_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_notes_application_idx" ON "job_application_notes" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_reference_idx" ON "job_applications" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "job_applications_repeat_idx" ON "job_applications" USING btree ("job_id","mobile","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status","id");