CREATE TABLE "rotation_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"frequency" varchar(20) NOT NULL,
	"starts_on" date NOT NULL,
	"recipient_pays" boolean NOT NULL,
	"draw_seed" varchar(100),
	"member_order" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rotation_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"round_number" integer NOT NULL,
	"recipient_user_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"journal_entry_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rotation_payouts_cycle_round_key" UNIQUE("cycle_id","round_number")
);
--> statement-breakpoint
CREATE TABLE "rotation_swaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"proposed_by" uuid NOT NULL,
	"counterpart_id" uuid NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rotation_cycles" ADD CONSTRAINT "rotation_cycles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_cycles" ADD CONSTRAINT "rotation_cycles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_payouts" ADD CONSTRAINT "rotation_payouts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_payouts" ADD CONSTRAINT "rotation_payouts_cycle_id_rotation_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."rotation_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_payouts" ADD CONSTRAINT "rotation_payouts_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_payouts" ADD CONSTRAINT "rotation_payouts_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_swaps" ADD CONSTRAINT "rotation_swaps_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_swaps" ADD CONSTRAINT "rotation_swaps_cycle_id_rotation_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."rotation_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_swaps" ADD CONSTRAINT "rotation_swaps_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_swaps" ADD CONSTRAINT "rotation_swaps_counterpart_id_users_id_fk" FOREIGN KEY ("counterpart_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rotation_cycles_org_idx" ON "rotation_cycles" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "rotation_swaps_cycle_idx" ON "rotation_swaps" USING btree ("cycle_id","created_at");