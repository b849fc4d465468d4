CREATE TABLE "loan_action_keys" (
	"organization_id" uuid NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"loan_id" uuid NOT NULL,
	"action" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_action_keys_organization_id_idempotency_key_pk" PRIMARY KEY("organization_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "loan_summaries" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"disbursed_cents" bigint DEFAULT 0 NOT NULL,
	"active_count" integer DEFAULT 0 NOT NULL,
	"active_cents" bigint DEFAULT 0 NOT NULL,
	"repaid_cents" bigint DEFAULT 0 NOT NULL,
	"defaulted_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "loan_summaries_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "written_off_on" date;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "write_off_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "loan_action_keys" ADD CONSTRAINT "loan_action_keys_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_write_off_entry_id_journal_entries_id_fk" FOREIGN KEY ("write_off_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;