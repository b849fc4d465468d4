CREATE TABLE "burial_cover_statuses" (
	"organization_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"status" varchar(12) NOT NULL,
	"since" date,
	"until" date,
	"covered_from" jsonb NOT NULL,
	"covered_causes" jsonb NOT NULL,
	"months_owed" integer NOT NULL,
	"reason" varchar(10),
	"as_of" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "burial_cover_statuses_pkey" PRIMARY KEY("organization_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "burial_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"relationship" varchar(20) NOT NULL,
	"full_name" varchar(120) NOT NULL,
	"document_kind" varchar(10),
	"document_number" varchar(30),
	"date_of_birth" date,
	"sex" varchar(6),
	"is_student" boolean DEFAULT false NOT NULL,
	"added_on" date NOT NULL,
	"removed_on" date,
	"died_on" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "burial_plan_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"terms" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "burial_plan_versions_org_plan_version_key" UNIQUE("organization_id","plan_id","version"),
	CONSTRAINT "burial_plan_versions_org_plan_effective_key" UNIQUE("organization_id","plan_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "burial_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" varchar(80) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "burial_plans_org_name_key" UNIQUE("organization_id","name")
);
--> statement-breakpoint
CREATE TABLE "burial_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"plan_version" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"joined_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "burial_policies_org_user_key" UNIQUE("organization_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "burial_cover_statuses" ADD CONSTRAINT "burial_cover_statuses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_cover_statuses" ADD CONSTRAINT "burial_cover_statuses_person_id_burial_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."burial_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_cover_statuses" ADD CONSTRAINT "burial_cover_statuses_policy_id_burial_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."burial_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_people" ADD CONSTRAINT "burial_people_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_people" ADD CONSTRAINT "burial_people_policy_id_burial_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."burial_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_people" ADD CONSTRAINT "burial_people_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_plan_versions" ADD CONSTRAINT "burial_plan_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_plan_versions" ADD CONSTRAINT "burial_plan_versions_plan_id_burial_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."burial_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_plan_versions" ADD CONSTRAINT "burial_plan_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_plans" ADD CONSTRAINT "burial_plans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_plans" ADD CONSTRAINT "burial_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_policies" ADD CONSTRAINT "burial_policies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_policies" ADD CONSTRAINT "burial_policies_plan_id_burial_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."burial_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_policies" ADD CONSTRAINT "burial_policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burial_policies" ADD CONSTRAINT "burial_policies_membership_id_user_organizations_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."user_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "burial_cover_statuses_org_status_idx" ON "burial_cover_statuses" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "burial_people_org_policy_idx" ON "burial_people" USING btree ("organization_id","policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "burial_people_document_key" ON "burial_people" USING btree ("document_kind","document_number") WHERE "burial_people"."removed_on" is null and "burial_people"."document_number" is not null;