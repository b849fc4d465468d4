-- Keeps cash_flow_summaries equal to the cash account's lines, per (month, type) and (all time, type).
CREATE FUNCTION cash_flow_summaries_add(p_org uuid, p_date date, p_type transaction_type, p_cents bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cash_flow_summaries AS s (organization_id, month, transaction_type, net_cents)
  VALUES
    (p_org, date_trunc('month', p_date)::date, p_type, p_cents),
    (p_org, DATE '0001-01-01', p_type, p_cents)
  ON CONFLICT (organization_id, month, transaction_type) DO UPDATE
    SET net_cents = s.net_cents + EXCLUDED.net_cents;
END $$;
--> statement-breakpoint
CREATE FUNCTION cash_flow_summaries_line_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_date date;
  v_type transaction_type;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE id = NEW.account_id AND code = 'cash') THEN
    RETURN NULL;
  END IF;
  SELECT entry_date, transaction_type INTO v_date, v_type FROM journal_entries WHERE id = NEW.entry_id;
  PERFORM cash_flow_summaries_add(NEW.organization_id, v_date, v_type, NEW.amount_cents);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_cash_flow AFTER INSERT ON "journal_lines"
  FOR EACH ROW EXECUTE FUNCTION cash_flow_summaries_line_trigger();
--> statement-breakpoint
-- Principal still owed on one loan, as loans receivable holds it: lent less the principal of completed
-- repayments while active or defaulted and not written off; nothing otherwise.
CREATE FUNCTION loan_outstanding_principal(p_loan loans) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN p_loan.status IN ('active', 'defaulted') AND p_loan.written_off_on IS NULL THEN
      p_loan.amount_cents - coalesce((
        SELECT sum(r.principal_cents) FROM loan_repayments r
         WHERE r.organization_id = p_loan.organization_id AND r.loan_id = p_loan.id AND r.status = 'completed'
      ), 0)
    ELSE 0
  END
$$;
--> statement-breakpoint
CREATE FUNCTION loan_outstanding_add(p_org uuid, p_user uuid, p_status loan_status, p_cents bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_active bigint := CASE WHEN p_status = 'active' THEN p_cents ELSE 0 END;
  v_defaulted bigint := CASE WHEN p_status = 'defaulted' THEN p_cents ELSE 0 END;
BEGIN
  IF v_active = 0 AND v_defaulted = 0 THEN
    RETURN;
  END IF;
  INSERT INTO loan_summaries AS s (organization_id, user_id, active_outstanding_cents, defaulted_outstanding_cents)
  VALUES
    (p_org, p_user, v_active, v_defaulted),
    (p_org, '00000000-0000-0000-0000-000000000000', v_active, v_defaulted)
  ON CONFLICT (organization_id, user_id) DO UPDATE
    SET active_outstanding_cents = s.active_outstanding_cents + EXCLUDED.active_outstanding_cents,
        defaulted_outstanding_cents = s.defaulted_outstanding_cents + EXCLUDED.defaulted_outstanding_cents;
END $$;
--> statement-breakpoint
CREATE FUNCTION loan_outstanding_loan_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.amount_cents = NEW.amount_cents
     AND OLD.user_id = NEW.user_id AND OLD.written_off_on IS NOT DISTINCT FROM NEW.written_off_on THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM loan_outstanding_add(OLD.organization_id, OLD.user_id, OLD.status, -loan_outstanding_principal(OLD));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM loan_outstanding_add(NEW.organization_id, NEW.user_id, NEW.status, loan_outstanding_principal(NEW));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loans_outstanding AFTER INSERT OR UPDATE OR DELETE ON "loans"
  FOR EACH ROW EXECUTE FUNCTION loan_outstanding_loan_trigger();
--> statement-breakpoint
-- A completed repayment's principal leaves the outstanding of the bucket its loan is in now.
CREATE FUNCTION loan_outstanding_repayment_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_delta bigint := 0;
  v_loan loans;
  v_loan_id uuid;
  v_org uuid;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'completed' THEN
    v_delta := v_delta + OLD.principal_cents;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'completed' THEN
    v_delta := v_delta - NEW.principal_cents;
  END IF;
  IF v_delta = 0 THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    v_loan_id := OLD.loan_id; v_org := OLD.organization_id;
  ELSE
    v_loan_id := NEW.loan_id; v_org := NEW.organization_id;
  END IF;
  SELECT * INTO v_loan FROM loans WHERE organization_id = v_org AND id = v_loan_id;
  IF FOUND AND v_loan.written_off_on IS NULL THEN
    PERFORM loan_outstanding_add(v_loan.organization_id, v_loan.user_id, v_loan.status, v_delta);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loan_repayments_outstanding AFTER INSERT OR UPDATE OR DELETE ON "loan_repayments"
  FOR EACH ROW EXECUTE FUNCTION loan_outstanding_repayment_trigger();
--> statement-breakpoint
-- Databases that already hold entries and loans start with correct summaries.
INSERT INTO cash_flow_summaries (organization_id, month, transaction_type, net_cents)
SELECT e.organization_id, m.month, e.transaction_type, sum(l.amount_cents)
  FROM journal_lines l
  JOIN ledger_accounts a ON a.id = l.account_id AND a.code = 'cash'
  JOIN journal_entries e ON e.id = l.entry_id
  CROSS JOIN LATERAL (VALUES (date_trunc('month', e.entry_date)::date), (DATE '0001-01-01')) AS m(month)
 GROUP BY e.organization_id, m.month, e.transaction_type;
--> statement-breakpoint
SELECT loan_outstanding_add(l.organization_id, l.user_id, l.status, loan_outstanding_principal(l)) FROM loans l;
