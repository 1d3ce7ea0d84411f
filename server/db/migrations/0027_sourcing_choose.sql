CREATE TYPE "public"."sourcing_quote_side" AS ENUM('buyer', 'supplier');--> statement-breakpoint
CREATE TABLE "sourcing_quote_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"side" "sourcing_quote_side" NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_quote_messages_body_check" CHECK (char_length("sourcing_quote_messages"."body") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "sourcing_quotes" ADD COLUMN "shortlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sourcing_quotes" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sourcing_quotes" ADD COLUMN "decline_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sourcing_quote_messages" ADD CONSTRAINT "sourcing_quote_messages_quote_id_sourcing_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."sourcing_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_quote_messages" ADD CONSTRAINT "sourcing_quote_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sourcing_quote_messages_quote_idx" ON "sourcing_quote_messages" USING btree ("quote_id","id");