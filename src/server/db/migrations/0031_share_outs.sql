CREATE TYPE "public"."share_out_status" AS ENUM('proposed', 'posted', 'withdrawn');--> statement-breakpoint
CREATE TABLE "share_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"rule" varchar(32) NOT NULL,
	"status" "share_out_status" DEFAULT 'proposed' NOT NULL,
	"result" jsonb NOT NULL,
	"proposed_by" uuid,
	"posted_by" uuid,
	"posted_on" date,
	"posted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_outs" ADD CONSTRAINT "share_outs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_outs" ADD CONSTRAINT "share_outs_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_outs" ADD CONSTRAINT "share_outs_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_outs_org_created_idx" ON "share_outs" USING btree ("organization_id","created_at" DESC NULLS LAST);