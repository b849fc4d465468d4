ALTER TABLE "burial_policies" DROP CONSTRAINT "burial_policies_org_user_key";--> statement-breakpoint
ALTER TABLE "burial_people" DROP CONSTRAINT "burial_people_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_people" DROP CONSTRAINT "burial_people_policy_id_burial_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_policies" DROP CONSTRAINT "burial_policies_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_policies" DROP CONSTRAINT "burial_policies_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_policies" DROP CONSTRAINT "burial_policies_membership_id_user_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_policy_term_changes" DROP CONSTRAINT "burial_policy_term_changes_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_policy_term_changes" DROP CONSTRAINT "burial_policy_term_changes_policy_id_burial_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_claim_notices" DROP CONSTRAINT "burial_claim_notices_claim_id_burial_claims_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_claims" DROP CONSTRAINT "burial_claims_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_claims" DROP CONSTRAINT "burial_claims_person_id_burial_people_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_claims" DROP CONSTRAINT "burial_claims_policy_id_burial_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_claims" DROP CONSTRAINT "burial_claims_holder_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_levies" DROP CONSTRAINT "burial_levies_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_levies" DROP CONSTRAINT "burial_levies_claim_id_burial_claims_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_levies" DROP CONSTRAINT "burial_levies_policy_id_burial_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_levies" DROP CONSTRAINT "burial_levies_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_successions" DROP CONSTRAINT "burial_successions_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_successions" DROP CONSTRAINT "burial_successions_policy_id_burial_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_successions" DROP CONSTRAINT "burial_successions_claim_id_burial_claims_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_successions" DROP CONSTRAINT "burial_successions_deceased_person_id_burial_people_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_successions" DROP CONSTRAINT "burial_successions_successor_person_id_burial_people_id_fk";
--> statement-breakpoint
ALTER TABLE "rotation_debt_payments" DROP CONSTRAINT "rotation_debt_payments_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "rotation_debt_payments" DROP CONSTRAINT "rotation_debt_payments_cycle_id_rotation_cycles_id_fk";
--> statement-breakpoint
ALTER TABLE "rotation_payouts" DROP CONSTRAINT "rotation_payouts_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "rotation_payouts" DROP CONSTRAINT "rotation_payouts_cycle_id_rotation_cycles_id_fk";
--> statement-breakpoint
ALTER TABLE "burial_policies" ALTER COLUMN "membership_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "burial_policies" ADD COLUMN "ended_on" date;--> statement-breakpoint
ALTER TABLE "burial_policies" ADD COLUMN "end_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "burial_people" ADD CONSTRAINT "burial_people_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_people" ADD CONSTRAINT "burial_people_policy_id_burial_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."burial_policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_policies" ADD CONSTRAINT "burial_policies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_policies" ADD CONSTRAINT "burial_policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_policies" ADD CONSTRAINT "burial_policies_membership_id_user_organizations_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."user_organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_policy_term_changes" ADD CONSTRAINT "burial_policy_term_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_policy_term_changes" ADD CONSTRAINT "burial_policy_term_changes_policy_id_burial_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."burial_policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_claim_notices" ADD CONSTRAINT "burial_claim_notices_claim_id_burial_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."burial_claims"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_claims" ADD CONSTRAINT "burial_claims_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_claims" ADD CONSTRAINT "burial_claims_person_id_burial_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."burial_people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_claims" ADD CONSTRAINT "burial_claims_policy_id_burial_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."burial_policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_claims" ADD CONSTRAINT "burial_claims_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_levies" ADD CONSTRAINT "burial_levies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_levies" ADD CONSTRAINT "burial_levies_claim_id_burial_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."burial_claims"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_levies" ADD CONSTRAINT "burial_levies_policy_id_burial_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."burial_policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_levies" ADD CONSTRAINT "burial_levies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_successions" ADD CONSTRAINT "burial_successions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_successions" ADD CONSTRAINT "burial_successions_policy_id_burial_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."burial_policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_successions" ADD CONSTRAINT "burial_successions_claim_id_burial_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."burial_claims"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_successions" ADD CONSTRAINT "burial_successions_deceased_person_id_burial_people_id_fk" FOREIGN KEY ("deceased_person_id") REFERENCES "public"."burial_people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_successions" ADD CONSTRAINT "burial_successions_successor_person_id_burial_people_id_fk" FOREIGN KEY ("successor_person_id") REFERENCES "public"."burial_people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_debt_payments" ADD CONSTRAINT "rotation_debt_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_debt_payments" ADD CONSTRAINT "rotation_debt_payments_cycle_id_rotation_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."rotation_cycles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_payouts" ADD CONSTRAINT "rotation_payouts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_payouts" ADD CONSTRAINT "rotation_payouts_cycle_id_rotation_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."rotation_cycles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "burial_policies_org_user_open_key" ON "burial_policies" USING btree ("organization_id","user_id") WHERE "burial_policies"."ended_on" is null;