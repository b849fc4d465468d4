CREATE TYPE "public"."report_status" AS ENUM('queued', 'running', 'ready', 'failed');--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "status" "report_status" DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "parameters" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "data_key" varchar(300);--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "pdf_key" varchar(300);--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "csv_key" varchar(300);--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "failure_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "idempotency_key" varchar(100);--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_org_idempotency_key" ON "reports" USING btree ("organization_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status");