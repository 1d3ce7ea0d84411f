CREATE TABLE "sourcing_invitations" (
	"request_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"invited_by" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_invitations_request_id_company_id_pk" PRIMARY KEY("request_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "sourcing_invitations" ADD CONSTRAINT "sourcing_invitations_request_id_sourcing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sourcing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_invitations" ADD CONSTRAINT "sourcing_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_invitations" ADD CONSTRAINT "sourcing_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sourcing_invitations_company_idx" ON "sourcing_invitations" USING btree ("company_id","request_id");