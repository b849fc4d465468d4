CREATE TABLE "money_commands" (
	"organization_id" uuid NOT NULL,
	"operation" varchar(60) NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"actor_user_id" uuid,
	"result_type" varchar(40),
	"result_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_commands_organization_id_operation_idempotency_key_pk" PRIMARY KEY("organization_id","operation","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "money_commands" ADD CONSTRAINT "money_commands_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_commands" ADD CONSTRAINT "money_commands_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;