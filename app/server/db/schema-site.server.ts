import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// The site's own content as the admin edits it (ADR 0042): cases, services, testimonials, the
// FAQ, client logos, and the home's and About's texts. One table for every kind: each row's
// `data` is checked by its kind's fields (app/lib/site-content/kinds.ts) before it is stored.

export const siteEntries = pgTable(
  "site_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** 'case' | 'service' | 'testimonial' | 'faq' | 'logo' | 'home' | 'about'. */
    kind: text("kind").notNull(),
    /** The page's address for kinds with a page (cases, services); null for the others. */
    slug: text("slug"),
    /** 'draft' | 'published': only published entries are on public pages. */
    status: text("status").notNull().default("draft"),
    /** 'Ordem': lists show entries by it, then by id. */
    position: integer("position").notNull().default(0),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("site_entries_kind_slug").on(t.kind, t.slug).where(sql`${t.slug} is not null`),
    index("site_entries_kind_position").on(t.kind, t.position),
  ],
);

/** Each save's copy, newest first on the editor, with 'Restaurar'. */
export const siteEntryRevisions = pgTable(
  "site_entry_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    entryId: bigint("entry_id", { mode: "number" })
      .notNull()
      .references(() => siteEntries.id, { onDelete: "cascade" }),
    slug: text("slug"),
    status: text("status").notNull(),
    position: integer("position").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    savedBy: text("saved_by").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("site_entry_revisions_entry").on(t.entryId, t.savedAt)],
);

/** A published entry's former slugs: its old address answers 301 to the current one. */
export const siteEntryRedirects = pgTable(
  "site_entry_redirects",
  {
    kind: text("kind").notNull(),
    oldSlug: text("old_slug").notNull(),
    entryId: bigint("entry_id", { mode: "number" })
      .notNull()
      .references(() => siteEntries.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("site_entry_redirects_kind_slug").on(t.kind, t.oldSlug)],
);
