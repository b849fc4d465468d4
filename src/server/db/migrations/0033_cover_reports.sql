ALTER TYPE "public"."report_type" ADD VALUE 'cover_register';--> statement-breakpoint
ALTER TYPE "public"."report_type" ADD VALUE 'arrears';