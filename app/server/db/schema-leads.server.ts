import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { adminUsers } from "./schema-admin.server";
import { people } from "./schema-people.server";

// The leads' tables: the outbox, the team's notes, REI drafts and deliveries.

/**
 * The outbox of every form submission (ADR 0008): a lead is stored here first and delivered
 * to its webhook afterwards, so a failing webhook never loses it.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    formType: text("form_type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    sourcePage: text("source_page"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    consent: jsonb("consent").$type<{ text: string; version: string; at: string } | null>(),
    attribution: jsonb("attribution").$type<Record<string, string> | null>(),
    /**
     * stored (no webhook configured), pending, delivering, delivered, failed, or suspected (the
     * spam guards doubted it: kept for a person to release or delete, never delivered).
     */
    status: text("status").notNull().default("pending"),
    /** Why the spam guards suspected it (honeypot, too-fast, bad-token). */
    suspicion: text("suspicion"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
    // --- The sales team's work on a lead (the inbox), apart from its delivery `status`. ---
    /** new, contacted, qualified, customer, discarded (labels in content/admin-leads.ts). */
    workStatus: text("work_status").notNull().default("new"),
    /** 'Responsável': the admin who works the lead. */
    ownerId: integer("owner_id").references((): AnyPgColumn => adminUsers.id, {
      onDelete: "set null",
    }),
    /** How many times the person sent it: a download asked for again is the same lead. */
    submissions: integer("submissions").notNull().default(1),
    lastSubmittedAt: timestamp("last_submitted_at", { withTimezone: true, mode: "date" }),
    /**
     * The person of its e-mail (ADR 0058); null while suspected. The work columns above are
     * kept as they were before people: the person's status and owner are the ones in force.
     */
    personId: uuid("person_id").references((): AnyPgColumn => people.id, { onDelete: "cascade" }),
    /** 'Compareceu': a registration for a campaign's event that the person attended. */
    attendedAt: timestamp("attended_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("leads_person_idx").on(table.personId, table.createdAt),
    index("leads_due_idx").on(table.status, table.nextAttemptAt),
    index("leads_created_at_idx").on(table.createdAt),
    // A download's person and material, to find the lead a repeat belongs to.
    index("leads_download_person_idx")
      .on(sql`lower(${table.payload}->>'email')`, sql`(${table.payload}->>'materialId')`)
      .where(sql`${table.formType} = 'download'`),
    // A campaign page's registrations, by the page's form.
    index("leads_campaign_form_idx")
      .on(sql`(${table.payload}->>'formId')`, table.createdAt)
      .where(sql`${table.formType} = 'campaign'`),
  ],
);

/** The team's notes on a person (before people, on a lead); erased with the person. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** The lead it was written on, before people; null for a note on a person. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    personId: uuid("person_id")
      .notNull()
      .references((): AnyPgColumn => people.id, { onDelete: "cascade" }),
    /** Who wrote it; a removed admin leaves the note without an author. */
    adminId: integer("admin_id").references((): AnyPgColumn => adminUsers.id, {
      onDelete: "set null",
    }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("lead_notes_person_idx").on(table.personId, table.createdAt),
    // The form's limit, held by the database too.
    check("lead_notes_body_length", sql`char_length(${table.body}) <= 5000`),
  ],
);

/**
 * REI questionnaire answers saved after every section, so a person can leave and come back
 * (the visitor cookie names the draft). Deleted when the questionnaire is sent.
 */
export const reiDrafts = pgTable(
  "rei_drafts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    /** The section to show next, 0 to 6. */
    section: integer("section").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("rei_drafts_updated_at_idx").on(table.updatedAt)],
);

/**
 * What the site sends on a lead's behalf besides its webhook: an e-mail (the material to the
 * person who asked for it) or a post to another destination (the material e-mail's webhook).
 * Stored before it is sent and sent by the same worker, with retries (ADR 0039). Deleted with
 * its lead.
 */
export const deliveries = pgTable(
  "deliveries",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    leadId: uuid("lead_id").references((): AnyPgColumn => leads.id, { onDelete: "cascade" }),
    /** email, or webhook (a post of `message` to the URL configured for `purpose`). */
    channel: text("channel").notNull(),
    /**
     * Why it is sent: material (the asked-for material to the person); invite and reset (a
     * team member's link, ADR 0040: no lead, the message redacted once sent).
     */
    purpose: text("purpose").notNull(),
    /** An e-mail's { to, subject, text, html }; a webhook's JSON body. */
    message: jsonb("message").$type<Record<string, unknown>>().notNull(),
    /** pending, delivering, delivered or failed, as a lead's. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("deliveries_due_idx").on(table.status, table.nextAttemptAt),
    index("deliveries_lead_idx").on(table.leadId),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
export type LeadNoteRow = typeof leadNotes.$inferSelect;
export type ReiDraftRow = typeof reiDrafts.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;
