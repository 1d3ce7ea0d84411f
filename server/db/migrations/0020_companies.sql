CREATE TYPE "public"."company_kind" AS ENUM('brand', 'factory', 'provider', 'retailer');--> statement-breakpoint
CREATE TYPE "public"."meeting_status" AS ENUM('requested', 'proposed', 'accepted', 'declined', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."revision_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."certification_kind" ADD VALUE 'factory' BEFORE 'retailer';--> statement-breakpoint
ALTER TYPE "public"."certification_kind" ADD VALUE 'provider' BEFORE 'retailer';--> statement-breakpoint
CREATE TABLE "booths" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"show_id" integer NOT NULL,
	"number" text NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"width_m" integer NOT NULL,
	"depth_m" integer NOT NULL,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booths_geometry_check" CHECK ("booths"."x" >= 0 and "booths"."y" >= 0 and "booths"."width_m" > 0 and "booths"."depth_m" > 0)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"uscc" text,
	"name" text NOT NULL,
	"name_en" text,
	"kinds" "company_kind"[] DEFAULT '{}'::company_kind[] NOT NULL,
	"logo" text,
	"summary" text DEFAULT '' NOT NULL,
	"summary_en" text,
	"introduction" text DEFAULT '' NOT NULL,
	"introduction_en" text,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"founded_year" integer,
	"size_band" text,
	"website" text,
	"contact_channel" text,
	"contact_value" text,
	"certified_kind" "certification_kind",
	"certified_at" timestamp with time zone,
	"certification_id" integer,
	"capacity" text DEFAULT '' NOT NULL,
	"processes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_founded_year_check" CHECK ("companies"."founded_year" is null or "companies"."founded_year" between 1800 and 2100)
);
--> statement-breakpoint
CREATE TABLE "company_categories" (
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "company_categories_company_id_category_id_pk" PRIMARY KEY("company_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "company_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"picture" text,
	"summary" text DEFAULT '' NOT NULL,
	"summary_en" text,
	"category_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"author_id" integer,
	"status" "revision_status" DEFAULT 'pending' NOT NULL,
	"profile" jsonb NOT NULL,
	"base_version" text NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"width_m" integer NOT NULL,
	"depth_m" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "halls_size_check" CHECK ("halls"."width_m" > 0 and "halls"."depth_m" > 0)
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" "meeting_status" DEFAULT 'requested' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reply_note" text DEFAULT '' NOT NULL,
	"requester" jsonb NOT NULL,
	"locale" text DEFAULT 'zh-CN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"name_en" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_companies" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_companies_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "capacity" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "processes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "booths" ADD CONSTRAINT "booths_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booths" ADD CONSTRAINT "booths_show_id_activities_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booths" ADD CONSTRAINT "booths_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_categories" ADD CONSTRAINT "company_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_categories" ADD CONSTRAINT "company_categories_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_products" ADD CONSTRAINT "company_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_products" ADD CONSTRAINT "company_products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_revisions" ADD CONSTRAINT "company_revisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_revisions" ADD CONSTRAINT "company_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_revisions" ADD CONSTRAINT "company_revisions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_show_id_activities_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_show_id_activities_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_companies" ADD CONSTRAINT "saved_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_companies" ADD CONSTRAINT "saved_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booths_show_number_idx" ON "booths" USING btree ("show_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "booths_show_company_idx" ON "booths" USING btree ("show_id","company_id") WHERE company_id is not null;--> statement-breakpoint
CREATE INDEX "booths_hall_idx" ON "booths" USING btree ("hall_id");--> statement-breakpoint
CREATE INDEX "booths_company_idx" ON "booths" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_uscc_idx" ON "companies" USING btree ("uscc");--> statement-breakpoint
CREATE INDEX "companies_certified_idx" ON "companies" USING btree ("certified_at","id");--> statement-breakpoint
CREATE INDEX "companies_search_grams_idx" ON "companies" USING gin ("search_grams") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "company_categories_category_idx" ON "company_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "company_products_company_idx" ON "company_products" USING btree ("company_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "company_revisions_pending_idx" ON "company_revisions" USING btree ("company_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "company_revisions_status_idx" ON "company_revisions" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "halls_show_name_idx" ON "halls" USING btree ("show_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_company_slot_idx" ON "meetings" USING btree ("company_id","starts_at") WHERE status in ('requested', 'proposed', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_requester_slot_idx" ON "meetings" USING btree ("requester_id","starts_at") WHERE status in ('requested', 'proposed', 'accepted');--> statement-breakpoint
CREATE INDEX "meetings_requester_idx" ON "meetings" USING btree ("requester_id","show_id");--> statement-breakpoint
CREATE INDEX "meetings_company_idx" ON "meetings" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_idx" ON "product_categories" USING btree (coalesce("parent_id", 0),"name");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
-- Written by hand below this line: the directory's search text (server/search/README.md, migration 0013's
-- functions). A company's products and categories are part of it; a change to them touches the company's
-- row (search_text = '') so this runs again. A hidden company has none.
CREATE FUNCTION companies_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.hidden THEN
    NEW.search_text := '';
  ELSE
    NEW.search_text := site_search_fold(concat_ws(E'\n', NEW.name, NEW.name_en, NEW.summary, NEW.summary_en,
      NEW.province, NEW.city, NEW.capacity,
      CASE WHEN jsonb_typeof(NEW.processes) = 'array' THEN (SELECT string_agg(v, ' ') FROM jsonb_array_elements_text(NEW.processes) AS v) END,
      CASE WHEN jsonb_typeof(NEW.services) = 'array' THEN (SELECT string_agg(v, ' ') FROM jsonb_array_elements_text(NEW.services) AS v) END,
      (SELECT string_agg(concat_ws(' ', p.name, p.name_en, p.summary, p.summary_en), E'\n') FROM company_products AS p WHERE p.company_id = NEW.id),
      (SELECT string_agg(concat_ws(' ', c.name, c.name_en), ' ') FROM company_categories AS cc JOIN product_categories AS c ON c.id = cc.category_id WHERE cc.company_id = NEW.id),
      NEW.introduction, NEW.introduction_en));
  END IF;
  NEW.search_grams := site_search_grams(NEW.search_text);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER companies_search_fill BEFORE INSERT OR UPDATE OF name, name_en, summary, summary_en, introduction, introduction_en, province, city, capacity, processes, services, hidden, search_text
  ON companies FOR EACH ROW EXECUTE FUNCTION companies_search_fill();
