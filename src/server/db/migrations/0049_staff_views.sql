CREATE TABLE "staff_views" (
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_views_organization_id_user_id_window_start_pk" PRIMARY KEY("organization_id","user_id","window_start")
);
--> statement-breakpoint
ALTER TABLE "staff_views" ADD CONSTRAINT "staff_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_views" ADD CONSTRAINT "staff_views_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;