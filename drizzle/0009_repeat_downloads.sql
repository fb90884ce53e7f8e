ALTER TABLE "leads" ADD COLUMN "submissions" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_submitted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_download_person_idx" ON "leads" USING btree (lower("payload"->>'email'),("payload"->>'materialId')) WHERE "leads"."form_type" = 'download';