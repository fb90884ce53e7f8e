import type { RenderedMarkdown } from "~/lib/markdown";
import { BoundedCache } from "../bounded-cache.server";
import { renderMarkdown } from "../markdown/render.server";

/**
 * Rendered post bodies, kept by post id and update time: an edit changes the key, so the
 * next request renders the new text. Bounded by entries and bytes (ADR 0024), least recently
 * used out first.
 */
export const MAX_RENDERED_POSTS = 200;
export const MAX_RENDERED_BYTES = 8 * 1024 * 1024;
const cache = new BoundedCache<RenderedMarkdown>({
  maxEntries: MAX_RENDERED_POSTS,
  maxBytes: MAX_RENDERED_BYTES,
  // Two bytes a character at most; each heading of the table of contents, its text and id.
  sizeOf: ({ html, toc }) =>
    2 * (html.length + toc.reduce((sum, entry) => sum + entry.text.length + entry.id.length, 0)),
});

export function renderPost(post: { id: number; updatedAt: Date; content: string }) {
  const key = `${post.id}:${post.updatedAt.getTime()}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const rendered = renderMarkdown(post.content);
  cache.set(key, rendered);
  return rendered;
}

/** What the cache holds now (entries, bytes), for tests and measures. */
export const renderedPosts = () => cache.size;
