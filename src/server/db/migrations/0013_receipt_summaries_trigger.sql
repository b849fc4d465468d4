-- Receipts issued before receipts carried their journal entry: link them through their payment's posting.
UPDATE "receipts" AS r
SET "journal_entry_id" = c."journal_entry_id"
FROM "contributions" AS c
WHERE c."id" = r."contribution_id" AND r."journal_entry_id" IS NULL AND c."journal_entry_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "receipts" AS r
SET "journal_entry_id" = p."journal_entry_id"
FROM "loan_repayments" AS p
WHERE p."id" = r."loan_repayment_id" AND r."journal_entry_id" IS NULL AND p."journal_entry_id" IS NOT NULL;
--> statement-breakpoint
-- Keeps receipt_summaries equal to the receipts, per member and for the whole organization.
-- Statuses are compared as text: 'void' is added to the enum in this same migration run.
CREATE FUNCTION receipt_summaries_add(p_org uuid, p_user uuid, p_status text, p_sign integer, p_cents bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_paid integer := CASE WHEN p_status IN ('approved', 'paid') THEN p_sign ELSE 0 END;
  v_pending integer := CASE WHEN p_status = 'pending' THEN p_sign ELSE 0 END;
BEGIN
  INSERT INTO receipt_summaries AS s (organization_id, user_id, total_count, paid_count, pending_count, paid_cents)
  VALUES
    (p_org, p_user, p_sign, v_paid, v_pending, v_paid * p_cents),
    (p_org, '00000000-0000-0000-0000-000000000000', p_sign, v_paid, v_pending, v_paid * p_cents)
  ON CONFLICT (organization_id, user_id) DO UPDATE
    SET total_count = s.total_count + EXCLUDED.total_count,
        paid_count = s.paid_count + EXCLUDED.paid_count,
        pending_count = s.pending_count + EXCLUDED.pending_count,
        paid_cents = s.paid_cents + EXCLUDED.paid_cents;
END $$;
--> statement-breakpoint
CREATE FUNCTION receipt_summaries_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.amount_cents = NEW.amount_cents
     AND OLD.user_id = NEW.user_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM receipt_summaries_add(OLD.organization_id, OLD.user_id, OLD.status::text, -1, OLD.amount_cents);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM receipt_summaries_add(NEW.organization_id, NEW.user_id, NEW.status::text, 1, NEW.amount_cents);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER receipts_summaries AFTER INSERT OR UPDATE OR DELETE ON "receipts"
  FOR EACH ROW EXECUTE FUNCTION receipt_summaries_trigger();
--> statement-breakpoint
-- Databases that already hold receipts start with correct summaries.
SELECT receipt_summaries_add(organization_id, user_id, status::text, 1, amount_cents) FROM receipts;
