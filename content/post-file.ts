import { parse } from "yaml";
import { z } from "zod";

/**
 * A sample post file: YAML front matter (title, slug, excerpt, category, date, author, read
 * time, cover) and a Markdown body. Used by the seeder, the admin's import and the images
 * script, so all three read the same files the same way.
 */
const PostFrontMatter = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  excerpt: z.string().min(1),
  category: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  author: z.string().min(1),
  readTime: z.string().regex(/^\d+ min$/),
  cover: z.string().startsWith("/images/blog/"),
});

export type SamplePost = z.infer<typeof PostFrontMatter> & { content: string };

export function parsePostFile(raw: string, file = "post"): SamplePost {
  const match = raw.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/);
  if (!match?.[1] || match[2] === undefined) throw new Error(`${file}: sem front matter`);
  const meta = PostFrontMatter.safeParse(parse(match[1]));
  if (!meta.success) throw new Error(`${file}: ${meta.error.message}`);
  return { ...meta.data, content: match[2].trim() };
}
