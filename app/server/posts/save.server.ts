// Writing posts: create, update (remembering the old address of a changed slug), delete.
import { and, eq, ne } from "drizzle-orm";
import { authorFor, readTime } from "~/lib/authors";
import type { PostInput } from "~/lib/forms/admin-schemas";
import { signature } from "../authors/authors.server";
import type { Db } from "../db/client.server";
import { db, tables } from "../db/index.server";

const { blogPosts, blogPostRedirects } = tables;

export type SaveResult =
  | { ok: true; id: number; slug: string }
  | { ok: false; reason: "slug-taken" };

async function slugTaken(tx: Db, slug: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      exceptId
        ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId))
        : eq(blogPosts.slug, slug),
    )
    .limit(1);
  return Boolean(row);
}

/** A new post signed by the chosen author (else the first, the CEO), dated now. */
export async function createPost(input: PostInput): Promise<SaveResult> {
  return db().transaction(async (tx) => {
    if (await slugTaken(tx, input.slug)) return { ok: false, reason: "slug-taken" } as const;
    const [row] = await tx
      .insert(blogPosts)
      .values({
        ...input,
        readTime: readTime(input.content),
        ...(await signature(tx, input.authorId, authorFor(undefined))),
      })
      .returning({ id: blogPosts.id });
    if (!row) throw new Error("post não inserido");
    // The address now belongs to a real post: an old redirect from it would hide the post.
    await tx.delete(blogPostRedirects).where(eq(blogPostRedirects.oldSlug, input.slug));
    return { ok: true, id: row.id, slug: input.slug } as const;
  });
}

/**
 * Saves the editor's fields. When the slug changes the old address is remembered, so links
 * already shared answer 301 to the new one.
 */
export async function updatePost(id: number, input: PostInput): Promise<SaveResult | undefined> {
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .for("update");
    if (!current) return undefined;
    if (await slugTaken(tx, input.slug, id)) return { ok: false, reason: "slug-taken" } as const;
    await tx
      .update(blogPosts)
      .set({
        ...input,
        readTime: readTime(input.content),
        ...(await signature(tx, input.authorId, authorFor(undefined), true)),
        updatedAt: new Date(),
      })
      .where(eq(blogPosts.id, id));
    if (current.slug !== input.slug) {
      await tx.delete(blogPostRedirects).where(eq(blogPostRedirects.oldSlug, input.slug));
      await tx
        .insert(blogPostRedirects)
        .values({ oldSlug: current.slug, postId: id })
        .onConflictDoUpdate({ target: blogPostRedirects.oldSlug, set: { postId: id } });
    }
    return { ok: true, id, slug: input.slug } as const;
  });
}

/** True when a post was deleted; its old addresses go with it (foreign key cascade). */
export async function deletePost(id: number) {
  const rows = await db()
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}
