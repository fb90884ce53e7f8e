// The blog's authors (ADR 0017): reading, writing, and the copy blog_posts keeps.
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { db, tables } from "../db/index.server";
import type { AuthorRow } from "../db/schema.server";

const { authors, blogPosts, adminUsers } = tables;

/** The fields the admin edits, as saved. */
export interface AuthorFields {
  name: string;
  role: string;
  avatar: string | null;
  bio: string;
  adminId: number | null;
}

export type AuthorSaveResult =
  | { ok: true; id: number }
  | { ok: false; reason: "name-taken" | "admin-taken" };

/** Every author, by name, with how many posts they sign. */
export async function listAuthors() {
  return db()
    .select({
      id: authors.id,
      name: authors.name,
      role: authors.role,
      avatar: authors.avatar,
      bio: authors.bio,
      adminId: authors.adminId,
      adminName: adminUsers.username,
      posts: sql<number>`(select count(*)::int from ${blogPosts} where ${blogPosts.authorId} = ${authors.id})`,
    })
    .from(authors)
    .leftJoin(adminUsers, eq(adminUsers.id, authors.adminId))
    .orderBy(asc(authors.id));
}

export async function authorById(id: number): Promise<AuthorRow | undefined> {
  const [row] = await db().select().from(authors).where(eq(authors.id, id)).limit(1);
  return row;
}

/** How many posts an author signs. */
export async function postsByAuthor(id: number) {
  const [row] = await db().select({ n: count() }).from(blogPosts).where(eq(blogPosts.authorId, id));
  return row?.n ?? 0;
}

/** The admin users, for the author form's 'Usuário do painel'. */
export async function adminUserChoices() {
  return db()
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .orderBy(asc(adminUsers.username));
}

/**
 * The editor's default author: the one linked to the signed-in admin, else the first author
 * (the CEO of the samples), else none.
 */
export async function defaultAuthorId(adminId: number): Promise<number | undefined> {
  const [own] = await db()
    .select({ id: authors.id })
    .from(authors)
    .where(eq(authors.adminId, adminId))
    .limit(1);
  if (own) return own.id;
  const [first] = await db()
    .select({ id: authors.id })
    .from(authors)
    .orderBy(asc(authors.id))
    .limit(1);
  return first?.id;
}

async function conflict(tx: Db, fields: AuthorFields, exceptId?: number) {
  const others = (condition: ReturnType<typeof eq>) =>
    tx
      .select({ id: authors.id })
      .from(authors)
      .where(exceptId ? and(condition, ne(authors.id, exceptId)) : condition)
      .limit(1);
  if ((await others(eq(authors.name, fields.name))).length > 0) return "name-taken" as const;
  if (fields.adminId !== null && (await others(eq(authors.adminId, fields.adminId))).length > 0) {
    return "admin-taken" as const;
  }
  return undefined;
}

export async function createAuthor(fields: AuthorFields): Promise<AuthorSaveResult> {
  return db().transaction(async (tx) => {
    const reason = await conflict(tx, fields);
    if (reason) return { ok: false, reason } as const;
    const [row] = await tx.insert(authors).values(fields).returning({ id: authors.id });
    if (!row) throw new Error("autor não inserido");
    return { ok: true, id: row.id } as const;
  });
}

/**
 * Saves an author and refreshes the copy of name, role and avatar in the posts they sign (the
 * spec's columns stay true). Undefined when there is no such author.
 */
export async function updateAuthor(
  id: number,
  fields: AuthorFields,
): Promise<AuthorSaveResult | undefined> {
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select({ id: authors.id })
      .from(authors)
      .where(eq(authors.id, id))
      .for("update");
    if (!current) return undefined;
    const reason = await conflict(tx, fields, id);
    if (reason) return { ok: false, reason } as const;
    await tx
      .update(authors)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(authors.id, id));
    await tx
      .update(blogPosts)
      .set({
        authorName: fields.name,
        authorRole: fields.role,
        authorAvatar: fields.avatar,
        updatedAt: new Date(),
      })
      .where(eq(blogPosts.authorId, id));
    return { ok: true, id } as const;
  });
}

/**
 * Deletes an author. Their posts keep the copy of name, role and avatar (author_id becomes
 * null by the foreign key): a post is never left unsigned nor deleted with its author.
 */
export async function deleteAuthor(id: number) {
  const rows = await db().delete(authors).where(eq(authors.id, id)).returning({ id: authors.id });
  return rows.length > 0;
}

/** A post's author with the bio, for the post page: the row when linked, else none. */
export async function authorBio(id: number | null) {
  if (id === null) return undefined;
  const row = await authorById(id);
  return row ? { bio: row.bio } : undefined;
}

/**
 * The columns a saved post gets from its author (the spec's three, kept filled, and the row's
 * id). No author chosen, or one deleted meanwhile: the first author (the CEO of the samples),
 * or with none at all the site's default signature; `keep` leaves an edited post as it is.
 */
export async function signature(
  tx: Db,
  authorId: number | null,
  fallback: { name: string; role: string; avatar: string },
  keep = false,
) {
  const [chosen] = authorId
    ? await tx.select().from(authors).where(eq(authors.id, authorId)).limit(1)
    : [];
  const [row] =
    chosen || keep ? [chosen] : await tx.select().from(authors).orderBy(asc(authors.id)).limit(1);
  if (row) {
    return {
      authorId: row.id,
      authorName: row.name,
      authorRole: row.role,
      authorAvatar: row.avatar,
    };
  }
  if (keep) return {};
  return {
    authorId: null,
    authorName: fallback.name,
    authorRole: fallback.role,
    authorAvatar: fallback.avatar,
  };
}
