import { desc, eq } from "drizzle-orm";
import { db, tables } from "../db/index.server";

const { blogPosts } = tables;

/** Newest first, as the spec orders them (created_at descending). */
export async function listPosts({ limit = 9, offset = 0 } = {}) {
  return db()
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      date: blogPosts.date,
      readTime: blogPosts.readTime,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(limit)
    .offset(offset);
}

export async function findPostBySlug(slug: string) {
  const [post] = await db().select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return post;
}
