// The site's own content (ADR 0042): read for pages and the admin, written by the admin with a
// revision per save and, for a published entry whose slug changed, its old address kept.
import { and, asc, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { EntryKind } from "~/lib/site-content/kinds";
import type { Db } from "../db/client.server";
import { db } from "../db/index.server";
import { siteEntries, siteEntryRedirects, siteEntryRevisions } from "../db/schema.server";

export type EntryRow = typeof siteEntries.$inferSelect;
export type EntryStatus = "draft" | "published";

/** How many revisions an entry keeps: the oldest beyond go at each save. */
const MAX_REVISIONS = 20;

const inOrder = [asc(siteEntries.position), asc(siteEntries.id)];

/** Every entry of a kind, drafts too, in the lists' order: the admin's list. */
export const listEntries = (kind: EntryKind) =>
  db()
    .select()
    .from(siteEntries)
    .where(eq(siteEntries.kind, kind))
    .orderBy(...inOrder);

/** The published entries of a kind, in order: what public pages show. */
export async function publishedEntries(kind: EntryKind, { drafts = false } = {}) {
  const where = drafts
    ? eq(siteEntries.kind, kind)
    : and(eq(siteEntries.kind, kind), eq(siteEntries.status, "published"));
  return db()
    .select()
    .from(siteEntries)
    .where(where)
    .orderBy(...inOrder);
}

export async function entryById(id: number) {
  const [row] = await db().select().from(siteEntries).where(eq(siteEntries.id, id)).limit(1);
  return row;
}

/** An entry by its page's slug; a draft only when `drafts` (a signed-in preview). */
export async function entryBySlug(kind: EntryKind, slug: string, { drafts = false } = {}) {
  const [row] = await db()
    .select()
    .from(siteEntries)
    .where(and(eq(siteEntries.kind, kind), eq(siteEntries.slug, slug)))
    .limit(1);
  return row && (drafts || row.status === "published") ? row : undefined;
}

/** Published cases by their slugs (a service's case cards). */
export const publishedCasesBySlug = (slugs: string[]) =>
  slugs.length === 0
    ? Promise.resolve([])
    : db()
        .select()
        .from(siteEntries)
        .where(
          and(
            eq(siteEntries.kind, "case"),
            eq(siteEntries.status, "published"),
            inArray(siteEntries.slug, slugs),
          ),
        );

/** The current slug of a published entry whose page was at `oldSlug`. */
export async function redirectedEntrySlug(kind: EntryKind, oldSlug: string) {
  const [row] = await db()
    .select({ slug: siteEntries.slug })
    .from(siteEntryRedirects)
    .innerJoin(siteEntries, eq(siteEntries.id, siteEntryRedirects.entryId))
    .where(
      and(
        eq(siteEntryRedirects.kind, kind),
        eq(siteEntryRedirects.oldSlug, oldSlug),
        eq(siteEntries.status, "published"),
      ),
    )
    .limit(1);
  return row?.slug ?? undefined;
}

/** A kind's old addresses, newest first, for the redirects screen: old slug, current slug. */
export const entryRedirects = (kind: EntryKind, limit: number) =>
  db()
    .select({
      oldSlug: siteEntryRedirects.oldSlug,
      slug: siteEntries.slug,
      createdAt: siteEntryRedirects.createdAt,
    })
    .from(siteEntryRedirects)
    .innerJoin(siteEntries, eq(siteEntries.id, siteEntryRedirects.entryId))
    .where(eq(siteEntryRedirects.kind, kind))
    .orderBy(desc(siteEntryRedirects.createdAt))
    .limit(limit);

export interface EntryInput {
  kind: EntryKind;
  slug: string | null;
  status: EntryStatus;
  position: number;
  data: Record<string, unknown>;
}

export type SaveEntryResult = { ok: true; id: number } | { ok: false; reason: "slug-taken" };

async function keepRevision(tx: Db, entryId: number, input: EntryInput, savedBy: string) {
  const { slug, status, position, data } = input;
  await tx.insert(siteEntryRevisions).values({ entryId, slug, status, position, data, savedBy });
  const kept = tx
    .select({ id: siteEntryRevisions.id })
    .from(siteEntryRevisions)
    .where(eq(siteEntryRevisions.entryId, entryId))
    .orderBy(desc(siteEntryRevisions.id))
    .limit(MAX_REVISIONS);
  await tx
    .delete(siteEntryRevisions)
    .where(and(eq(siteEntryRevisions.entryId, entryId), notInArray(siteEntryRevisions.id, kept)));
}

async function slugTaken(tx: Db, kind: EntryKind, slug: string | null, exceptId?: number) {
  if (!slug) return false;
  const [row] = await tx
    .select({ id: siteEntries.id })
    .from(siteEntries)
    .where(and(eq(siteEntries.kind, kind), eq(siteEntries.slug, slug)))
    .limit(1);
  return Boolean(row && row.id !== exceptId);
}

/**
 * Creates (no `id`) or updates an entry, keeping a revision. A published entry's former slug
 * keeps answering with a 301; a slug taken again by an entry stops redirecting.
 * Undefined when `id` names no entry.
 */
export async function saveEntry(
  input: EntryInput,
  savedBy: string,
  id?: number,
): Promise<SaveEntryResult | undefined> {
  return db().transaction(async (tx) => {
    if (await slugTaken(tx, input.kind, input.slug, id)) {
      return { ok: false, reason: "slug-taken" } as const;
    }
    const values = {
      slug: input.slug,
      status: input.status,
      position: input.position,
      data: input.data,
      updatedAt: new Date(),
    };
    let entryId: number;
    if (id === undefined) {
      const [row] = await tx
        .insert(siteEntries)
        .values({ kind: input.kind, ...values })
        .returning({ id: siteEntries.id });
      if (!row) throw new Error("entrada não inserida");
      entryId = row.id;
    } else {
      const [before] = await tx
        .select()
        .from(siteEntries)
        .where(and(eq(siteEntries.id, id), eq(siteEntries.kind, input.kind)))
        .for("update");
      if (!before) return undefined;
      await tx.update(siteEntries).set(values).where(eq(siteEntries.id, id));
      entryId = id;
      if (
        before.slug &&
        input.slug &&
        before.slug !== input.slug &&
        before.status === "published"
      ) {
        await tx
          .insert(siteEntryRedirects)
          .values({ kind: input.kind, oldSlug: before.slug, entryId })
          .onConflictDoUpdate({
            target: [siteEntryRedirects.kind, siteEntryRedirects.oldSlug],
            set: { entryId, createdAt: new Date() },
          });
      }
    }
    if (input.slug) {
      await tx
        .delete(siteEntryRedirects)
        .where(
          and(eq(siteEntryRedirects.kind, input.kind), eq(siteEntryRedirects.oldSlug, input.slug)),
        );
    }
    await keepRevision(tx, entryId, input, savedBy);
    return { ok: true, id: entryId } as const;
  });
}

export const listEntryRevisions = (entryId: number) =>
  db()
    .select({
      id: siteEntryRevisions.id,
      savedBy: siteEntryRevisions.savedBy,
      savedAt: siteEntryRevisions.savedAt,
    })
    .from(siteEntryRevisions)
    .where(eq(siteEntryRevisions.entryId, entryId))
    .orderBy(desc(siteEntryRevisions.id))
    .limit(MAX_REVISIONS);

export async function entryRevision(entryId: number, revisionId: number) {
  const [row] = await db()
    .select()
    .from(siteEntryRevisions)
    .where(and(eq(siteEntryRevisions.entryId, entryId), eq(siteEntryRevisions.id, revisionId)))
    .limit(1);
  return row;
}

/** Whether an entry went (its revisions and old addresses with it). */
export async function deleteEntry(kind: EntryKind, id: number) {
  const gone = await db()
    .delete(siteEntries)
    .where(and(eq(siteEntries.id, id), eq(siteEntries.kind, kind)))
    .returning({ id: siteEntries.id });
  return gone.length > 0;
}

/** A page's texts (home, about): its one row, which the seed wrote. */
export async function pageEntry(kind: EntryKind) {
  const [row] = await db()
    .select()
    .from(siteEntries)
    .where(eq(siteEntries.kind, kind))
    .orderBy(asc(siteEntries.id))
    .limit(1);
  return row;
}
