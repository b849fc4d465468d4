ALTER TYPE "public"."report_type" ADD VALUE 'claims_register';--> statement-breakpoint
CREATE TABLE "burial_claim_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"kind" varchar(12) NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "burial_claim_notices_claim_kind_key" UNIQUE("claim_id","kind")
);
--> statement-breakpoint
CREATE TABLE "burial_reserve_states" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"is_below" boolean NOT NULL,
	"below_since" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "burial_claims" ADD COLUMN "claimant_email" varchar(254);--> statement-breakpoint
ALTER TABLE "burial_claim_notices" ADD CONSTRAINT "burial_claim_notices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_claim_notices" ADD CONSTRAINT "burial_claim_notices_claim_id_burial_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."burial_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_reserve_states" ADD CONSTRAINT "burial_reserve_states_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "burial_claim_notices_unsent_idx" ON "burial_claim_notices" USING btree ("created_at") WHERE "burial_claim_notices"."sent_at" is null;