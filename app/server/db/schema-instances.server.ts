import { pgSequence, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Several instances on one PostgreSQL (ADR 0046): what they tell each other through the database.

/**
 * Goes up by one at every change made in the admin, on any instance; each instance notes the
 * value it last saw, so a change whose notification it missed is still noticed.
 */
export const siteChangeVersion = pgSequence("site_change_version");

/**
 * The instances running now: each writes its row at start and every few seconds, and deletes
 * it when it stops. `secretCheck` is a digest of the secret it signs cookies and links with
 * (never the secret), so an instance signing with another secret is told in the log.
 */
export const instances = pgTable("instances", {
  id: text("id").primaryKey(),
  /** The host name and port it runs on, for the log line that names it. */
  host: text("host").notNull(),
  secretCheck: text("secret_check").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  seenAt: timestamp("seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
