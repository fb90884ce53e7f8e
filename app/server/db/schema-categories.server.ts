import { sql } from "drizzle-orm";
import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The blog's categories (ADR 0043): the /blog chips after 'Todos' and the post editor's choices,
 * in `position` order, managed at /admin/categorias. Posts keep their category as text
 * (blog_posts.category, the spec's column): a rename rewrites it, a removal moves it.
 * `aliases` are older names of the category: a post saved or imported with one is filed under
 * it. A name is unique whatever its case.
 */
export const blogCategories = pgTable(
  "blog_categories",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("blog_categories_name_idx").on(sql`lower(${table.name})`)],
);

export type BlogCategoryRow = typeof blogCategories.$inferSelect;
