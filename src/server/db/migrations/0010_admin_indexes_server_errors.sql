ALTER TYPE "public"."auth_event_kind" ADD VALUE 'rate_limited';--> statement-breakpoint
CREATE TABLE "server_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" varchar(64),
	"method" varchar(10) NOT NULL,
	"path" varchar(500) NOT NULL,
	"status" integer DEFAULT 500 NOT NULL,
	"message" varchar(1000) NOT NULL,
	"stack" varchar(4000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "server_errors_created_idx" ON "server_errors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role","user_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_created_idx" ON "audit_log" USING btree ("target_id","created_at");