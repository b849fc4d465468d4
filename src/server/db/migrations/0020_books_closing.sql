CREATE TABLE "book_closings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"closed_through" date NOT NULL,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_closings_org_closed_through_key" UNIQUE("organization_id","closed_through")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "books_closed_through" date;--> statement-breakpoint
ALTER TABLE "book_closings" ADD CONSTRAINT "book_closings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_closings" ADD CONSTRAINT "book_closings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;