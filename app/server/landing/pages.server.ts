// Landing pages (ADR 0045): read for their address and the admin, written by the admin with a
// revision per save. A published page whose address changes leaves a 301 in the redirects
// (ADR 0044), where the team sees and can change it.
import { and, asc, desc, eq, lte, notInArray } from "drizzle-orm";
import { formBlock, type LandingBlock } from "~/lib/landing/blocks";
import { campaignSettings } from "~/lib/landing/campaign-block";
import type { StoredImage } from "~/lib/site-content/fields";
import type { Db } from "../db/client.server";
import { db } from "../db/index.server";
import {
  type LandingRevisionFields,
  landingPageRevisions,
  landingPages,
  redirects,
} from "../db/schema.server";
import { blocksHtmlForStorage } from "./rendered.server";

export type LandingRow = typeof landingPages.$inferSelect;
export type LandingStatus = "draft" | "published";

const MAX_REVISIONS = 20;

/** Public means published and dated at or before `now`, as posts (ADR 0015). */
const isPublicAt = (now: Date) =>
  and(eq(landingPages.status, "published"), lte(landingPages.publishAt, now));

export const landingIsPublic = (row: Pick<LandingRow, "status" | "publishAt">, now = new Date()) =>
  row.status === "published" && row.publishAt.getTime() <= now.getTime();

/** Every page, newest change first: the admin's list. */
export const listLandingPages = () =>
  db().select().from(landingPages).orderBy(desc(landingPages.updatedAt), desc(landingPages.id));

/** Slug and title of every page, for the inbox's and dashboard's filters. */
export const landingPageNames = () =>
  db()
    .select({ slug: landingPages.slug, title: landingPages.title })
    .from(landingPages)
    .orderBy(asc(landingPages.title));

/**
 * The pages a visitor can open today and search engines may list: the sitemap's. An event's
 * page leaves it once the event is over.
 */
export async function indexedLandingPages(now = new Date()) {
  const rows = await db()
    .select({
      slug: landingPages.slug,
      updatedAt: landingPages.updatedAt,
      blocks: landingPages.blocks,
    })
    .from(landingPages)
    .where(and(isPublicAt(now), eq(landingPages.noindex, false)))
    .orderBy(asc(landingPages.slug));
  return rows.flatMap(({ blocks, ...page }) => {
    const form = formBlock(blocks);
    const event =
      form?.data.formType === "campaign" ? campaignSettings(form.data).event : undefined;
    return event && event.end < now ? [] : [page];
  });
}

export async function landingPageById(id: number) {
  const [row] = await db().select().from(landingPages).where(eq(landingPages.id, id)).limit(1);
  return row;
}

/** The page at an address, whatever its status: the caller decides who may see it. */
export async function landingPageBySlug(slug: string) {
  const [row] = await db().select().from(landingPages).where(eq(landingPages.slug, slug)).limit(1);
  return row;
}

export interface LandingInput {
  slug: string;
  title: string;
  status: LandingStatus;
  publishAt: Date;
  seoTitle: string | null;
  seoDescription: string | null;
  socialImage: StoredImage | null;
  noindex: boolean;
  /** 'Página focada'; absent, a new page is not and a saved one keeps what it was. */
  focused?: boolean;
  blocks: LandingBlock[];
}

export type SaveLandingResult =
  | { ok: true; id: number }
  | { ok: false; reason: "address-taken" | "address-redirected" };

const revisionFields = (input: LandingInput): LandingRevisionFields => ({
  ...input,
  publishAt: input.publishAt.toISOString(),
});

async function keepRevision(
  tx: Db,
  pageId: number,
  input: LandingInput,
  savedBy: string,
  blocksHtml: (string | null)[],
) {
  await tx
    .insert(landingPageRevisions)
    .values({ pageId, fields: revisionFields(input), savedBy, blocksHtml });
  const kept = tx
    .select({ id: landingPageRevisions.id })
    .from(landingPageRevisions)
    .where(eq(landingPageRevisions.pageId, pageId))
    .orderBy(desc(landingPageRevisions.id))
    .limit(MAX_REVISIONS);
  await tx
    .delete(landingPageRevisions)
    .where(and(eq(landingPageRevisions.pageId, pageId), notInArray(landingPageRevisions.id, kept)));
}

/**
 * Why `slug` is not free for page `id` (another page has it, or a redirect starts there), or
 * undefined. A redirect this page's own address change left is not in the way: it goes.
 */
async function addressInUse(tx: Db, slug: string, id: number | undefined, current?: string) {
  const [page] = await tx
    .select({ id: landingPages.id })
    .from(landingPages)
    .where(eq(landingPages.slug, slug))
    .limit(1);
  if (page && page.id !== id) return "address-taken" as const;
  const [redirect] = await tx
    .select({ id: redirects.id, target: redirects.target })
    .from(redirects)
    .where(eq(redirects.fromPath, `/${slug}`))
    .limit(1);
  if (!redirect) return undefined;
  if (current && redirect.target === `/${current}`) {
    await tx.delete(redirects).where(eq(redirects.id, redirect.id));
    return undefined;
  }
  return "address-redirected" as const;
}

/**
 * Creates (no `id`) or updates a page and keeps a revision; undefined when `id` names no page.
 * The address's checks that need the database are made here, in the same transaction.
 * `blocksHtml` is the blocks' Markdown as `renderBlocks` rendered it (ADR 0049); without it
 * (a copy of a stored page) the blocks are rendered here, before the transaction.
 */
export async function saveLandingPage(
  input: LandingInput,
  savedBy: string,
  id?: number,
  blocksHtml: (string | null)[] = blocksHtmlForStorage(input.blocks, `página ${input.slug}`),
): Promise<SaveLandingResult | undefined> {
  return db().transaction(async (tx) => {
    const [before] =
      id === undefined
        ? [undefined]
        : await tx.select().from(landingPages).where(eq(landingPages.id, id)).for("update");
    if (id !== undefined && !before) return undefined;
    const problem = await addressInUse(tx, input.slug, id, before?.slug);
    if (problem) return { ok: false, reason: problem } as const;
    const values = { ...input, blocksHtml, updatedAt: new Date() };
    let pageId: number;
    if (!before) {
      const [row] = await tx.insert(landingPages).values(values).returning({ id: landingPages.id });
      if (!row) throw new Error("página não inserida");
      pageId = row.id;
    } else {
      pageId = before.id;
      await tx.update(landingPages).set(values).where(eq(landingPages.id, pageId));
      if (before.slug !== input.slug && before.status === "published") {
        // The old address keeps its visitors: a 301 the team sees in Redirecionamentos.
        await tx
          .insert(redirects)
          .values({ fromPath: `/${before.slug}`, target: `/${input.slug}`, status: 301 })
          .onConflictDoUpdate({
            target: redirects.fromPath,
            set: { target: `/${input.slug}`, status: 301, updatedAt: new Date() },
          });
      }
    }
    await keepRevision(tx, pageId, input, savedBy, blocksHtml);
    return { ok: true, id: pageId } as const;
  });
}

export const listLandingRevisions = (pageId: number) =>
  db()
    .select({
      id: landingPageRevisions.id,
      savedBy: landingPageRevisions.savedBy,
      savedAt: landingPageRevisions.savedAt,
    })
    .from(landingPageRevisions)
    .where(eq(landingPageRevisions.pageId, pageId))
    .orderBy(desc(landingPageRevisions.id))
    .limit(MAX_REVISIONS);

export async function landingRevision(pageId: number, revisionId: number) {
  const [row] = await db()
    .select()
    .from(landingPageRevisions)
    .where(and(eq(landingPageRevisions.pageId, pageId), eq(landingPageRevisions.id, revisionId)))
    .limit(1);
  return row;
}

/** Whether the page went (its revisions with it; its leads stay). */
export async function deleteLandingPage(id: number) {
  const gone = await db()
    .delete(landingPages)
    .where(eq(landingPages.id, id))
    .returning({ id: landingPages.id });
  return gone.length > 0;
}
