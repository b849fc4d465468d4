-- A member who leaves a burial society (removed by an admin, or their account closed) becomes a former
-- member: their running policy ends that day (South African date) with the reason, its people leave it that
-- day (their rows stay, so their ID numbers may be covered elsewhere), and the stored cover statuses of those
-- people go (the register shows people on running policies). Claims, levies, successions and term changes
-- stay with the policy. Done here, before the membership row goes, whichever code path deletes it.
CREATE FUNCTION end_burial_policy_of_leaving_member() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_today date := ((now() AT TIME ZONE 'UTC') + interval '2 hours')::date;
  v_reason text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM burial_policies WHERE membership_id = OLD.id AND ended_on IS NULL) THEN
    RETURN OLD;
  END IF;
  v_reason := CASE
    WHEN EXISTS (SELECT 1 FROM profiles WHERE user_id = OLD.user_id AND deleted_at IS NOT NULL)
      THEN 'account_closed'
    ELSE 'member_removed'
  END;
  DELETE FROM burial_cover_statuses
   WHERE policy_id IN (SELECT id FROM burial_policies WHERE membership_id = OLD.id AND ended_on IS NULL);
  UPDATE burial_people SET removed_on = v_today
   WHERE removed_on IS NULL
     AND policy_id IN (SELECT id FROM burial_policies WHERE membership_id = OLD.id AND ended_on IS NULL);
  UPDATE burial_policies SET ended_on = v_today, end_reason = v_reason, membership_id = NULL
   WHERE membership_id = OLD.id AND ended_on IS NULL;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_organizations_end_burial_policy
  BEFORE DELETE ON user_organizations
  FOR EACH ROW EXECUTE FUNCTION end_burial_policy_of_leaving_member();
