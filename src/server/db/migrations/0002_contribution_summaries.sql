CREATE TABLE "contribution_summaries" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"completed_count" integer DEFAULT 0 NOT NULL,
	"completed_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "contribution_summaries_organization_id_user_id_month_pk" PRIMARY KEY("organization_id","user_id","month")
);
