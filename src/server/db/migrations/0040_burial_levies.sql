CREATE TABLE "burial_levies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"raised_on" date NOT NULL,
	"paid_on" date,
	"paid_recorded_by" uuid,
	"payment_method" varchar(20),
	"journal_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "burial_levies_org_claim_policy_key" UNIQUE("organization_id","claim_id","policy_id")
);
--> statement-breakpoint
ALTER TABLE "burial_levies" ADD CONSTRAINT "burial_levies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_levies" ADD CONSTRAINT "burial_levies_claim_id_burial_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."burial_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_levies" ADD CONSTRAINT "burial_levies_policy_id_burial_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."burial_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_levies" ADD CONSTRAINT "burial_levies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_levies" ADD CONSTRAINT "burial_levies_paid_recorded_by_users_id_fk" FOREIGN KEY ("paid_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_levies" ADD CONSTRAINT "burial_levies_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "burial_levies_org_user_idx" ON "burial_levies" USING btree ("organization_id","user_id","raised_on");