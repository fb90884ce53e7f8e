import { LRUCache } from "lru-cache";
import type { RenderedMarkdown } from "~/lib/markdown";
import { renderMarkdown } from "../markdown/render.server";

/**
 * Rendered post bodies, kept by post id and update time: an edit changes the key, so the
 * next request renders the new text. Bounded by entries and bytes (ADR 0024).
 */
export const MAX_RENDERED_POSTS = 200;
export const MAX_RENDERED_BYTES = 8 * 1024 * 1024;
const cache = new LRUCache<string, RenderedMarkdown, string>({
  max: MAX_RENDERED_POSTS,
  maxSize: MAX_RENDERED_BYTES,
  // Two bytes a character at most; each heading of the table of contents, its text and id.
  sizeCalculation: ({ html, toc }, key) =>
    2 * (key.length + html.length + toc.reduce((sum, e) => sum + e.text.length + e.id.length, 0)),
  memoMethod: (_key, _stale, { context: content }) => renderMarkdown(content),
});

export const renderPost = (post: { id: number; updatedAt: Date; content: string }) =>
  cache.memo(`${post.id}:${post.updatedAt.getTime()}`, { context: post.content });

/** What the cache holds now (entries, bytes), for tests and measures. */
export const renderedPosts = () => ({ entries: cache.size, bytes: cache.calculatedSize });
