-- The number of accounts, kept by statement triggers on profiles (User Management's unfiltered total reads one
-- row). One update per statement, so a bulk insert of many accounts touches the row once.
INSERT INTO "platform_counts" ("name", "value")
SELECT 'profiles', count(*) FROM "profiles"
ON CONFLICT ("name") DO UPDATE SET "value" = EXCLUDED."value";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION platform_counts_profiles_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "platform_counts" SET "value" = "value" + (SELECT count(*) FROM added_rows) WHERE "name" = 'profiles';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION platform_counts_profiles_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "platform_counts" SET "value" = "value" - (SELECT count(*) FROM removed_rows) WHERE "name" = 'profiles';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_platform_count_added AFTER INSERT ON "profiles"
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION platform_counts_profiles_added();
--> statement-breakpoint
CREATE TRIGGER profiles_platform_count_removed AFTER DELETE ON "profiles"
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION platform_counts_profiles_removed();
