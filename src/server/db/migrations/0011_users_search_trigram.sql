-- User Management searches full names and company names with ILIKE '%text%'; trigram indexes keep that fast
-- with a hundred thousand users. pg_trgm is a trusted extension (PostgreSQL 13+); PGlite loads it at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_full_name_trgm_idx" ON "profiles" USING gin ("full_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_company_name_trgm_idx" ON "profiles" USING gin ("company_name" gin_trgm_ops);
