CREATE TABLE "cash_flow_summaries" (
	"organization_id" uuid NOT NULL,
	"month" date NOT NULL,
	"transaction_type" "transaction_type" NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cash_flow_summaries_organization_id_month_transaction_type_pk" PRIMARY KEY("organization_id","month","transaction_type")
);
--> statement-breakpoint
ALTER TABLE "loan_summaries" ADD COLUMN "active_outstanding_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_summaries" ADD COLUMN "defaulted_outstanding_cents" bigint DEFAULT 0 NOT NULL;