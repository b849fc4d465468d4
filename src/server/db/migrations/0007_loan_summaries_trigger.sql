-- Keeps loan_summaries equal to the loans and their completed repayments, at two grains per change:
-- the borrower's row and the organization's row (user 00000000-0000-0000-0000-000000000000).
CREATE FUNCTION loan_summaries_add(
  p_org uuid, p_user uuid, p_disbursed bigint, p_active_count integer, p_active bigint,
  p_repaid bigint, p_defaulted_count integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_disbursed = 0 AND p_active_count = 0 AND p_active = 0 AND p_repaid = 0 AND p_defaulted_count = 0 THEN
    RETURN;
  END IF;
  INSERT INTO loan_summaries AS s
    (organization_id, user_id, disbursed_cents, active_count, active_cents, repaid_cents, defaulted_count)
  VALUES
    (p_org, p_user, p_disbursed, p_active_count, p_active, p_repaid, p_defaulted_count),
    (p_org, '00000000-0000-0000-0000-000000000000', p_disbursed, p_active_count, p_active, p_repaid, p_defaulted_count)
  ON CONFLICT (organization_id, user_id) DO UPDATE
    SET disbursed_cents = s.disbursed_cents + EXCLUDED.disbursed_cents,
        active_count = s.active_count + EXCLUDED.active_count,
        active_cents = s.active_cents + EXCLUDED.active_cents,
        repaid_cents = s.repaid_cents + EXCLUDED.repaid_cents,
        defaulted_count = s.defaulted_count + EXCLUDED.defaulted_count;
END $$;
--> statement-breakpoint
-- What one loan row counts for: disbursed principal once paid out; active and defaulted by its status.
CREATE FUNCTION loan_summaries_apply_loan(p_loan loans, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_loan.status NOT IN ('active', 'paid', 'defaulted') THEN
    RETURN;
  END IF;
  PERFORM loan_summaries_add(
    p_loan.organization_id,
    p_loan.user_id,
    p_sign * p_loan.amount_cents,
    CASE WHEN p_loan.status = 'active' THEN p_sign ELSE 0 END,
    CASE WHEN p_loan.status = 'active' THEN p_sign * p_loan.amount_cents ELSE 0 END,
    0,
    CASE WHEN p_loan.status = 'defaulted' THEN p_sign ELSE 0 END
  );
END $$;
--> statement-breakpoint
CREATE FUNCTION loan_summaries_loan_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates (decision texts, dates) change no figure: leave the summary rows unlocked.
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.amount_cents = NEW.amount_cents
     AND OLD.user_id = NEW.user_id AND OLD.organization_id = NEW.organization_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM loan_summaries_apply_loan(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM loan_summaries_apply_loan(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loans_summaries AFTER INSERT OR UPDATE OR DELETE ON "loans"
  FOR EACH ROW EXECUTE FUNCTION loan_summaries_loan_trigger();
--> statement-breakpoint
CREATE FUNCTION loan_summaries_repayment_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'completed' THEN
    PERFORM loan_summaries_add(OLD.organization_id, OLD.user_id, 0, 0, 0, -OLD.amount_cents, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'completed' THEN
    PERFORM loan_summaries_add(NEW.organization_id, NEW.user_id, 0, 0, 0, NEW.amount_cents, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loan_repayments_summaries AFTER INSERT OR UPDATE OR DELETE ON "loan_repayments"
  FOR EACH ROW EXECUTE FUNCTION loan_summaries_repayment_trigger();
--> statement-breakpoint
-- Databases that already hold loans start with correct summaries.
SELECT loan_summaries_apply_loan(l, 1) FROM loans l;
--> statement-breakpoint
SELECT loan_summaries_add(organization_id, user_id, 0, 0, 0, amount_cents, 0)
  FROM loan_repayments WHERE status = 'completed';
