-- Closed months are history: no journal entry may be dated on or before the organization's
-- books_closed_through, whichever code path inserts it. Posting checks this first (under a lock on the
-- organization row, with a readable message); this trigger is the database's own guarantee.
CREATE FUNCTION ledger_refuse_closed_month() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_closed_through date;
BEGIN
  SELECT books_closed_through INTO v_closed_through FROM organizations WHERE id = NEW.organization_id;
  IF v_closed_through IS NOT NULL AND NEW.entry_date <= v_closed_through THEN
    RAISE EXCEPTION '% is closed: date this correction in an open month', to_char(NEW.entry_date, 'FMMonth YYYY')
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_closed_months BEFORE INSERT ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_closed_month();
--> statement-breakpoint
-- Closing only moves forward: the books cannot be reopened by moving the date back or clearing it.
CREATE FUNCTION organizations_books_stay_closed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.books_closed_through IS NOT NULL
     AND (NEW.books_closed_through IS NULL OR NEW.books_closed_through < OLD.books_closed_through) THEN
    RAISE EXCEPTION 'closed months cannot be reopened' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER organizations_books_stay_closed BEFORE UPDATE OF books_closed_through ON "organizations"
  FOR EACH ROW EXECUTE FUNCTION organizations_books_stay_closed();
