CREATE TYPE "public"."group_import_status" AS ENUM('queued', 'reading', 'previewed', 'confirming', 'imported', 'failed');--> statement-breakpoint
CREATE TABLE "group_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_key" varchar(300) NOT NULL,
	"mapping" jsonb,
	"opening_cash_cents" bigint NOT NULL,
	"status" "group_import_status" DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"preview" jsonb,
	"result" jsonb,
	"failure_code" varchar(40),
	"failure_message" varchar(500),
	"created_by" uuid,
	"confirmed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_imports" ADD CONSTRAINT "group_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_imports" ADD CONSTRAINT "group_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_imports" ADD CONSTRAINT "group_imports_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_imports_org_created_idx" ON "group_imports" USING btree ("organization_id","created_at");