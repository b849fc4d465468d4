ALTER TYPE "public"."transaction_type" ADD VALUE 'opening';--> statement-breakpoint
CREATE TABLE "opening_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"as_of" date NOT NULL,
	"holdings" jsonb NOT NULL,
	"cash_cents" bigint NOT NULL,
	"savings_cents" bigint NOT NULL,
	"savings_count" integer NOT NULL,
	"loans_cents" bigint NOT NULL,
	"loan_count" integer NOT NULL,
	"equity_cents" bigint NOT NULL,
	"journal_entry_id" uuid NOT NULL,
	"reversal_entry_id" uuid,
	"posted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "opening_position_id" uuid;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "opening_position_id" uuid;--> statement-breakpoint
ALTER TABLE "opening_positions" ADD CONSTRAINT "opening_positions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_positions" ADD CONSTRAINT "opening_positions_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_positions" ADD CONSTRAINT "opening_positions_reversal_entry_id_journal_entries_id_fk" FOREIGN KEY ("reversal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_positions" ADD CONSTRAINT "opening_positions_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "opening_positions_one_standing" ON "opening_positions" USING btree ("organization_id") WHERE "opening_positions"."reversal_entry_id" is null;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_opening_position_id_opening_positions_id_fk" FOREIGN KEY ("opening_position_id") REFERENCES "public"."opening_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_opening_position_id_opening_positions_id_fk" FOREIGN KEY ("opening_position_id") REFERENCES "public"."opening_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A group that moves in arrives with money (ADR 0067): its opening entry balances against this account.
-- New organizations get it with the rest of the chart; existing ones get it now.
CREATE OR REPLACE FUNCTION ledger_create_chart() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (organization_id, code, name, type) VALUES
    (NEW.id, 'cash', 'Cash and bank', 'asset'),
    (NEW.id, 'loans_receivable', 'Loans receivable', 'asset'),
    (NEW.id, 'fines_receivable', 'Fines receivable', 'asset'),
    (NEW.id, 'member_funds', 'Member contributions', 'equity'),
    (NEW.id, 'social_fund', 'Social fund', 'equity'),
    (NEW.id, 'opening_equity', 'Opening balances', 'equity'),
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
SELECT o.id, 'opening_equity', 'Opening balances', 'equity'
  FROM organizations o
 WHERE NOT EXISTS (
   SELECT 1 FROM ledger_accounts a WHERE a.organization_id = o.id AND a.code = 'opening_equity'
 );
--> statement-breakpoint
-- A member's savings at books start count in the all-time totals (paid in) but in no month: they were
-- saved before the books start, so no month's collection holds them.
CREATE OR REPLACE FUNCTION contribution_summaries_row(p_row contributions, p_sign integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_row.opening_position_id IS NOT NULL THEN
    INSERT INTO contribution_summaries AS s (organization_id, user_id, month, completed_count, completed_cents)
    VALUES
      (p_row.organization_id, p_row.user_id, DATE '0001-01-01', p_sign, p_sign * p_row.amount_cents),
      (p_row.organization_id, '00000000-0000-0000-0000-000000000000', DATE '0001-01-01', p_sign, p_sign * p_row.amount_cents)
    ON CONFLICT (organization_id, user_id, month) DO UPDATE
      SET completed_count = s.completed_count + EXCLUDED.completed_count,
          completed_cents = s.completed_cents + EXCLUDED.completed_cents;
  ELSE
    PERFORM contribution_summaries_add(p_row.organization_id, p_row.user_id, p_row.contribution_date, p_sign, p_sign * p_row.amount_cents);
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contribution_summaries_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'completed' THEN
    PERFORM contribution_summaries_row(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'completed' THEN
    PERFORM contribution_summaries_row(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
