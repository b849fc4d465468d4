-- Money that is set stays set: like the journal, these columns are protected in the database itself.
-- 1. An account's balance moves only with the journal: ledger_apply_line (a trigger on journal_lines) is
--    the one writer, so a change made by any statement that is not itself run by a trigger is refused.
CREATE FUNCTION ledger_reject_balance_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger_accounts.balance_cents changes only through journal lines'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_balance_guard BEFORE UPDATE OF balance_cents ON "ledger_accounts"
  FOR EACH ROW WHEN (OLD.balance_cents IS DISTINCT FROM NEW.balance_cents)
  EXECUTE FUNCTION ledger_reject_balance_change();
--> statement-breakpoint
-- 2. Amounts of money records never change once written (a mistake is reversed, not edited).
CREATE FUNCTION money_reject_amount_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the amount of a % record cannot be changed', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER contributions_amount_guard BEFORE UPDATE OF amount_cents ON "contributions"
  FOR EACH ROW WHEN (OLD.amount_cents IS DISTINCT FROM NEW.amount_cents)
  EXECUTE FUNCTION money_reject_amount_change();
--> statement-breakpoint
CREATE TRIGGER loans_amount_guard BEFORE UPDATE OF amount_cents, total_repayable_cents, interest_rate_bps ON "loans"
  FOR EACH ROW WHEN (OLD.amount_cents IS DISTINCT FROM NEW.amount_cents
    OR OLD.total_repayable_cents IS DISTINCT FROM NEW.total_repayable_cents
    OR OLD.interest_rate_bps IS DISTINCT FROM NEW.interest_rate_bps)
  EXECUTE FUNCTION money_reject_amount_change();
--> statement-breakpoint
CREATE TRIGGER loan_repayments_amount_guard BEFORE UPDATE OF amount_cents ON "loan_repayments"
  FOR EACH ROW WHEN (OLD.amount_cents IS DISTINCT FROM NEW.amount_cents)
  EXECUTE FUNCTION money_reject_amount_change();
