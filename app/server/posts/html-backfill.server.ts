import { asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { blogPosts } from "../db/schema.server";
import { renderedForStorage } from "../markdown/stored.server";

/** Posts rendered per transaction: a few seconds of work at most, then the locks go. */
const BATCH = 10;

/**
 * Posts stored before their HTML was (ADR 0049), rendered once at start: in batches whose rows
 * are locked, skipping those another instance holds, so two instances share the work and a
 * row is never rendered on a visitor's request. A body that cannot render keeps its plain text.
 */
export async function renderStoredPosts(db: Db): Promise<number> {
  let rendered = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: blogPosts.id, content: blogPosts.content })
        .from(blogPosts)
        .where(isNull(blogPosts.contentHtml))
        .orderBy(asc(blogPosts.id))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      for (const row of rows) {
        const { html, toc } = renderedForStorage(row.content, `post ${row.id}`);
        await tx.update(blogPosts).set({ contentHtml: html, toc }).where(eq(blogPosts.id, row.id));
      }
      return rows.length;
    });
    rendered += done;
    if (done < BATCH) return rendered;
  }
}
