import type { RenderedMarkdown } from "~/lib/markdown";
import { renderMarkdown } from "../markdown/render.server";

/**
 * Rendered post bodies, kept by post id and update time: an edit changes the key, so the
 * next request renders the new text. Bounded, oldest entry out first.
 */
const MAX_ENTRIES = 200;
const cache = new Map<string, RenderedMarkdown>();

export function renderPost(post: { id: number; updatedAt: Date; content: string }) {
  const key = `${post.id}:${post.updatedAt.getTime()}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const rendered = renderMarkdown(post.content);
  cache.set(key, rendered);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return rendered;
}
