import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { adminUsers } from "./schema-admin.server";

// People (ADR 0058): every submission belongs to the person of its e-mail; the team works
// people, not submissions.

/** One point of a score and why (`lib/score`): shown on the person's page. */
export interface ScorePoint {
  axis: "fit" | "interest";
  points: number;
  reason: string;
}

export const people = pgTable(
  "people",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** lower(trim()) of the e-mail as typed; null for a submission that had none. */
    email: text("email"),
    /** The newest non-empty name, company and phone any submission gave. */
    name: text("name").notNull().default(""),
    company: text("company").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** The e-mail's domain; a free-mail domain marks the address as personal. */
    domain: text("domain").notNull().default(""),
    personalEmail: boolean("personal_email").notNull().default(false),
    /** What groups people in a company: the domain, or `nome:` and the company typed. */
    companyKey: text("company_key").notNull().default(""),
    /** The team's work: new, contacted, meeting, qualified, customer, discarded. */
    workStatus: text("work_status").notNull().default("new"),
    /** 'Responsável': the member who works the person. */
    ownerId: integer("owner_id").references((): AnyPgColumn => adminUsers.id, {
      onDelete: "set null",
    }),
    /** The score (lib/score): points per axis, their grades and every point's reason. */
    fitPoints: integer("fit_points").notNull().default(0),
    interestPoints: integer("interest_points").notNull().default(0),
    fitGrade: text("fit_grade").notNull().default("D"),
    interestGrade: integer("interest_grade").notNull().default(1),
    scorePoints: jsonb("score_points").$type<ScorePoint[]>().notNull().default([]),
    scoredAt: timestamp("scored_at", { withTimezone: true, mode: "date" }),
    /** The first and the newest submission's time, and the newest one's form. */
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    lastForm: text("last_form").notNull().default(""),
    /** When the owner was given, and the team's first touch (status change, note or call). */
    assignedAt: timestamp("assigned_at", { withTimezone: true, mode: "date" }),
    firstContactAt: timestamp("first_contact_at", { withTimezone: true, mode: "date" }),
    /** Alerts of a person left 'Novo': 0 none, 1 the owner again, 2 the administrators. */
    staleAlerts: integer("stale_alerts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("people_email_idx").on(table.email),
    index("people_last_activity_idx").on(table.lastActivityAt),
    index("people_company_idx").on(table.companyKey),
    index("people_owner_idx").on(table.ownerId),
  ],
);

/**
 * A person's timeline besides their submissions, notes, calls and e-mails: status and owner
 * changes, assignments and merges. Erased with the person.
 */
export const personEvents = pgTable(
  "person_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    /** status, owner, assigned (by a routing rule), merged, alert (left 'Novo'). */
    kind: text("kind").notNull(),
    data: jsonb("data").$type<Record<string, string | number | null>>().notNull().default({}),
    /** Who did it; null for the site itself (routing, alerts) or a removed member. */
    adminId: integer("admin_id").references((): AnyPgColumn => adminUsers.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("person_events_person_idx").on(table.personId, table.createdAt)],
);

/**
 * The leads' rules an Administrador edits: `score` (points per answer and action) and
 * `routing` (owner rules in order, the time a person may stay 'Novo'). No row: the defaults.
 */
export const leadRules = pgTable("lead_rules", {
  id: text("id").primaryKey(),
  value: jsonb("value").$type<Record<string, unknown>>().notNull(),
  savedBy: text("saved_by").notNull(),
  savedAt: timestamp("saved_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type PersonRow = typeof people.$inferSelect;
export type PersonEventRow = typeof personEvents.$inferSelect;

/**
 * The e-mails of people merged into another (ADR 0058): a later submission with one of them
 * belongs to the person it was merged into.
 */
export const personAliases = pgTable(
  "person_aliases",
  {
    /** lower(trim()) of the e-mail, as `people.email`. */
    email: text("email").primaryKey(),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("person_aliases_person_idx").on(table.personId)],
);
