-- Keeps contribution_summaries equal to the completed contributions, at four grains per change:
-- (member, month), (member, all time), (organization, month), (organization, all time).
CREATE FUNCTION contribution_summaries_add(p_org uuid, p_user uuid, p_date date, p_count integer, p_cents bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_month date := date_trunc('month', p_date)::date;
BEGIN
  INSERT INTO contribution_summaries AS s (organization_id, user_id, month, completed_count, completed_cents)
  VALUES
    (p_org, p_user, v_month, p_count, p_cents),
    (p_org, p_user, DATE '0001-01-01', p_count, p_cents),
    (p_org, '00000000-0000-0000-0000-000000000000', v_month, p_count, p_cents),
    (p_org, '00000000-0000-0000-0000-000000000000', DATE '0001-01-01', p_count, p_cents)
  ON CONFLICT (organization_id, user_id, month) DO UPDATE
    SET completed_count = s.completed_count + EXCLUDED.completed_count,
        completed_cents = s.completed_cents + EXCLUDED.completed_cents;
END $$;
--> statement-breakpoint
CREATE FUNCTION contribution_summaries_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'completed' THEN
    PERFORM contribution_summaries_add(OLD.organization_id, OLD.user_id, OLD.contribution_date, -1, -OLD.amount_cents);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'completed' THEN
    PERFORM contribution_summaries_add(NEW.organization_id, NEW.user_id, NEW.contribution_date, 1, NEW.amount_cents);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contributions_summaries AFTER INSERT OR UPDATE OR DELETE ON "contributions"
  FOR EACH ROW EXECUTE FUNCTION contribution_summaries_trigger();
--> statement-breakpoint
-- Databases that already hold contributions start with correct summaries.
SELECT contribution_summaries_add(organization_id, user_id, contribution_date, 1, amount_cents)
  FROM contributions WHERE status = 'completed';
