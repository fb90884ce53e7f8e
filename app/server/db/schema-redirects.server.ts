import { sql } from "drizzle-orm";
import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { adminUsers } from "./schema-admin.server";

// Redirects the admin writes, and the addresses that answered 404 (ADR 0044).

/**
 * One old address of ours (`from_path`, normalised: lower case, no query, no trailing slash)
 * answered, when nothing else answers it, with a 301 or 302 to `target`: a path of ours or an
 * https:// address. Looked up by `from_path` (unique, so indexed) on the 404 path only.
 */
export const redirects = pgTable("redirects", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  fromPath: text("from_path").notNull().unique(),
  target: text("target").notNull(),
  /** 301 (for good) or 302 (for now). */
  status: integer("status").notNull().default(301),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  createdBy: integer("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
  updatedBy: integer("updated_by").references(() => adminUsers.id, { onDelete: "set null" }),
});

/**
 * Addresses that answered 404, one row per day and path: how often, when last, and the last
 * page that linked there (host and path only). Nothing of the visitor. Rows older than 30 days
 * are deleted; a day takes at most a fixed number of paths (not-found-log.server.ts).
 */
export const notFoundHits = pgTable(
  "not_found_hits",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    hits: integer("hits").notNull().default(1),
    lastReferrer: text("last_referrer").notNull().default(""),
    lastSeen: timestamp("last_seen", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);
