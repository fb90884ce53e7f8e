// The old addresses the content keeps by itself when a slug changes (ADR 0044): read-only on
// /admin/redirecionamentos, beside the redirects the admin writes.
import { desc, eq } from "drizzle-orm";
import { db, tables } from "../db/index.server";
import { entryRedirects } from "../site/entries.server";

const { blogPosts, blogPostRedirects, materials, materialRedirects } = tables;

/** One old address: where it leads now, since when, and which content it belongs to. */
export interface SlugChange {
  source: string;
  from: string;
  to: string;
  since: Date;
}

/** The most each source lists. */
const MAX_PER_SOURCE = 500;

type Source = { source: string; list: (limit: number) => Promise<Omit<SlugChange, "source">[]> };

const posts: Source = {
  source: "Post",
  list: async (limit) =>
    (
      await db()
        .select({
          old: blogPostRedirects.oldSlug,
          slug: blogPosts.slug,
          since: blogPostRedirects.createdAt,
        })
        .from(blogPostRedirects)
        .innerJoin(blogPosts, eq(blogPosts.id, blogPostRedirects.postId))
        .orderBy(desc(blogPostRedirects.createdAt))
        .limit(limit)
    ).map((row) => ({ from: `/blog/${row.old}`, to: `/blog/${row.slug}`, since: row.since })),
};

const materialSource: Source = {
  source: "Material",
  list: async (limit) =>
    (
      await db()
        .select({
          old: materialRedirects.oldSlug,
          slug: materials.slug,
          since: materialRedirects.createdAt,
        })
        .from(materialRedirects)
        .innerJoin(materials, eq(materials.id, materialRedirects.materialId))
        .orderBy(desc(materialRedirects.createdAt))
        .limit(limit)
    ).map((row) => ({
      from: `/materiais/${row.old}`,
      to: `/materiais/${row.slug}`,
      since: row.since,
    })),
};

/** Cases' and services' old slugs (ADR 0042). */
const siteEntrySource = (kind: "case" | "service", source: string, prefix: string): Source => ({
  source,
  list: async (limit) =>
    (await entryRedirects(kind, limit)).map((row) => ({
      from: `${prefix}/${row.oldSlug}`,
      to: `${prefix}/${row.slug}`,
      since: row.createdAt,
    })),
});

/** Every source of old addresses: a new content type with slugs adds its one line here. */
const sources: Source[] = [
  posts,
  materialSource,
  siteEntrySource("case", "Case", "/cases"),
  siteEntrySource("service", "Serviço", "/servicos"),
];

/** The old addresses of every source, newest first. */
export async function listSlugChanges(): Promise<SlugChange[]> {
  const lists = await Promise.all(
    sources.map(async ({ source, list }) =>
      (await list(MAX_PER_SOURCE)).map((change) => ({ source, ...change })),
    ),
  );
  return lists.flat().sort((a, b) => b.since.getTime() - a.since.getTime());
}
