-- The journal stays append-only, with one exception: when a person claims a member record that had no
-- sign-in (member-records/claim-member-record.ts), the lines and entries that named the record name the
-- claimant's account instead. The claiming transaction says so with the local setting
-- masakhane.member_claim = '<record user id>:<claimant user id>'. The row may change in no other way, the
-- record must be one without a sign-in, and a DELETE is never allowed.
CREATE OR REPLACE FUNCTION ledger_reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  claim text := coalesce(current_setting('masakhane.member_claim', true), '');
  record_id text;
  claimant_id text;
BEGIN
  IF TG_OP = 'UPDATE' AND claim <> '' THEN
    record_id := split_part(claim, ':', 1);
    claimant_id := split_part(claim, ':', 2);
    IF EXISTS (SELECT 1 FROM profiles WHERE user_id::text = record_id AND NOT has_sign_in)
       AND to_jsonb(NEW) = (
         SELECT jsonb_object_agg(key, CASE WHEN value = to_jsonb(record_id) THEN to_jsonb(claimant_id) ELSE value END)
         FROM jsonb_each(to_jsonb(OLD))
       ) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'journal is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;
