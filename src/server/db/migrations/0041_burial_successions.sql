CREATE TABLE "burial_successions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"deceased_person_id" uuid NOT NULL,
	"successor_person_id" uuid,
	"taken_over_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "burial_successions_org_claim_key" UNIQUE("organization_id","claim_id")
);
--> statement-breakpoint
ALTER TABLE "burial_policies" ADD COLUMN "successor_person_id" uuid;--> statement-breakpoint
ALTER TABLE "burial_successions" ADD CONSTRAINT "burial_successions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_successions" ADD CONSTRAINT "burial_successions_policy_id_burial_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."burial_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_successions" ADD CONSTRAINT "burial_successions_claim_id_burial_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."burial_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_successions" ADD CONSTRAINT "burial_successions_deceased_person_id_burial_people_id_fk" FOREIGN KEY ("deceased_person_id") REFERENCES "public"."burial_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_successions" ADD CONSTRAINT "burial_successions_successor_person_id_burial_people_id_fk" FOREIGN KEY ("successor_person_id") REFERENCES "public"."burial_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_successions" ADD CONSTRAINT "burial_successions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "burial_successions_org_policy_idx" ON "burial_successions" USING btree ("organization_id","policy_id");--> statement-breakpoint
ALTER TABLE "burial_policies" ADD CONSTRAINT "burial_policies_successor_person_id_burial_people_id_fk" FOREIGN KEY ("successor_person_id") REFERENCES "public"."burial_people"("id") ON DELETE set null ON UPDATE no action;