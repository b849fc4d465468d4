CREATE TABLE "burial_policy_term_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"from_version" integer NOT NULL,
	"to_version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "burial_policy_term_changes_org_policy_version_key" UNIQUE("organization_id","policy_id","to_version")
);
--> statement-breakpoint
ALTER TABLE "burial_policy_term_changes" ADD CONSTRAINT "burial_policy_term_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_policy_term_changes" ADD CONSTRAINT "burial_policy_term_changes_policy_id_burial_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."burial_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_policy_term_changes" ADD CONSTRAINT "burial_policy_term_changes_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "burial_policy_term_changes_org_policy_idx" ON "burial_policy_term_changes" USING btree ("organization_id","policy_id");