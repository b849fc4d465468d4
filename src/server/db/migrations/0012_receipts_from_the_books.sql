ALTER TYPE "public"."receipt_status" ADD VALUE 'void';--> statement-breakpoint
CREATE TABLE "receipt_summaries" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_summaries_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "journal_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "verification_code" varchar(32) DEFAULT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)) NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "issued_by" uuid;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "void_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_org_date_idx" ON "receipts" USING btree ("organization_id","receipt_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "receipts_number_idx" ON "receipts" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_org_contribution_key" ON "receipts" USING btree ("organization_id","contribution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_org_loan_repayment_key" ON "receipts" USING btree ("organization_id","loan_repayment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_org_journal_entry_key" ON "receipts" USING btree ("organization_id","journal_entry_id");