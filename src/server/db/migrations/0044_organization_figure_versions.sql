CREATE TABLE "organization_figure_versions" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_figure_versions" ADD CONSTRAINT "organization_figure_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The figures version (ADR 41): moved at commit by any write to a table the dashboard's figures are read from,
-- so an answer computed under a version is still right while the version stands.
-- Every organization has its row from the moment it exists; existing ones get theirs now.
INSERT INTO "organization_figure_versions" ("organization_id") SELECT "id" FROM "organizations";
--> statement-breakpoint
CREATE FUNCTION figures_version_create() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organization_figure_versions (organization_id) VALUES (NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER organizations_figures_version AFTER INSERT ON "organizations"
  FOR EACH ROW EXECUTE FUNCTION figures_version_create();
--> statement-breakpoint
-- Whether this write is the first of a run of writes to the organization in this transaction: the last
-- organization marked is kept in a transaction-local setting, so a transaction that writes many rows of one
-- organization queues one bump, not one per row. A savepoint rolled back takes its mark and its queued bump
-- with it, so the two never disagree.
CREATE FUNCTION figures_version_mark(p_org uuid) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('masakhane.figures_marked', true) IS NOT DISTINCT FROM p_org::text THEN
    RETURN false;
  END IF;
  PERFORM set_config('masakhane.figures_marked', p_org::text, true);
  RETURN true;
END $$;
--> statement-breakpoint
-- Runs at commit (a deferred constraint trigger), after every other lock the transaction takes: the version
-- row is always its last lock, so bumping cannot deadlock with the ledger's row locks. version + 1 under the
-- row lock the update takes anyway: versions are compared for equality per organization, nothing else. A row
-- this transaction has already moved (its xmin is ours) is left alone: one bump per transaction and organization.
CREATE FUNCTION figures_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_orgs uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    v_orgs := ARRAY[OLD.organization_id];
  ELSIF TG_OP = 'UPDATE' THEN
    v_orgs := ARRAY[OLD.organization_id, NEW.organization_id];
  ELSE
    v_orgs := ARRAY[NEW.organization_id];
  END IF;
  UPDATE organization_figure_versions SET version = version + 1
   WHERE organization_id = ANY (v_orgs) AND NOT (xmin = pg_current_xact_id()::xid);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The tables the dashboard summary reads, directly or through a maintained summary (the ADR says why each).
-- The journal is append-only, so its tables need only the insert trigger.
DO $$
DECLARE
  v_table text;
BEGIN
  FOREACH v_table IN ARRAY ARRAY[
    'ledger_accounts', 'journal_entries', 'journal_lines', 'cash_flow_summaries', 'contribution_summaries',
    'loan_summaries', 'contributions', 'loans', 'loan_repayments', 'user_organizations', 'group_rule_versions'
  ] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW '
      'WHEN (figures_version_mark(NEW.organization_id)) EXECUTE FUNCTION figures_version_bump()',
      v_table || '_figures_version_insert', v_table);
    CONTINUE WHEN v_table IN ('journal_entries', 'journal_lines');
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER UPDATE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW '
      'WHEN (figures_version_mark(NEW.organization_id) OR OLD.organization_id IS DISTINCT FROM NEW.organization_id) '
      'EXECUTE FUNCTION figures_version_bump()',
      v_table || '_figures_version_update', v_table);
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW '
      'WHEN (figures_version_mark(OLD.organization_id)) EXECUTE FUNCTION figures_version_bump()',
      v_table || '_figures_version_delete', v_table);
  END LOOP;
END $$;
