-- Keeps bank_line_days equal to bank_statement_lines: per organization and day, the lines, their sum, and
-- those that stand for no master-book entry. One statement of 20,000 lines adds one row per day it spans.
CREATE FUNCTION bank_line_days_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO bank_line_days AS d
      (organization_id, line_date, line_count, total_cents, not_in_book_count, not_in_book_cents)
    SELECT organization_id, line_date, -count(*), -sum(amount_cents),
           -count(*) FILTER (WHERE journal_entry_id IS NULL),
           -coalesce(sum(amount_cents) FILTER (WHERE journal_entry_id IS NULL), 0)
      FROM old_lines GROUP BY organization_id, line_date
    ON CONFLICT (organization_id, line_date) DO UPDATE
      SET line_count = d.line_count + EXCLUDED.line_count,
          total_cents = d.total_cents + EXCLUDED.total_cents,
          not_in_book_count = d.not_in_book_count + EXCLUDED.not_in_book_count,
          not_in_book_cents = d.not_in_book_cents + EXCLUDED.not_in_book_cents;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO bank_line_days AS d
      (organization_id, line_date, line_count, total_cents, not_in_book_count, not_in_book_cents)
    SELECT organization_id, line_date, count(*), sum(amount_cents),
           count(*) FILTER (WHERE journal_entry_id IS NULL),
           coalesce(sum(amount_cents) FILTER (WHERE journal_entry_id IS NULL), 0)
      FROM new_lines GROUP BY organization_id, line_date
    ON CONFLICT (organization_id, line_date) DO UPDATE
      SET line_count = d.line_count + EXCLUDED.line_count,
          total_cents = d.total_cents + EXCLUDED.total_cents,
          not_in_book_count = d.not_in_book_count + EXCLUDED.not_in_book_count,
          not_in_book_cents = d.not_in_book_cents + EXCLUDED.not_in_book_cents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bank_line_days_insert AFTER INSERT ON "bank_statement_lines"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION bank_line_days_trigger();
--> statement-breakpoint
CREATE TRIGGER bank_line_days_update AFTER UPDATE ON "bank_statement_lines"
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION bank_line_days_trigger();
--> statement-breakpoint
CREATE TRIGGER bank_line_days_delete AFTER DELETE ON "bank_statement_lines"
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION bank_line_days_trigger();
--> statement-breakpoint
-- Databases that already hold statement lines start with their days summed.
INSERT INTO bank_line_days
  (organization_id, line_date, line_count, total_cents, not_in_book_count, not_in_book_cents)
SELECT organization_id, line_date, count(*), sum(amount_cents),
       count(*) FILTER (WHERE journal_entry_id IS NULL),
       coalesce(sum(amount_cents) FILTER (WHERE journal_entry_id IS NULL), 0)
  FROM bank_statement_lines GROUP BY organization_id, line_date;
