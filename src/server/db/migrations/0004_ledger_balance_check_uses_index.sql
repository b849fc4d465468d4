-- The balance check looks lines up by organization and entry, so it uses journal_lines_org_entry_idx
-- instead of scanning every line of every organization at each commit.
CREATE OR REPLACE FUNCTION ledger_check_entry_balanced(p_org uuid, p_entry_id uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_count integer;
  v_sum numeric;
BEGIN
  SELECT count(*), coalesce(sum(amount_cents), 0) INTO v_count, v_sum
    FROM journal_lines WHERE organization_id = p_org AND entry_id = p_entry_id;
  IF v_count < 2 OR v_sum <> 0 THEN
    RAISE EXCEPTION 'journal entry % is unbalanced (% lines, sum %)', p_entry_id, v_count, v_sum
      USING ERRCODE = 'check_violation';
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_entry_balanced_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'journal_entries' THEN
    PERFORM ledger_check_entry_balanced(NEW.organization_id, NEW.id);
  ELSE
    PERFORM ledger_check_entry_balanced(NEW.organization_id, NEW.entry_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION ledger_check_entry_balanced(uuid);
