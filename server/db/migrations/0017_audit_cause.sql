ALTER TABLE "audit_log" ALTER COLUMN "actor_kind" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "cause" text;