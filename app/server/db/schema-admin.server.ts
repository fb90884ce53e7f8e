import { sql } from "drizzle-orm";
import {
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

// The admin's tables: the team, its single-use links and its sessions.

/**
 * The team (ADR 0040). The first admin signs in with `username`; an invited member's username
 * is their e-mail as invited, and they sign in with their e-mail (either works for both).
 */
export const adminUsers = pgTable(
  "admin_users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    username: text("username").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    /** A generated password: the admin must choose their own at the next sign-in. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    // --- The team (ADR 0040): additive; existing users are administrators. ---
    name: text("name").notNull().default(""),
    /** Stored lowercased; unique whatever its case. Null: the first admin before they set one. */
    email: text("email"),
    /** admin, editor or sales (app/lib/team.ts). */
    role: text("role").notNull().default("admin"),
    /** Written at most once a minute per member. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }),
    /** Form types whose new leads this member wants by e-mail; empty: none. */
    alertForms: jsonb("alert_forms").$type<string[]>().notNull().default([]),
  },
  (table) => [uniqueIndex("admin_users_email_idx").on(sql`lower(${table.email})`)],
);

/**
 * Single-use links of the team (ADR 0040, 0048): an invitation (7 days), a password reset
 * (1 hour) or a new e-mail's confirmation (24 hours). Only a SHA-256 hash of the token is kept;
 * the token itself is in the link alone.
 */
export const adminTokens = pgTable(
  "admin_tokens",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** invite, reset or email. */
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    // --- One live link per member and purpose (ADR 0048): additive. ---
    /** Set when a newer link, a used one or a password change made this one void. */
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    /** For purpose email: the address the link confirms (the member's until then is kept). */
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("admin_tokens_admin_idx").on(table.adminId)],
);

/**
 * Server-side admin sessions: the signed cookie carries only the id, so logout and a password
 * change can end sessions for real (ADR 0005).
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("admin_sessions_admin_idx").on(table.adminId)],
);

export type AdminUserRow = typeof adminUsers.$inferSelect;
export type AdminTokenRow = typeof adminTokens.$inferSelect;
