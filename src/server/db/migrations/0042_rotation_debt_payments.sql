CREATE TABLE "rotation_debt_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"contribution_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rotation_debt_payments_contribution_key" UNIQUE("contribution_id")
);
--> statement-breakpoint
ALTER TABLE "rotation_debt_payments" ADD CONSTRAINT "rotation_debt_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_debt_payments" ADD CONSTRAINT "rotation_debt_payments_cycle_id_rotation_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."rotation_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_debt_payments" ADD CONSTRAINT "rotation_debt_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_debt_payments" ADD CONSTRAINT "rotation_debt_payments_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rotation_debt_payments_cycle_idx" ON "rotation_debt_payments" USING btree ("cycle_id","user_id");