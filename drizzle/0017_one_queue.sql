CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"lead_id" uuid,
	"delivery_id" uuid,
	"payload" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key"),
	CONSTRAINT "jobs_lead_id_unique" UNIQUE("lead_id"),
	CONSTRAINT "jobs_delivery_id_unique" UNIQUE("delivery_id"),
	CONSTRAINT "jobs_lead_kind" CHECK (("jobs"."kind" = 'lead') = ("jobs"."lead_id" is not null)),
	CONSTRAINT "jobs_delivery_kind" CHECK (("jobs"."kind" = 'delivery') = ("jobs"."delivery_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("lease_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
-- Every lead and delivery still to send, being sent or failed moves into the queue (ADR 0056),
-- keyed by its own id as before; one being sent keeps its claim until its lease ends.
INSERT INTO "jobs" ("kind", "key", "lead_id", "status", "attempts", "run_at", "lease_until", "last_error", "created_at")
SELECT 'lead', "id"::text, "id", CASE "status" WHEN 'delivering' THEN 'running' ELSE "status" END, "attempts",
	COALESCE("next_attempt_at", "created_at"), CASE WHEN "status" = 'delivering' THEN COALESCE("next_attempt_at", now()) END,
	"last_error", "created_at"
FROM "leads" WHERE "status" IN ('pending', 'delivering', 'failed');--> statement-breakpoint
INSERT INTO "jobs" ("kind", "key", "delivery_id", "status", "attempts", "run_at", "lease_until", "last_error", "created_at")
SELECT 'delivery', "id"::text, "id", CASE "status" WHEN 'delivering' THEN 'running' ELSE "status" END, "attempts",
	COALESCE("next_attempt_at", "created_at"), CASE WHEN "status" = 'delivering' THEN COALESCE("next_attempt_at", now()) END,
	"last_error", "created_at"
FROM "deliveries" WHERE "status" IN ('pending', 'delivering', 'failed');
