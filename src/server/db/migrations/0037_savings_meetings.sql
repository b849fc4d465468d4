CREATE TYPE "public"."meeting_attendance_status" AS ENUM('present', 'absent', 'excused');--> statement-breakpoint
CREATE TYPE "public"."meeting_payment_kind" AS ENUM('social_fund', 'grant', 'fine');--> statement-breakpoint
CREATE TYPE "public"."savings_meeting_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TABLE "meeting_attendance" (
	"organization_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "meeting_attendance_status" NOT NULL,
	"recorded_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_attendance_organization_id_meeting_id_user_id_pk" PRIMARY KEY("organization_id","meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "meeting_payment_kind" NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" varchar(200),
	"journal_entry_id" uuid NOT NULL,
	"reversal_entry_id" uuid,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_share_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"shares" integer NOT NULL,
	"share_price_cents" bigint NOT NULL,
	"contribution_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "savings_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"cycle" integer NOT NULL,
	"number" integer NOT NULL,
	"meeting_date" date NOT NULL,
	"status" "savings_meeting_status" DEFAULT 'open' NOT NULL,
	"cash_counted_cents" bigint,
	"book_cash_cents" bigint,
	"opened_by" uuid,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "savings_meetings_org_number_key" UNIQUE("organization_id","number")
);
--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_meeting_id_savings_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."savings_meetings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_payments" ADD CONSTRAINT "meeting_payments_meeting_id_savings_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."savings_meetings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_payments" ADD CONSTRAINT "meeting_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_payments" ADD CONSTRAINT "meeting_payments_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_payments" ADD CONSTRAINT "meeting_payments_reversal_entry_id_journal_entries_id_fk" FOREIGN KEY ("reversal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_payments" ADD CONSTRAINT "meeting_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_share_purchases" ADD CONSTRAINT "meeting_share_purchases_meeting_id_savings_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."savings_meetings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_share_purchases" ADD CONSTRAINT "meeting_share_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_share_purchases" ADD CONSTRAINT "meeting_share_purchases_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_meetings" ADD CONSTRAINT "savings_meetings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_meetings" ADD CONSTRAINT "savings_meetings_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_meetings" ADD CONSTRAINT "savings_meetings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_payments_org_meeting_idx" ON "meeting_payments" USING btree ("organization_id","meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_share_purchases_org_meeting_idx" ON "meeting_share_purchases" USING btree ("organization_id","meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_share_purchases_org_user_idx" ON "meeting_share_purchases" USING btree ("organization_id","user_id");--> statement-breakpoint
-- Share-based groups keep a social fund (ADR 0032): members pay into it at meetings and grants are paid from
-- it; it is never shared out. New organizations get it with the rest of the chart; existing ones get it now.
CREATE OR REPLACE FUNCTION ledger_create_chart() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (organization_id, code, name, type) VALUES
    (NEW.id, 'cash', 'Cash and bank', 'asset'),
    (NEW.id, 'loans_receivable', 'Loans receivable', 'asset'),
    (NEW.id, 'fines_receivable', 'Fines receivable', 'asset'),
    (NEW.id, 'member_funds', 'Member contributions', 'equity'),
    (NEW.id, 'social_fund', 'Social fund', 'equity'),
    (NEW.id, 'interest_income', 'Interest income', 'income'),
    (NEW.id, 'fee_income', 'Fees and other income', 'income'),
    (NEW.id, 'fine_income', 'Fine income', 'income'),
    (NEW.id, 'payouts', 'Member payouts', 'expense'),
    (NEW.id, 'expenses', 'Fees and other expenses', 'expense'),
    (NEW.id, 'loan_write_offs', 'Loan write-offs', 'expense'),
    (NEW.id, 'funeral_benefits', 'Funeral benefits paid', 'expense');
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO ledger_accounts (organization_id, code, name, type)
SELECT o.id, 'social_fund', 'Social fund', 'equity'
  FROM organizations o
 WHERE NOT EXISTS (
   SELECT 1 FROM ledger_accounts a WHERE a.organization_id = o.id AND a.code = 'social_fund'
 );
