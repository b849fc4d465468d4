DROP INDEX "contributions_org_date_idx";--> statement-breakpoint
DROP INDEX "loans_org_date_idx";--> statement-breakpoint
CREATE INDEX "contributions_org_date_idx" ON "contributions" USING btree ("organization_id","contribution_date","created_at");--> statement-breakpoint
CREATE INDEX "loans_org_date_idx" ON "loans" USING btree ("organization_id","loan_date","created_at");