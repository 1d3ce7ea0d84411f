CREATE TYPE "public"."certification_kind" AS ENUM('brand', 'retailer');--> statement-breakpoint
CREATE TYPE "public"."certification_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."upload_purpose" AS ENUM('image', 'licence');--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" "certification_kind" NOT NULL,
	"status" "certification_status" DEFAULT 'pending' NOT NULL,
	"company_name" text NOT NULL,
	"uscc" text NOT NULL,
	"legal_representative" text NOT NULL,
	"contact_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"brand_name" text DEFAULT '' NOT NULL,
	"store_name" text DEFAULT '' NOT NULL,
	"store_address" text DEFAULT '' NOT NULL,
	"licence_upload_id" text NOT NULL,
	"applicant_id" integer,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"purpose" "upload_purpose" NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "body_rules_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_licence_upload_id_uploads_id_fk" FOREIGN KEY ("licence_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_sha256_upload_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."upload_blobs"("sha256") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_number_idx" ON "certifications" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_open_uscc_idx" ON "certifications" USING btree ("uscc","kind") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "certifications_status_idx" ON "certifications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id","sha256");--> statement-breakpoint
CREATE INDEX "uploads_sha256_idx" ON "uploads" USING btree ("sha256");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_status_idx" ON "articles" USING btree ("status","submitted_at");