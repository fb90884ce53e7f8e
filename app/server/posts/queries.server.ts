import { and, asc, count, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { filedCategory, PAGE_SIZE, type PostCardData } from "~/lib/blog";
import { formatLongDate } from "~/lib/dates";
import { usableImage } from "~/lib/image-address";
import { db, tables } from "../db/index.server";
import { categoryEntries, namesFiledUnder, publicCategories } from "./categories.server";
import { isPublic } from "./public.server";

const { blogPosts, blogPostRedirects } = tables;

/** The same rule for a post already read. */
export const postIsPublic = (post: { status: string; date: Date }, now: Date = new Date()) =>
  post.status === "published" && post.date.getTime() <= now.getTime();

/** The columns of a card; `satisfies` keeps them in step with PostCardData (its label is made from `date`). */
const card = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  image: blogPosts.image,
  date: blogPosts.date,
  readTime: blogPosts.readTime,
} satisfies Record<Exclude<keyof PostCardData, "dateLabel">, unknown>;

const ACCENTED = "áàâãäåéèêëíìîïóòôõöúùûüçñ";
const PLAIN = "aaaaaaeeeeiiiiooooouuuucn";

/**
 * A row as pages use it: a cover they cannot use is dropped, not a reason to fail; the date is
 * written out here, so a page's script never builds a date formatter.
 */
const shown = <T extends { image: string | null; date: Date }>(row: T) => ({
  ...row,
  image: usableImage(row.image),
  dateLabel: formatLongDate(row.date),
});

/** Lower case without accents, as the search compares text. */
const foldText = (text: string) => text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

function matchesSearch(q: string) {
  const needle = `%${foldText(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`translate(lower(${blogPosts.title} || ' ' || ${blogPosts.excerpt}), ${ACCENTED}, ${PLAIN}) like ${needle}`;
}

/**
 * Public posts newest first (created_at, as the spec orders them), filtered by a search of title and
 * excerpt (case and accents ignored) and a category; `pages` pages of 9 from the start.
 */
export async function listPosts({
  q = "",
  category = "",
  pages = 1,
  now = new Date(),
}: {
  q?: string;
  category?: string;
  pages?: number;
  now?: Date;
} = {}): Promise<{ posts: PostCardData[]; total: number }> {
  const filters = and(
    isPublic(now),
    q.trim() ? matchesSearch(q.trim()) : undefined,
    category ? inArray(blogPosts.category, await namesFiledUnder(category)) : undefined,
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

/**
 * 'Todos' is implied; the categories public posts have: the blog's list (blog_categories) in its
 * order, then the others (ADR 0043).
 */
export const listCategories = (now: Date = new Date()) => publicCategories(now);

/**
 * Any post at `slug`, public or not: the page decides who may see it (`postIsPublic`). Its
 * category as filed: an older name reads as the category's name.
 */
export async function findPostBySlug(slug: string) {
  const [[post], entries] = await Promise.all([
    db().select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1),
    categoryEntries(),
  ]);
  return post && { ...shown(post), category: filedCategory(post.category, entries) };
}

const filedOf = async (category: string) => filedCategory(category, await categoryEntries());

/** Up to 3 other posts of the same category, newest first. */
export async function relatedPosts(
  post: { id: number; category: string },
  now: Date = new Date(),
): Promise<PostCardData[]> {
  const rows = await db()
    .select(card)
    .from(blogPosts)
    .where(
      and(
        isPublic(now),
        inArray(blogPosts.category, await namesFiledUnder(await filedOf(post.category))),
        ne(blogPosts.id, post.id),
      ),
    )
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(3);
  return rows.map(shown);
}

/** Newest first, for the RSS feed and the sitemap. */
export async function latestPosts(
  limit: number,
  now: Date = new Date(),
): Promise<(PostCardData & { updatedAt: Date })[]> {
  const rows = await db()
    .select({ ...card, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublic(now))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map(shown);
}

/** The current slug of a public post that used to live at `oldSlug`, if any (its 301). */
export async function redirectedSlug(oldSlug: string, now: Date = new Date()) {
  const [row] = await db()
    .select({ slug: blogPosts.slug })
    .from(blogPostRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostRedirects.postId))
    .where(and(eq(blogPostRedirects.oldSlug, oldSlug), isPublic(now)))
    .limit(1);
  return row?.slug;
}

/**
 * The date of the next scheduled post after `now`, if any: caches of pages that list posts
 * last no longer than until then, so a post that becomes due is not hidden by them.
 */
export async function nextScheduledDate(now: Date = new Date()): Promise<Date | undefined> {
  const [row] = await db()
    .select({ date: blogPosts.date })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, "published"), gt(blogPosts.date, now)))
    .orderBy(asc(blogPosts.date))
    .limit(1);
  return row?.date;
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
      status: blogPosts.status,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

export async function findPostById(id: number) {
  const [post] = await db().select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post;
}
