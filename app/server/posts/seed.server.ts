import { count, sql } from "drizzle-orm";
import { authorFor } from "~/lib/authors";
import type { SamplePost } from "~content/post-file";
import { samplePosts } from "~content/posts";
import type { Db } from "../db/client.server";
import { blogPosts, type NewBlogPost } from "../db/schema.server";
import { renderedForStorage } from "../markdown/stored.server";

/** A sample post as a row of blog_posts (spec section 3: author object → three columns). */
export function samplePostRow(post: SamplePost): NewBlogPost {
  const author = authorFor(post.author);
  // Noon in São Paulo, so the date reads the same in every time zone of Brazil.
  const date = new Date(`${post.date}T12:00:00-03:00`);
  const { html, toc } = renderedForStorage(post.content, `post ${post.slug}`);
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    contentHtml: html,
    toc,
    category: post.category,
    image: post.cover,
    authorName: author.name,
    authorRole: author.role,
    authorAvatar: author.avatar,
    date,
    readTime: post.readTime,
    featured: false,
    createdAt: date,
    updatedAt: date,
  };
}

/** Fills an empty blog_posts with the 16 sample posts, ids 1 to 16. */
export async function seedPosts(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(blogPosts);
  if ((existing?.n ?? 0) > 0) return 0;
  await db.insert(blogPosts).values(samplePosts.map(samplePostRow));
  await syncPostIds(db);
  return samplePosts.length;
}

/** Explicit ids (seed, import) leave the identity behind: new posts continue after the last one. */
export async function syncPostIds(db: Db) {
  await db.execute(
    sql`select setval(pg_get_serial_sequence('blog_posts', 'id'), greatest((select max(id) from blog_posts), 1))`,
  );
}
