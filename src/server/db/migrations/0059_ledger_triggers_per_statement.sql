-- A batch of entries (a group's imported history, the daily fines run) updated each account's balance row and
-- each summary row once per line: in one transaction the same row updated 100,000 times walks a longer chain
-- of row versions each time (docs/benchmarks.md, "Importing a group's own file"). These triggers now add a
-- whole statement's lines at once: one update per account, per summary row. The sums are the same.
CREATE OR REPLACE FUNCTION ledger_apply_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Accounts are locked in one order, so two batches never wait on each other crosswise.
  PERFORM 1 FROM ledger_accounts WHERE id IN (SELECT DISTINCT account_id FROM new_lines) ORDER BY id FOR UPDATE;
  UPDATE ledger_accounts a SET balance_cents = a.balance_cents + s.cents
    FROM (SELECT account_id, sum(amount_cents) AS cents FROM new_lines GROUP BY account_id) s
   WHERE a.id = s.account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER journal_lines_apply ON "journal_lines";
--> statement-breakpoint
CREATE TRIGGER journal_lines_apply AFTER INSERT ON "journal_lines"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_lines();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cash_flow_summaries_lines_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cash_flow_summaries AS s (organization_id, month, transaction_type, net_cents)
  SELECT l.organization_id, m.month, e.transaction_type, sum(l.amount_cents)
    FROM new_lines l
    JOIN ledger_accounts a ON a.id = l.account_id AND a.code = 'cash'
    JOIN journal_entries e ON e.id = l.entry_id
    CROSS JOIN LATERAL (VALUES (date_trunc('month', e.entry_date)::date), (DATE '0001-01-01')) AS m(month)
   GROUP BY l.organization_id, m.month, e.transaction_type
   ORDER BY l.organization_id, m.month, e.transaction_type
  ON CONFLICT (organization_id, month, transaction_type) DO UPDATE
    SET net_cents = s.net_cents + EXCLUDED.net_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER journal_lines_cash_flow ON "journal_lines";
--> statement-breakpoint
CREATE TRIGGER journal_lines_cash_flow AFTER INSERT ON "journal_lines"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION cash_flow_summaries_lines_trigger();
--> statement-breakpoint
-- New completed contributions, a statement at a time (changes of one stay a row at a time).
CREATE OR REPLACE FUNCTION contribution_summaries_insert_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contribution_summaries AS s (organization_id, user_id, month, completed_count, completed_cents)
  SELECT c.organization_id, g.user_id, g.month, count(*), sum(c.amount_cents)
    FROM new_rows c
    CROSS JOIN LATERAL (VALUES
      (c.user_id, date_trunc('month', c.contribution_date)::date, c.opening_position_id IS NULL),
      (c.user_id, DATE '0001-01-01', true),
      ('00000000-0000-0000-0000-000000000000'::uuid, date_trunc('month', c.contribution_date)::date, c.opening_position_id IS NULL),
      ('00000000-0000-0000-0000-000000000000'::uuid, DATE '0001-01-01', true)
    ) AS g(user_id, month, is_counted)
   WHERE c.status = 'completed' AND g.is_counted
   GROUP BY c.organization_id, g.user_id, g.month
   ORDER BY c.organization_id, g.user_id, g.month
  ON CONFLICT (organization_id, user_id, month) DO UPDATE
    SET completed_count = s.completed_count + EXCLUDED.completed_count,
        completed_cents = s.completed_cents + EXCLUDED.completed_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER contributions_summaries ON "contributions";
--> statement-breakpoint
CREATE TRIGGER contributions_summaries AFTER UPDATE OR DELETE ON "contributions"
  FOR EACH ROW EXECUTE FUNCTION contribution_summaries_trigger();
--> statement-breakpoint
CREATE TRIGGER contributions_summaries_insert AFTER INSERT ON "contributions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contribution_summaries_insert_trigger();
