CREATE TABLE "used_totp_codes" (
	"user_id" uuid NOT NULL,
	"code_digest" text NOT NULL,
	"refused_until" timestamp with time zone NOT NULL,
	CONSTRAINT "used_totp_codes_user_id_code_digest_pk" PRIMARY KEY("user_id","code_digest")
);
--> statement-breakpoint
ALTER TABLE "used_totp_codes" ADD CONSTRAINT "used_totp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;