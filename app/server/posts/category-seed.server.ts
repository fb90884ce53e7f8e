import { count } from "drizzle-orm";
import { BLOG_CATEGORIES, CATEGORY_ALIASES } from "~content/blog-categories";
import type { Db } from "../db/client.server";
import { blogCategories, seedLog } from "../db/schema.server";

/**
 * The list of content/blog-categories.ts, with its older names, into an empty table, once per
 * database (seed_log), on every kind of database: a category the admin removed does not come
 * back at the next start.
 */
export async function seedCategories(database: Db): Promise<number> {
  return database.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedLog)
      .values({ name: "blog-categories" })
      .onConflictDoNothing()
      .returning({ name: seedLog.name });
    if (claimed.length === 0) return 0;
    const [existing] = await tx.select({ n: count() }).from(blogCategories);
    if ((existing?.n ?? 0) > 0) return 0;
    await tx.insert(blogCategories).values(
      BLOG_CATEGORIES.map((name, index) => ({
        name,
        position: index + 1,
        aliases: Object.keys(CATEGORY_ALIASES).filter((alias) => CATEGORY_ALIASES[alias] === name),
      })),
    );
    return BLOG_CATEGORIES.length;
  });
}
