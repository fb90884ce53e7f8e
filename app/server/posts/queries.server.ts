import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { FIXED_CATEGORIES, PAGE_SIZE, type PostCardData } from "~/lib/blog";
import { usableImage } from "~/lib/cover";
import { db, tables } from "../db/index.server";

const { blogPosts, blogPostRedirects } = tables;

/** The columns of a card; `satisfies` keeps them in step with PostCardData. */
const card = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  image: blogPosts.image,
  date: blogPosts.date,
  readTime: blogPosts.readTime,
} satisfies Record<keyof PostCardData, unknown>;

const ACCENTED = "áàâãäåéèêëíìîïóòôõöúùûüçñ";
const PLAIN = "aaaaaaeeeeiiiiooooouuuucn";

/** A row as pages use it: a cover they cannot use is dropped, not a reason to fail. */
const shown = <T extends { image: string | null }>(row: T): T => ({
  ...row,
  image: usableImage(row.image),
});

/** Lower case without accents, as the search compares text. */
const foldText = (text: string) => text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

function matchesSearch(q: string) {
  const needle = `%${foldText(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`translate(lower(${blogPosts.title} || ' ' || ${blogPosts.excerpt}), ${ACCENTED}, ${PLAIN}) like ${needle}`;
}

/**
 * Posts newest first (created_at, as the spec orders them), filtered by a search of title and
 * excerpt (case and accents ignored) and a category; `pages` pages of 9 from the start.
 */
export async function listPosts({
  q = "",
  category = "",
  pages = 1,
}: {
  q?: string;
  category?: string;
  pages?: number;
} = {}): Promise<{ posts: PostCardData[]; total: number }> {
  const filters = and(
    q.trim() ? matchesSearch(q.trim()) : undefined,
    category ? eq(blogPosts.category, category) : undefined,
  );
  const [posts, [total]] = await Promise.all([
    db()
      .select(card)
      .from(blogPosts)
      .where(filters)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(PAGE_SIZE * Math.max(1, pages)),
    db().select({ n: count() }).from(blogPosts).where(filters),
  ]);
  return { posts: posts.map(shown), total: total?.n ?? 0 };
}

/** 'Todos' is implied; the spec's fixed chips, then any other category a post has. */
export async function listCategories() {
  const rows = await db().selectDistinct({ category: blogPosts.category }).from(blogPosts);
  const found = rows.map((row) => row.category).filter((c) => !FIXED_CATEGORIES.includes(c));
  return [...FIXED_CATEGORIES, ...found.sort((a, b) => a.localeCompare(b, "pt-BR"))];
}

export async function findPostBySlug(slug: string) {
  const [post] = await db().select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return post && shown(post);
}

/** Up to 3 other posts of the same category, newest first. */
export async function relatedPosts(post: {
  id: number;
  category: string;
}): Promise<PostCardData[]> {
  const rows = await db()
    .select(card)
    .from(blogPosts)
    .where(and(eq(blogPosts.category, post.category), ne(blogPosts.id, post.id)))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(3);
  return rows.map(shown);
}

/** Newest first, for the RSS feed and the sitemap. */
export async function latestPosts(limit: number): Promise<(PostCardData & { updatedAt: Date })[]> {
  const rows = await db()
    .select({ ...card, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map(shown);
}

/** The current slug of a post that used to live at `oldSlug`, if any (its 301). */
export async function redirectedSlug(oldSlug: string) {
  const [row] = await db()
    .select({ slug: blogPosts.slug })
    .from(blogPostRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostRedirects.postId))
    .where(eq(blogPostRedirects.oldSlug, oldSlug))
    .limit(1);
  return row?.slug;
}

/** All posts, newest first, for the admin list (spec: ordered by created_at descending). */
export async function adminPostList() {
  return db()
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      category: blogPosts.category,
      date: blogPosts.date,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

export async function findPostById(id: number) {
  const [post] = await db().select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post;
}
