-- Each membership carries the payment reference its member writes on bank payments to the group, e.g.
-- KSS-4821 (src/shared/payment-reference.ts): the organization's initials, a dash and random digits,
-- unique within the organization. Assigned here, on insert, whichever code path creates the membership.
CREATE FUNCTION payment_reference_prefix(org_name text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  v_words text[];
  v_prefix text := '';
  v_word text;
BEGIN
  SELECT coalesce(array_agg(w), '{}') INTO v_words
    FROM unnest(regexp_split_to_array(upper(coalesce(org_name, '')), '[^A-Z]+')) AS w
    WHERE w <> '';
  FOREACH v_word IN ARRAY v_words LOOP
    EXIT WHEN length(v_prefix) >= 3;
    v_prefix := v_prefix || substr(v_word, 1, 1);
  END LOOP;
  IF length(v_prefix) < 2 THEN
    v_prefix := substr(array_to_string(v_words, ''), 1, 3);
  END IF;
  IF length(v_prefix) < 2 THEN
    RETURN 'MSK';
  END IF;
  RETURN v_prefix;
END $$;
--> statement-breakpoint
-- Four random digits while they last; after twenty taken draws in a row, one digit more.
CREATE FUNCTION next_payment_reference(p_organization_id uuid) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_prefix text;
  v_candidate text;
  v_width int := 4;
  v_attempt int := 0;
BEGIN
  SELECT payment_reference_prefix(name) INTO v_prefix FROM organizations WHERE id = p_organization_id;
  LOOP
    v_candidate := coalesce(v_prefix, 'MSK') || '-'
      || (floor(random() * 9 * 10 ^ (v_width - 1)) + 10 ^ (v_width - 1))::bigint::text;
    IF NOT EXISTS (
      SELECT 1 FROM user_organizations
       WHERE organization_id = p_organization_id AND payment_reference = v_candidate
    ) THEN
      RETURN v_candidate;
    END IF;
    v_attempt := v_attempt + 1;
    IF v_attempt % 20 = 0 AND v_width < 6 THEN
      v_width := v_width + 1;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_organizations_assign_payment_reference() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.payment_reference IS NULL THEN
    NEW.payment_reference := next_payment_reference(NEW.organization_id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_organizations_payment_reference BEFORE INSERT ON "user_organizations"
  FOR EACH ROW EXECUTE FUNCTION user_organizations_assign_payment_reference();
--> statement-breakpoint
-- Existing memberships get theirs now, oldest member first.
DO $$
DECLARE
  v_row record;
BEGIN
  FOR v_row IN
    SELECT id, organization_id FROM user_organizations WHERE payment_reference IS NULL ORDER BY joined_at, id
  LOOP
    UPDATE user_organizations SET payment_reference = next_payment_reference(v_row.organization_id)
     WHERE id = v_row.id;
  END LOOP;
END $$;
