import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { deliveries, leads } from "./schema-leads.server";

/**
 * Everything sent later, in one queue (ADR 0056): a lead's webhook (`lead`), a delivery
 * (`delivery`) and jobs due at a time with a payload of their own. The queue owns when a job
 * runs, who holds it and how often it was tried; a lead's or a delivery's own columns show
 * people the same state, written in the same transaction as each change here.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** Which handler runs it: lead, delivery, or a kind due at a time (app/server/queue). */
    kind: text("kind").notNull(),
    /**
     * The idempotency key a receiver sees: the lead's or the delivery's id, or the one given to
     * `enqueue`. A key is queued once: enqueued again, nothing new is run.
     */
    key: text("key").notNull().unique(),
    /** The lead whose webhook it posts (kind lead); erased with it. */
    leadId: uuid("lead_id")
      .unique()
      .references((): AnyPgColumn => leads.id, { onDelete: "cascade" }),
    /** The delivery it sends (kind delivery); erased with it. */
    deliveryId: uuid("delivery_id")
      .unique()
      .references((): AnyPgColumn => deliveries.id, { onDelete: "cascade" }),
    /** What a kind due at a time needs to run; dropped once it ran. */
    payload: jsonb("payload").$type<Record<string, unknown>>(),
    /** pending (due at `run_at`), running (held until `lease_until`), done, or failed. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true, mode: "date" }).notNull(),
    leaseUntil: timestamp("lease_until", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("jobs_due_idx").on(table.runAt).where(sql`${table.status} = 'pending'`),
    index("jobs_lease_idx").on(table.leaseUntil).where(sql`${table.status} = 'running'`),
    // A lead's or a delivery's job names it, and only those do: its state is shown there.
    check("jobs_lead_kind", sql`(${table.kind} = 'lead') = (${table.leadId} is not null)`),
    check(
      "jobs_delivery_kind",
      sql`(${table.kind} = 'delivery') = (${table.deliveryId} is not null)`,
    ),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
