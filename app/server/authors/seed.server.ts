import { and, count, isNull, sql } from "drizzle-orm";
import { sampleAuthors } from "~content/authors";
import type { Db } from "../db/client.server";
import { authors, blogPosts, seedLog } from "../db/schema.server";

/**
 * The three sample authors of content/ into an empty table, once per database (seed_log), on
 * every kind of database: an author a person deleted does not come back. Then, at every start,
 * posts without an author row are linked to the author of the same name.
 */
export async function seedAuthors(db: Db): Promise<number> {
  const written = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedLog)
      .values({ name: "authors" })
      .onConflictDoNothing()
      .returning({ name: seedLog.name });
    if (claimed.length === 0) return 0;
    const [existing] = await tx.select({ n: count() }).from(authors);
    if ((existing?.n ?? 0) > 0) return 0;
    await tx.insert(authors).values(sampleAuthors.map((author) => ({ ...author })));
    return sampleAuthors.length;
  });
  await linkPostsToAuthors(db);
  return written;
}

/** Posts without an author row get the author of the same name (samples, imports, old rows). */
export async function linkPostsToAuthors(database: Db) {
  await database
    .update(blogPosts)
    .set({
      authorId: sql`(select ${authors.id} from ${authors} where ${authors.name} = ${blogPosts.authorName})`,
    })
    .where(
      and(
        isNull(blogPosts.authorId),
        sql`exists (select 1 from ${authors} where ${authors.name} = ${blogPosts.authorName})`,
      ),
    );
}
