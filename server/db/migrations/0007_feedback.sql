CREATE TYPE "public"."feedback_spam_rule" AS ENUM('honeypot', 'token', 'too_fast', 'rate_limit', 'duplicate');--> statement-breakpoint
CREATE TYPE "public"."feedback_status" AS ENUM('new', 'handled');--> statement-breakpoint
CREATE TYPE "public"."feedback_topic" AS ENUM('cooperation', 'exhibition', 'certification', 'activity', 'media', 'suggestion', 'other');--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"audience" "audience_type" NOT NULL,
	"topic" "feedback_topic" NOT NULL,
	"message" text NOT NULL,
	"message_digest" text NOT NULL,
	"address_key" text DEFAULT '' NOT NULL,
	"status" "feedback_status" DEFAULT 'new' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_spam" (
	"day" text NOT NULL,
	"rule" "feedback_spam_rule" NOT NULL,
	"address_key" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"sample" text DEFAULT '' NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_spam_day_rule_address_key_pk" PRIMARY KEY("day","rule","address_key")
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_reference_idx" ON "feedback" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "feedback_digest_idx" ON "feedback" USING btree ("message_digest","created_at");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "feedback_spam_last_idx" ON "feedback_spam" USING btree ("last_at");