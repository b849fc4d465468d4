CREATE TYPE "public"."statement_import_status" AS ENUM('queued', 'reading', 'storing', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "bank_line_days" (
	"organization_id" uuid NOT NULL,
	"line_date" date NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"not_in_book_count" integer DEFAULT 0 NOT NULL,
	"not_in_book_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bank_line_days_organization_id_line_date_pk" PRIMARY KEY("organization_id","line_date")
);
--> statement-breakpoint
CREATE TABLE "bank_statement_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_key" varchar(300) NOT NULL,
	"mapping" jsonb,
	"status" "statement_import_status" DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"outcome" jsonb,
	"failure_code" varchar(40),
	"failure_message" varchar(500),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_imports_org_created_idx" ON "bank_statement_imports" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_org_entry_idx" ON "bank_statement_lines" USING btree ("organization_id","journal_entry_id") WHERE "bank_statement_lines"."journal_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_not_in_book_idx" ON "bank_statement_lines" USING btree ("organization_id","line_date","position","id") WHERE "bank_statement_lines"."journal_entry_id" is null;