// Markdown rendered once, when it is saved (ADR 0049): the page reads the stored HTML. What
// cannot render (past the bounds, or the renderer throws) is refused with words for its editor;
// a stored text that cannot render (older rows, imports) gets its plain text instead.
import type { TocEntry } from "~/lib/markdown";
import { markdownCopy } from "~content/admin-markdown";
import { logger } from "../logger.server";
import { markdownProblem } from "./bounds.server";
import { renderMarkdown } from "./render.server";

export type CheckedRender =
  | { ok: true; html: string; toc: TocEntry[] }
  | { ok: false; message: string };

/** The text within the bounds, rendered; else why not, for its editor. */
export function renderChecked(markdown: string): CheckedRender {
  const problem = markdownProblem(markdown);
  if (problem) return { ok: false, message: problem };
  try {
    return { ok: true, ...renderMarkdown(markdown) };
  } catch (error) {
    logger.warn({ err: error, length: markdown.length }, "texto em Markdown não renderizado");
    return { ok: false, message: markdownCopy.failed };
  }
}

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** The text as escaped paragraphs (split at empty lines): safe and linear, never the parser. */
export const plainHtml = (markdown: string) =>
  markdown
    .split(/\r?\n[ \t]*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${part.replace(/[&<>"']/g, (c) => escapes[c] as string)}</p>`)
    .join("\n");

/**
 * What a stored row keeps for a text that no editor is there to fix (a start-up backfill, an
 * import, a sample): its HTML, or its plain text with a warning in the log.
 */
export function renderedForStorage(markdown: string, what: string) {
  const rendered = renderChecked(markdown);
  if (rendered.ok) return { html: rendered.html, toc: rendered.toc };
  logger.warn({ what, problem: rendered.message }, "texto guardado como texto simples");
  return { html: plainHtml(markdown), toc: [] as TocEntry[] };
}
