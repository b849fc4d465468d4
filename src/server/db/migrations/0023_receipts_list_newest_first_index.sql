DROP INDEX "receipts_org_user_date_idx";--> statement-breakpoint
DROP INDEX "receipts_org_date_idx";--> statement-breakpoint
CREATE INDEX "receipts_org_user_newest_idx" ON "receipts" USING btree ("organization_id","user_id","receipt_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"receipt_number" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "receipts_org_newest_idx" ON "receipts" USING btree ("organization_id","receipt_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"receipt_number" DESC NULLS FIRST);