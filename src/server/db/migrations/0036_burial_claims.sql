CREATE TABLE "burial_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"holder_user_id" uuid NOT NULL,
	"died_on" date NOT NULL,
	"cause" varchar(12) NOT NULL,
	"death_notice_number" varchar(30) NOT NULL,
	"death_certificate_key" varchar(200),
	"death_certificate_type" varchar(40),
	"death_notice_key" varchar(200),
	"death_notice_type" varchar(40),
	"claimant_name" varchar(120) NOT NULL,
	"claimant_relationship" varchar(60) NOT NULL,
	"claimant_phone" varchar(20) NOT NULL,
	"payee_kind" varchar(12) NOT NULL,
	"payee_name" varchar(120) NOT NULL,
	"payee_account" varchar(60) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'lodged' NOT NULL,
	"lodged_on" date NOT NULL,
	"lodged_by" uuid,
	"eligibility" jsonb NOT NULL,
	"approval_eligibility" jsonb,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"paid_by" uuid,
	"paid_at" timestamp with time zone,
	"journal_entry_id" uuid,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"decline_reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "burial_claims" ADD CONSTRAINT "burial_claims_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_claims" ADD CONSTRAINT "burial_claims_person_id_burial_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."burial_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_claims" ADD CONSTRAINT "burial_claims_policy_id_burial_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."burial_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_claims" ADD CONSTRAINT "burial_claims_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_claims" ADD CONSTRAINT "burial_claims_lodged_by_users_id_fk" FOREIGN KEY ("lodged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_claims" ADD CONSTRAINT "burial_claims_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_claims" ADD CONSTRAINT "burial_claims_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_claims" ADD CONSTRAINT "burial_claims_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_claims" ADD CONSTRAINT "burial_claims_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "burial_claims_org_status_idx" ON "burial_claims" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "burial_claims_org_holder_idx" ON "burial_claims" USING btree ("organization_id","holder_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "burial_claims_one_per_person_key" ON "burial_claims" USING btree ("organization_id","person_id") WHERE "burial_claims"."status" in ('lodged', 'approved', 'paid');--> statement-breakpoint
-- Funeral benefits paid on claims (ADR 0029): an expense account of its own, so the master book and the
-- reports show claims apart from member payouts. New organizations get it with the chart; existing ones now.
CREATE OR REPLACE FUNCTION ledger_create_chart() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (organization_id, code, name, type) VALUES
    (NEW.id, 'cash', 'Cash and bank', 'asset'),
    (NEW.id, 'loans_receivable', 'Loans receivable', 'asset'),
    (NEW.id, 'fines_receivable', 'Fines receivable', 'asset'),
    (NEW.id, 'member_funds', 'Member contributions', 'equity'),
    (NEW.id, 'interest_income', 'Interest income', 'income'),
    (NEW.id, 'fee_income', 'Fees and other income', 'income'),
    (NEW.id, 'fine_income', 'Fine income', 'income'),
    (NEW.id, 'payouts', 'Member payouts', 'expense'),
    (NEW.id, 'expenses', 'Fees and other expenses', 'expense'),
    (NEW.id, 'loan_write_offs', 'Loan write-offs', 'expense'),
    (NEW.id, 'funeral_benefits', 'Funeral benefits paid', 'expense');
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO ledger_accounts (organization_id, code, name, type)
SELECT o.id, 'funeral_benefits', 'Funeral benefits paid', 'expense'::ledger_account_type
  FROM organizations o
 WHERE NOT EXISTS (
   SELECT 1 FROM ledger_accounts a WHERE a.organization_id = o.id AND a.code = 'funeral_benefits'
 );
