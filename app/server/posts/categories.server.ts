// The blog's categories (ADR 0043): the list in its order, the posts filed under each, and the
// admin's changes (add, rename, reorder, remove), each in one transaction with the posts.
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { type CategoryEntry, filedCategory, foldedCategory as folded } from "~/lib/blog";
import type { Db } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { db, tables } from "../db/index.server";
import { isPublic } from "./public.server";

const { blogCategories, blogPosts } = tables;

/** Names the blog and the editor use for something else: 'Todos' (every post) and 'Outra'. */
const RESERVED = ["Todos", "Outra"];

/** The categories in their order: id, name and older names. */
export async function categoryEntries(database: Db = db()) {
  return database
    .select({ id: blogCategories.id, name: blogCategories.name, aliases: blogCategories.aliases })
    .from(blogCategories)
    .orderBy(asc(blogCategories.position), asc(blogCategories.id));
}

/** The categories posts have as stored (an alias, another case, one outside the list). */
async function storedCategories(database: Db, onlyPublic?: Date) {
  const rows = await database
    .selectDistinct({ category: blogPosts.category })
    .from(blogPosts)
    .where(onlyPublic ? isPublic(onlyPublic) : undefined);
  return rows.map((row) => row.category);
}

/** The stored categories filed under `category`: itself, its older names, other cases. */
export async function namesFiledUnder(
  category: string,
  { entries, database = db() }: { entries?: CategoryEntry[]; database?: Db } = {},
) {
  const list = entries ?? (await categoryEntries(database));
  const stored = await storedCategories(database);
  return [
    ...new Set([category, ...stored.filter((name) => filedCategory(name, list) === category)]),
  ];
}

/**
 * The chips of /blog after 'Todos': the listed categories that have a public post, in the
 * list's order, then the other categories public posts have (typed in 'Outra', imported), in
 * alphabetical order. A chip with no post would only lead to an empty list.
 */
export async function publicCategories(now: Date) {
  // The handle first: without a database it throws here, before any query is under way.
  const database = db();
  const [entries, stored] = await Promise.all([categoryEntries(), storedCategories(database, now)]);
  const found = new Set(stored.map((name) => filedCategory(name, entries)));
  const listed = entries.map((entry) => entry.name);
  const others = [...found].filter((name) => !listed.includes(name));
  return [
    ...listed.filter((name) => found.has(name)),
    ...others.sort((a, b) => a.localeCompare(b, "pt-BR")),
  ];
}

/** The admin's list: each category in order with its posts, public and all. */
export async function adminCategoryList(now: Date = new Date()) {
  const [rows, counts] = await Promise.all([
    db()
      .select()
      .from(blogCategories)
      .orderBy(asc(blogCategories.position), asc(blogCategories.id)),
    db()
      .select({
        category: blogPosts.category,
        all: count(),
        public: sql<number>`(count(*) filter (where ${isPublic(now)}))::int`,
      })
      .from(blogPosts)
      .groupBy(blogPosts.category),
  ]);
  const totals = new Map<string, { all: number; public: number }>();
  for (const row of counts) {
    const name = filedCategory(row.category, rows);
    const total = totals.get(name) ?? { all: 0, public: 0 };
    total.all += row.all;
    total.public += Number(row.public);
    totals.set(name, total);
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    posts: totals.get(row.name) ?? { all: 0, public: 0 },
  }));
}

/** One category with how many posts are filed under it; undefined when there is none. */
export async function categoryById(id: number) {
  const entries = await categoryEntries();
  const entry = entries.find((row) => row.id === id);
  if (!entry) return undefined;
  const names = await namesFiledUnder(entry.name, { entries });
  const [posts] = await db()
    .select({ n: count() })
    .from(blogPosts)
    .where(inArray(blogPosts.category, names));
  return { id: entry.id, name: entry.name, posts: posts?.n ?? 0, entries };
}

export type CategorySaveResult =
  | { ok: true; id: number }
  | { ok: false; reason: "name-taken" | "reserved" }
  | { ok: false; reason: "alias-taken"; category: string };

/** Every category row, locked: one change to the list at a time. */
const lockedEntries = (tx: Db) =>
  tx
    .select({ id: blogCategories.id, name: blogCategories.name, aliases: blogCategories.aliases })
    .from(blogCategories)
    .orderBy(asc(blogCategories.position), asc(blogCategories.id))
    .for("update");

/** Why `name` may not be a category's (`exceptId`'s own name and aliases do not count). */
function nameConflict(
  name: string,
  entries: (CategoryEntry & { id: number })[],
  exceptId?: number,
): Exclude<CategorySaveResult, { ok: true }> | undefined {
  const key = folded(name);
  if (RESERVED.some((reserved) => folded(reserved) === key))
    return { ok: false, reason: "reserved" };
  const others = entries.filter((entry) => entry.id !== exceptId);
  if (others.some((entry) => folded(entry.name) === key))
    return { ok: false, reason: "name-taken" };
  const owner = others.find((entry) => entry.aliases.some((alias) => folded(alias) === key));
  return owner ? { ok: false, reason: "alias-taken", category: owner.name } : undefined;
}

/** A new category at the end of the list. */
export async function createCategory(name: string): Promise<CategorySaveResult> {
  try {
    return await db().transaction(async (tx) => {
      const entries = await lockedEntries(tx);
      const conflict = nameConflict(name, entries);
      if (conflict) return conflict;
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${blogCategories.position}), 0)::int` })
        .from(blogCategories);
      const [row] = await tx
        .insert(blogCategories)
        .values({ name, position: (last?.position ?? 0) + 1 })
        .returning({ id: blogCategories.id });
      if (!row) throw new Error("categoria não inserida");
      return { ok: true, id: row.id } as const;
    });
  } catch (error) {
    // Another admin added the same name at the same moment.
    if (isUniqueViolation(error)) return { ok: false, reason: "name-taken" };
    throw error;
  }
}

/**
 * A category typed in the editor's 'Outra' joins the list at its end once its post is saved. A
 * name already there (in any case or spacing, an older name) or reserved is left as it is.
 */
export async function listTypedCategory(name: string) {
  const entries = await categoryEntries();
  if (entries.some((entry) => entry.name === filedCategory(name, entries))) return;
  await createCategory(name);
}

/**
 * Renames a category and, in the same transaction, every post filed under it (its name, an
 * older name, another case) takes the new name. Undefined when there is no such category.
 */
export async function renameCategory(
  id: number,
  name: string,
): Promise<CategorySaveResult | undefined> {
  try {
    return await db().transaction(async (tx) => {
      const entries = await lockedEntries(tx);
      const current = entries.find((entry) => entry.id === id);
      if (!current) return undefined;
      const conflict = nameConflict(name, entries, id);
      if (conflict) return conflict;
      if (current.name === name) return { ok: true, id } as const;
      const names = await namesFiledUnder(current.name, { entries, database: tx });
      const now = new Date();
      await tx
        .update(blogCategories)
        .set({
          name,
          aliases: current.aliases.filter((alias) => folded(alias) !== folded(name)),
          updatedAt: now,
        })
        .where(eq(blogCategories.id, id));
      await tx
        .update(blogPosts)
        .set({ category: name, updatedAt: now })
        .where(inArray(blogPosts.category, names));
      return { ok: true, id } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "name-taken" };
    throw error;
  }
}

/** 'Subir' or 'Descer': the category swaps places with its neighbour. False when not there. */
export async function moveCategory(id: number, direction: "up" | "down") {
  return db().transaction(async (tx) => {
    const entries = await lockedEntries(tx);
    const index = entries.findIndex((entry) => entry.id === id);
    if (index < 0) return false;
    const other = direction === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= entries.length) return true;
    const order = entries.map((entry) => entry.id);
    [order[index], order[other]] = [order[other] as number, order[index] as number];
    // Positions are numbered anew from 1: gaps left by removals close on the way.
    for (const [position, rowId] of order.entries()) {
      await tx
        .update(blogCategories)
        .set({ position: position + 1 })
        .where(eq(blogCategories.id, rowId));
    }
    return true;
  });
}

export type CategoryRemoveResult =
  | { ok: true; moved: number }
  | { ok: false; reason: "not-found" | "target-needed" };

/**
 * Removes a category. One no post is filed under goes directly; otherwise its posts (and its
 * older names) move to `targetId`'s category first, in the same transaction, and without a
 * target (or with itself, or one gone) nothing changes.
 */
export async function removeCategory(id: number, targetId?: number): Promise<CategoryRemoveResult> {
  return db().transaction(async (tx) => {
    const entries = await lockedEntries(tx);
    const current = entries.find((entry) => entry.id === id);
    if (!current) return { ok: false, reason: "not-found" } as const;
    const names = await namesFiledUnder(current.name, { entries, database: tx });
    const [used] = await tx
      .select({ n: count() })
      .from(blogPosts)
      .where(inArray(blogPosts.category, names));
    const posts = used?.n ?? 0;
    if (posts > 0) {
      const target = entries.find((entry) => entry.id === targetId && entry.id !== id);
      if (!target) return { ok: false, reason: "target-needed" } as const;
      const now = new Date();
      await tx
        .update(blogPosts)
        .set({ category: target.name, updatedAt: now })
        .where(inArray(blogPosts.category, names));
      // Posts imported later with an older name of this one go where its posts went.
      const aliases = [...new Set([...target.aliases, ...current.aliases])];
      await tx
        .update(blogCategories)
        .set({ aliases, updatedAt: now })
        .where(eq(blogCategories.id, target.id));
    }
    await tx.delete(blogCategories).where(eq(blogCategories.id, id));
    return { ok: true, moved: posts } as const;
  });
}
