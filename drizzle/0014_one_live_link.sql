ALTER TABLE "admin_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_tokens" ADD COLUMN "email" text;