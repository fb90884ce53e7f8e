import { bigint, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// The site's settings (/admin/site): every save is a revision; the newest is in effect.

/**
 * One row per save of 'Configurações do site' (and per 'Restaurar', which saves an older
 * row's values again). `values` holds every setting as saved ("" for none); no row at all: the
 * site's defaults.
 */
export const siteSettingRevisions = pgTable("site_setting_revisions", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  values: jsonb("values").$type<Record<string, string>>().notNull(),
  /** The admin's username. */
  savedBy: text("saved_by").notNull(),
  savedAt: timestamp("saved_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
