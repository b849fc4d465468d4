-- Ledger invariants live in the database, so no code path can break them.

-- A reversal points at an entry of the same organization.
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reversal_of_fk"
  FOREIGN KEY ("reversal_of") REFERENCES "journal_entries"("id");
--> statement-breakpoint

-- 1. Append-only journal: no UPDATE, DELETE or TRUNCATE on entries or lines.
CREATE FUNCTION ledger_reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'journal is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_reject_change();
--> statement-breakpoint
CREATE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON "journal_lines"
  FOR EACH ROW EXECUTE FUNCTION ledger_reject_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON "journal_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_reject_change();
--> statement-breakpoint
CREATE TRIGGER journal_lines_no_truncate BEFORE TRUNCATE ON "journal_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_reject_change();
--> statement-breakpoint

-- 2. A line belongs to the organization of its entry and of its account.
CREATE FUNCTION ledger_check_line_tenant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.id = NEW.entry_id AND e.organization_id = NEW.organization_id)
     OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = NEW.account_id AND a.organization_id = NEW.organization_id) THEN
    RAISE EXCEPTION 'journal line organization does not match its entry or account'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF NEW.amount_cents = 0 THEN
    RAISE EXCEPTION 'journal line amount must not be zero' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_tenant BEFORE INSERT ON "journal_lines"
  FOR EACH ROW EXECUTE FUNCTION ledger_check_line_tenant();
--> statement-breakpoint

-- 3. Balanced entries, checked at commit: at least two lines, summing to zero.
CREATE FUNCTION ledger_check_entry_balanced(p_entry_id uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_count integer;
  v_sum numeric;
BEGIN
  SELECT count(*), coalesce(sum(amount_cents), 0) INTO v_count, v_sum
    FROM journal_lines WHERE entry_id = p_entry_id;
  IF v_count < 2 OR v_sum <> 0 THEN
    RAISE EXCEPTION 'journal entry % is unbalanced (% lines, sum %)', p_entry_id, v_count, v_sum
      USING ERRCODE = 'check_violation';
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_entry_balanced_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'journal_entries' THEN
    PERFORM ledger_check_entry_balanced(NEW.id);
  ELSE
    PERFORM ledger_check_entry_balanced(NEW.entry_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON "journal_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced_trigger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON "journal_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced_trigger();
--> statement-breakpoint

-- 4. Maintained account balances (debits positive), so figures never scan the journal.
CREATE FUNCTION ledger_apply_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance_cents = balance_cents + NEW.amount_cents WHERE id = NEW.account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_apply AFTER INSERT ON "journal_lines"
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_line();
--> statement-breakpoint

-- 5. Every organization gets its chart of accounts the moment it exists.
CREATE FUNCTION ledger_create_chart() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (organization_id, code, name, type) VALUES
    (NEW.id, 'cash', 'Cash and bank', 'asset'),
    (NEW.id, 'loans_receivable', 'Loans receivable', 'asset'),
    (NEW.id, 'member_funds', 'Member contributions', 'equity'),
    (NEW.id, 'interest_income', 'Interest income', 'income'),
    (NEW.id, 'fee_income', 'Fees and other income', 'income'),
    (NEW.id, 'payouts', 'Member payouts', 'expense'),
    (NEW.id, 'expenses', 'Fees and other expenses', 'expense'),
    (NEW.id, 'loan_write_offs', 'Loan write-offs', 'expense');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER organizations_chart AFTER INSERT ON "organizations"
  FOR EACH ROW EXECUTE FUNCTION ledger_create_chart();
--> statement-breakpoint

-- 6. The spec's `transactions`: the journal seen from the cash account (negative = outflow).
CREATE VIEW "transactions" AS
SELECT e.id,
       e.organization_id,
       e.description,
       e.entry_date AS transaction_date,
       e.transaction_type,
       l.amount_cents,
       l.member_user_id,
       e.reversal_of,
       e.source_type,
       e.source_id,
       e.created_at
  FROM journal_entries e
  JOIN ledger_accounts a ON a.organization_id = e.organization_id AND a.code = 'cash'
  JOIN journal_lines l ON l.organization_id = e.organization_id AND l.entry_id = e.id AND l.account_id = a.id;
