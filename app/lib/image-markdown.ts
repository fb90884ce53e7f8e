// Shared by the editor (browser) and its action: the Markdown of an image in the text.

const MAX_ALT = 250;

/** `![alt](url)`, the alt text on one line with Markdown's brackets escaped. */
export function imageMarkdown(alt: string, url: string) {
  const text = alt
    .slice(0, MAX_ALT)
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\[\]]/g, (c) => `\\${c}`);
  return `![${text}](${url})`;
}

/**
 * The text with `snippet` as a paragraph of its own at `cursor` (a position in the text), or
 * at the end when there is none or it is out of range.
 */
export function insertAt(content: string, snippet: string, cursor?: number) {
  const at =
    cursor !== undefined && Number.isInteger(cursor) && cursor >= 0 && cursor <= content.length
      ? cursor
      : content.length;
  const before = content.slice(0, at).replace(/[ \t]+$/, "");
  const after = content.slice(at).replace(/^[ \t]+/, "");
  const lead =
    before === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const tail =
    after === "" ? "\n" : after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  return `${before}${lead}${snippet}${tail}${after}`;
}
