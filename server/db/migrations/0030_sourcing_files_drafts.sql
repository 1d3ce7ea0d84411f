ALTER TYPE "public"."upload_purpose" ADD VALUE 'sourcing';--> statement-breakpoint
ALTER TABLE "sourcing_requests" ALTER COLUMN "category_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sourcing_requests" ALTER COLUMN "quantity" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "sourcing_requests_draft_idx" ON "sourcing_requests" USING btree ("buyer_id","updated_at") WHERE status = 'draft';--> statement-breakpoint
ALTER TABLE "sourcing_requests" ADD CONSTRAINT "sourcing_requests_draft_check" CHECK ("sourcing_requests"."status" = 'draft' or ("sourcing_requests"."category_id" is not null and "sourcing_requests"."quantity" is not null));