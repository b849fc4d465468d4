CREATE TABLE "grocery_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"supplier" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"purchased_on" date NOT NULL,
	"journal_entry_id" uuid NOT NULL,
	"receipt_content_type" varchar(50) NOT NULL,
	"receipt_size_bytes" integer NOT NULL,
	"receipt_storage_key" varchar(300) NOT NULL,
	"receipt_original_name" varchar(200),
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grocery_purchases_amount_positive" CHECK ("grocery_purchases"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "grocery_purchases" ADD CONSTRAINT "grocery_purchases_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_purchases" ADD CONSTRAINT "grocery_purchases_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_purchases" ADD CONSTRAINT "grocery_purchases_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grocery_purchases_org_date_idx" ON "grocery_purchases" USING btree ("organization_id","purchased_on");