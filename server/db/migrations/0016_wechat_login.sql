ALTER TYPE "public"."verification_purpose" ADD VALUE 'wechat';--> statement-breakpoint
CREATE TABLE "wechat_authorisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"browser_hash" text NOT NULL,
	"intent" text NOT NULL,
	"user_id" integer,
	"redirect" text DEFAULT '/' NOT NULL,
	"locale" text DEFAULT 'zh-CN' NOT NULL,
	"app_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"pending_hash" text,
	"open_id" text,
	"union_id" text,
	"nickname" text DEFAULT '' NOT NULL,
	"pending_until" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "wechat_authorisations_state_hash_unique" UNIQUE("state_hash"),
	CONSTRAINT "wechat_authorisations_pending_hash_unique" UNIQUE("pending_hash")
);
--> statement-breakpoint
CREATE TABLE "wechat_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"open_id" text NOT NULL,
	"union_id" text,
	"nickname" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wechat_authorisations" ADD CONSTRAINT "wechat_authorisations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_identities" ADD CONSTRAINT "wechat_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_identities_app_open_idx" ON "wechat_identities" USING btree ("app_id","open_id");--> statement-breakpoint
CREATE INDEX "wechat_identities_union_idx" ON "wechat_identities" USING btree ("union_id");--> statement-breakpoint
CREATE INDEX "wechat_identities_user_idx" ON "wechat_identities" USING btree ("user_id");