CREATE TYPE "public"."sourcing_quote_status" AS ENUM('sent', 'withdrawn', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."sourcing_status" AS ENUM('draft', 'pending', 'live', 'rejected', 'closed', 'hidden');--> statement-breakpoint
CREATE TABLE "sourcing_quote_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"unit_price_fen" bigint,
	"total_fen" bigint,
	"min_order" integer NOT NULL,
	"lead_time_days" integer NOT NULL,
	"valid_until" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_quote_revisions_price_check" CHECK ("sourcing_quote_revisions"."unit_price_fen" is not null or "sourcing_quote_revisions"."total_fen" is not null)
);
--> statement-breakpoint
CREATE TABLE "sourcing_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"supplier_company_id" integer NOT NULL,
	"author_id" integer,
	"status" "sourcing_quote_status" DEFAULT 'sent' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_request_attachments" (
	"request_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sourcing_request_attachments_request_id_upload_id_pk" PRIMARY KEY("request_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "sourcing_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_company_id" integer NOT NULL,
	"buyer_id" integer,
	"status" "sourcing_status" DEFAULT 'pending' NOT NULL,
	"title" text NOT NULL,
	"category_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_rules_version" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"budget_basis" text,
	"budget_min_fen" bigint,
	"budget_max_fen" bigint,
	"region" text NOT NULL,
	"needed_by" text NOT NULL,
	"kinds_wanted" "company_kind"[] NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"show_company" boolean DEFAULT false NOT NULL,
	"open_days" integer NOT NULL,
	"submitted_at" timestamp with time zone,
	"live_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"quote_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_requests_quantity_check" CHECK ("sourcing_requests"."quantity" > 0),
	CONSTRAINT "sourcing_requests_open_days_check" CHECK ("sourcing_requests"."open_days" between 7 and 60),
	CONSTRAINT "sourcing_requests_budget_check" CHECK ("sourcing_requests"."budget_min_fen" is null or "sourcing_requests"."budget_max_fen" is null or "sourcing_requests"."budget_min_fen" <= "sourcing_requests"."budget_max_fen")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "trusted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sourcing_quote_revisions" ADD CONSTRAINT "sourcing_quote_revisions_quote_id_sourcing_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."sourcing_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_quote_revisions" ADD CONSTRAINT "sourcing_quote_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_quotes" ADD CONSTRAINT "sourcing_quotes_request_id_sourcing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sourcing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_quotes" ADD CONSTRAINT "sourcing_quotes_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_quotes" ADD CONSTRAINT "sourcing_quotes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_request_attachments" ADD CONSTRAINT "sourcing_request_attachments_request_id_sourcing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sourcing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_request_attachments" ADD CONSTRAINT "sourcing_request_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_requests" ADD CONSTRAINT "sourcing_requests_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_requests" ADD CONSTRAINT "sourcing_requests_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_requests" ADD CONSTRAINT "sourcing_requests_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_requests" ADD CONSTRAINT "sourcing_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_quote_revisions_quote_idx" ON "sourcing_quote_revisions" USING btree ("quote_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_quotes_request_supplier_idx" ON "sourcing_quotes" USING btree ("request_id","supplier_company_id");--> statement-breakpoint
CREATE INDEX "sourcing_quotes_supplier_idx" ON "sourcing_quotes" USING btree ("supplier_company_id","created_at");--> statement-breakpoint
CREATE INDEX "sourcing_requests_status_idx" ON "sourcing_requests" USING btree ("status","live_at","id");--> statement-breakpoint
CREATE INDEX "sourcing_requests_pending_idx" ON "sourcing_requests" USING btree ("submitted_at","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "sourcing_requests_buyer_idx" ON "sourcing_requests" USING btree ("buyer_company_id","created_at");--> statement-breakpoint
CREATE INDEX "sourcing_requests_search_grams_idx" ON "sourcing_requests" USING gin ("search_grams") WITH (fastupdate=false);--> statement-breakpoint
-- Written by hand below this line: a sourcing request's search text (server/search/README.md, migration 0013's
-- functions): title, the description's plain text, requirements, region and its category's names in both
-- languages; only while it is live or closed (a draft, a pending, rejected or hidden request is found by nobody).
CREATE FUNCTION sourcing_requests_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('live', 'closed') THEN
    NEW.search_text := site_search_fold(concat_ws(E'\n', NEW.title, NEW.region,
      (SELECT concat_ws(' ', c.name, c.name_en, p.name, p.name_en) FROM product_categories AS c
        LEFT JOIN product_categories AS p ON p.id = c.parent_id WHERE c.id = NEW.category_id),
      NEW.requirements, site_search_plain(NEW.description)));
  ELSE
    NEW.search_text := '';
  END IF;
  NEW.search_grams := site_search_grams(NEW.search_text);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER sourcing_requests_search_fill BEFORE INSERT OR UPDATE OF status, title, region, category_id, requirements, description, search_text
  ON sourcing_requests FOR EACH ROW EXECUTE FUNCTION sourcing_requests_search_fill();
