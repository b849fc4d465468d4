CREATE TYPE "public"."bank_line_status" AS ENUM('unmatched', 'matched', 'recorded', 'fee', 'ignored');--> statement-breakpoint
CREATE TABLE "member_fines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period_key" varchar(20) NOT NULL,
	"period_label" varchar(60) NOT NULL,
	"rule_version" integer NOT NULL,
	"raised_on" date NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"postings" integer DEFAULT 0 NOT NULL,
	"waived_at" timestamp with time zone,
	"waived_by" uuid,
	"waived_reason" varchar(300),
	"waiver_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_fines_org_user_period_key" UNIQUE("organization_id","user_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "rule_reminders_sent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period_key" varchar(20) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"is_sent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rule_reminders_sent_org_user_period_kind_key" UNIQUE("organization_id","user_id","period_key","kind")
);
--> statement-breakpoint
CREATE TABLE "group_rule_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"rules" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_rule_versions_org_version_key" UNIQUE("organization_id","version"),
	CONSTRAINT "group_rule_versions_org_effective_key" UNIQUE("organization_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "member_standings" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"owed_cents" bigint NOT NULL,
	"credit_cents" bigint NOT NULL,
	"periods_behind" integer NOT NULL,
	"oldest_unpaid_period" varchar(10),
	"oldest_unpaid_label" varchar(60),
	"oldest_unpaid_due_on" date,
	"fines_cents" bigint NOT NULL,
	"breakdown" jsonb NOT NULL,
	"as_of" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_standings_pkey" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"line_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" varchar(500) NOT NULL,
	"balance_cents" bigint,
	"fingerprint" varchar(100) NOT NULL,
	"position" integer NOT NULL,
	"status" "bank_line_status" DEFAULT 'unmatched' NOT NULL,
	"matched_contribution_id" uuid,
	"matched_repayment_id" uuid,
	"journal_entry_id" uuid,
	"matched_by" uuid,
	"matched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"format" varchar(32) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"closing_balance_cents" bigint,
	"currency" varchar(3) DEFAULT 'ZAR' NOT NULL,
	"line_count" integer NOT NULL,
	"new_line_count" integer NOT NULL,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_slips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"contribution_id" uuid,
	"repayment_id" uuid,
	"uploaded_by" uuid,
	"content_type" varchar(50) NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"original_name" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_slips_one_payment" CHECK (("payment_slips"."contribution_id" IS NULL) <> ("payment_slips"."repayment_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "book_closings" ADD COLUMN "reason" varchar(500);--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "paid_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "user_organizations" ADD COLUMN "payment_reference" varchar(16);--> statement-breakpoint
ALTER TABLE "member_fines" ADD CONSTRAINT "member_fines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_fines" ADD CONSTRAINT "member_fines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_fines" ADD CONSTRAINT "member_fines_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_fines" ADD CONSTRAINT "member_fines_waiver_entry_id_journal_entries_id_fk" FOREIGN KEY ("waiver_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_reminders_sent" ADD CONSTRAINT "rule_reminders_sent_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_reminders_sent" ADD CONSTRAINT "rule_reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_rule_versions" ADD CONSTRAINT "group_rule_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_rule_versions" ADD CONSTRAINT "group_rule_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_standings" ADD CONSTRAINT "member_standings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_standings" ADD CONSTRAINT "member_standings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_standings" ADD CONSTRAINT "member_standings_membership_id_user_organizations_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."user_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_matched_contribution_id_contributions_id_fk" FOREIGN KEY ("matched_contribution_id") REFERENCES "public"."contributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_matched_repayment_id_loan_repayments_id_fk" FOREIGN KEY ("matched_repayment_id") REFERENCES "public"."loan_repayments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_matched_by_users_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_repayment_id_loan_repayments_id_fk" FOREIGN KEY ("repayment_id") REFERENCES "public"."loan_repayments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_fines_org_raised_idx" ON "member_fines" USING btree ("organization_id","raised_on");--> statement-breakpoint
CREATE INDEX "member_standings_org_owed_idx" ON "member_standings" USING btree ("organization_id","owed_cents");--> statement-breakpoint
CREATE INDEX "member_standings_org_behind_idx" ON "member_standings" USING btree ("organization_id","periods_behind","owed_cents");--> statement-breakpoint
CREATE INDEX "member_standings_org_oldest_idx" ON "member_standings" USING btree ("organization_id","oldest_unpaid_due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_org_fingerprint_key" ON "bank_statement_lines" USING btree ("organization_id","fingerprint");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_org_date_idx" ON "bank_statement_lines" USING btree ("organization_id","line_date");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_org_status_idx" ON "bank_statement_lines" USING btree ("organization_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_org_contribution_key" ON "bank_statement_lines" USING btree ("organization_id","matched_contribution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_org_repayment_key" ON "bank_statement_lines" USING btree ("organization_id","matched_repayment_id");--> statement-breakpoint
CREATE INDEX "bank_statements_org_period_idx" ON "bank_statements" USING btree ("organization_id","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_slips_org_contribution_key" ON "payment_slips" USING btree ("organization_id","contribution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_slips_org_repayment_key" ON "payment_slips" USING btree ("organization_id","repayment_id");--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_paid_by_user_id_users_id_fk" FOREIGN KEY ("paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_organizations_org_payment_reference_key" ON "user_organizations" USING btree ("organization_id","payment_reference");