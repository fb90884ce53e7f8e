// Writing posts: create, update (remembering the old address of a changed slug), delete; every
// save keeps a revision (ADR 0015).
import { and, desc, eq, ne, notInArray } from "drizzle-orm";
import { authorFor, readTime } from "~/lib/authors";
import type { PostInput } from "~/lib/forms/post-schema";
import type { TocEntry } from "~/lib/markdown";
import { signature } from "../authors/authors.server";
import type { Db } from "../db/client.server";
import { db, tables } from "../db/index.server";
import type { PostRevisionFields } from "../db/schema.server";
import { renderChecked } from "../markdown/stored.server";

const { blogPosts, blogPostRedirects, postRevisions } = tables;

/** How many revisions a post keeps: the oldest beyond go at each save. */
export const MAX_REVISIONS = 20;

export type SaveResult =
  | { ok: true; id: number; slug: string }
  | { ok: false; reason: "slug-taken" }
  /** The body is past the Markdown bounds or did not render (ADR 0049): `message` says why. */
  | { ok: false; reason: "markdown"; message: string };

type Rendered = { contentHtml: string; toc: TocEntry[] };

/** The body rendered before any transaction opens: the HTML the page will read. */
function renderBody(content: string): Rendered | { message: string } {
  const rendered = renderChecked(content);
  return rendered.ok ? { contentHtml: rendered.html, toc: rendered.toc } : rendered;
}

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

const revisionFields = (input: PostInput): PostRevisionFields => ({
  title: input.title,
  slug: input.slug,
  excerpt: input.excerpt,
  content: input.content,
  category: input.category,
  image: input.image,
  status: input.status,
  date: input.date.toISOString(),
  authorId: input.authorId,
  seoTitle: input.seoTitle,
  seoDescription: input.seoDescription,
  socialImage: input.socialImage,
});

/** jsonb gives the keys back in its own order: compare key by key. */
const sameFields = (a: PostRevisionFields, b: PostRevisionFields) =>
  (Object.keys(b) as (keyof PostRevisionFields)[]).every((key) => a[key] === b[key]);

/**
 * Keeps what a save wrote as the post's newest revision, unless it is the same as the newest
 * one (an autosave with nothing new), and drops those beyond the last `MAX_REVISIONS`.
 */
async function keepRevision(
  tx: Db,
  postId: number,
  input: PostInput,
  savedBy: string,
  rendered: Rendered,
) {
  const fields = revisionFields(input);
  const [last] = await tx
    .select({ fields: postRevisions.fields })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.id))
    .limit(1);
  if (last && sameFields(last.fields, fields)) return;
  await tx.insert(postRevisions).values({ postId, fields, savedBy, ...rendered });
  const kept = tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.id))
    .limit(MAX_REVISIONS);
  await tx
    .delete(postRevisions)
    .where(and(eq(postRevisions.postId, postId), notInArray(postRevisions.id, kept)));
}

/** A new post signed by the chosen author (else the first, the CEO). */
export async function createPost(input: PostInput, savedBy: string): Promise<SaveResult> {
  const rendered = renderBody(input.content);
  if ("message" in rendered) return { ok: false, reason: "markdown", message: rendered.message };
  return db().transaction(async (tx) => {
    if (await slugTaken(tx, input.slug)) return { ok: false, reason: "slug-taken" } as const;
    const [row] = await tx
      .insert(blogPosts)
      .values({
        ...input,
        ...rendered,
        readTime: readTime(input.content),
        ...(await signature(tx, input.authorId, authorFor(undefined))),
      })
      .returning({ id: blogPosts.id });
    if (!row) throw new Error("post não inserido");
    // The address now belongs to a real post: an old redirect from it would hide the post.
    await tx.delete(blogPostRedirects).where(eq(blogPostRedirects.oldSlug, input.slug));
    await keepRevision(tx, row.id, input, savedBy, rendered);
    return { ok: true, id: row.id, slug: input.slug } as const;
  });
}

/**
 * Saves the editor's fields. When the slug of a post that was public changes, the old address
 * is remembered, so links already shared answer 301 to the new one (a draft's was never shared).
 */
export async function updatePost(
  id: number,
  input: PostInput,
  savedBy: string,
  now: Date = new Date(),
): Promise<SaveResult | undefined> {
  const rendered = renderBody(input.content);
  if ("message" in rendered) return { ok: false, reason: "markdown", message: rendered.message };
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select({ slug: blogPosts.slug, status: blogPosts.status, date: blogPosts.date })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .for("update");
    if (!current) return undefined;
    if (await slugTaken(tx, input.slug, id)) return { ok: false, reason: "slug-taken" } as const;
    await tx
      .update(blogPosts)
      .set({
        ...input,
        ...rendered,
        readTime: readTime(input.content),
        ...(await signature(tx, input.authorId, authorFor(undefined), true)),
        updatedAt: new Date(),
      })
      .where(eq(blogPosts.id, id));
    const wasPublic = current.status === "published" && current.date.getTime() <= now.getTime();
    if (current.slug !== input.slug) {
      await tx.delete(blogPostRedirects).where(eq(blogPostRedirects.oldSlug, input.slug));
      if (wasPublic) {
        await tx
          .insert(blogPostRedirects)
          .values({ oldSlug: current.slug, postId: id })
          .onConflictDoUpdate({ target: blogPostRedirects.oldSlug, set: { postId: id } });
      }
    }
    await keepRevision(tx, id, input, savedBy, rendered);
    return { ok: true, id, slug: input.slug } as const;
  });
}

/** The status a post has now (autosave keeps it: it never publishes on its own). */
export async function storedStatus(id: number) {
  const [row] = await db()
    .select({ status: blogPosts.status })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .limit(1);
  return row?.status;
}

/** A post's revisions, newest first (at most `MAX_REVISIONS`). */
export async function listRevisions(postId: number) {
  return db()
    .select({
      id: postRevisions.id,
      savedBy: postRevisions.savedBy,
      savedAt: postRevisions.savedAt,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.id));
}

/** One revision of one post (another post's revision is not found). */
export async function findRevision(postId: number, revisionId: number) {
  const [row] = await db()
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, revisionId)))
    .limit(1);
  return row;
}

/** True when a post was deleted; its old addresses go with it (foreign key cascade). */
export async function deletePost(id: number) {
  const rows = await db()
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}
