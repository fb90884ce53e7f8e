// Limits of a Markdown text's structure, checked in one pass before the parser sees it
// (ADR 0049). The parser's time grows with what it builds (paragraphs, items, emphasis, links,
// cells), some of it with the square of a paragraph's markers, and its stack with the nesting:
// each limit keeps the worst text at it near the time of ordinary prose of the same length.
import { markdownCopy as copy } from "~content/admin-markdown";

type Totals = "emphasis" | "ticks" | "brackets" | "pipes" | "angles" | "blocks";

/** The figures the bench measured (docs/bench-reports/2026-12-02-markdown-bounds.md). */
export const MARKDOWN_BOUNDS: Readonly<
  Record<"depth" | "blockEmphasis" | "blockBrackets" | Totals, number>
> = {
  /** Quotes and list levels on one line (indentation counting a level per two columns). */
  depth: 10,
  /** Emphasis markers (`*`, `_`, `~`) and link brackets in one paragraph or list item. */
  blockEmphasis: 200,
  blockBrackets: 100,
  emphasis: 20_000,
  ticks: 10_000,
  brackets: 10_000,
  pipes: 5_000,
  angles: 20_000,
  blocks: 4_000,
};

const SPACE = 32;
const TAB = 9;

const isBlank = (text: string, from: number) => {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== SPACE && c !== TAB && c !== 13) return false;
  }
  return true;
};
const spaceOrEnd = (line: string, at: number) =>
  at >= line.length || line[at] === " " || line[at] === "\t" || line[at] === "\r";

/** The run of one fence character (``` or ~~~) at `at`, or 0. */
function fenceRun(line: string, at: number) {
  const mark = line[at];
  if (mark !== "`" && mark !== "~") return 0;
  let end = at;
  while (line[end] === mark) end++;
  return end - at >= 3 ? end - at : 0;
}

/**
 * What a line opens: its block quotes (`>`) and list markers, and the columns before the first
 * of them; where its own text starts.
 */
function prefixOf(line: string) {
  let quotes = 0;
  let markers = 0;
  let lead = 0;
  let i = 0;
  while (i < line.length) {
    const c = line[i] as string;
    if (c === " " || c === "\t") {
      if (quotes + markers === 0) lead += c === "\t" ? 4 : 1;
      i++;
    } else if (c === ">") {
      quotes++;
      i++;
    } else if ((c === "-" || c === "*" || c === "+") && spaceOrEnd(line, i + 1)) {
      markers++;
      i++;
    } else {
      let d = i;
      while (d < line.length && d - i < 9 && line.charCodeAt(d) >= 48 && line.charCodeAt(d) <= 57)
        d++;
      if (d === i || (line[d] !== "." && line[d] !== ")") || !spaceOrEnd(line, d + 1)) break;
      markers++;
      i = d + 1;
    }
  }
  return { quotes, markers, lead, text: i };
}

/**
 * Why `markdown` is past the limits, in words for its editor, or undefined. Linear in its
 * length: each character is looked at a bounded number of times; fenced code is not counted.
 */
export function markdownProblem(
  markdown: string,
  bounds: Readonly<typeof MARKDOWN_BOUNDS> = MARKDOWN_BOUNDS,
): string | undefined {
  const totals: Record<Totals, number> = {
    emphasis: 0,
    ticks: 0,
    brackets: 0,
    pipes: 0,
    angles: 0,
    blocks: 0,
  };
  let blockEmphasis = 0;
  let blockBrackets = 0;
  let afterBlank = true;
  let fence: { mark: string; length: number } | undefined;
  let start = 0;
  for (let number = 1; start <= markdown.length; number++) {
    const newline = markdown.indexOf("\n", start);
    const end = newline === -1 ? markdown.length : newline;
    const line = markdown.slice(start, end);
    start = end + 1;
    const prefix = prefixOf(line);
    const opened = prefix.quotes + prefix.markers;
    if (opened > 0 && opened + Math.floor(prefix.lead / 2) > bounds.depth)
      return copy.tooDeep(bounds.depth, number);
    const run = fenceRun(line, prefix.text);
    if (fence) {
      if (line[prefix.text] === fence.mark && run >= fence.length) fence = undefined;
      continue;
    }
    if (run > 0) {
      fence = { mark: line[prefix.text] as string, length: run };
      totals.blocks++;
      afterBlank = false;
      continue;
    }
    if (isBlank(line, prefix.text)) {
      blockEmphasis = 0;
      blockBrackets = 0;
      afterBlank = true;
      continue;
    }
    const first = line[prefix.text];
    const item = prefix.markers > 0 || first === "#";
    if (item) {
      blockEmphasis = 0;
      blockBrackets = 0;
    }
    if (afterBlank || item || first === "|") totals.blocks++;
    afterBlank = false;
    for (let i = prefix.text; i < line.length; i++) {
      const c = line[i];
      if (c === "*" || c === "_" || c === "~") {
        totals.emphasis++;
        blockEmphasis++;
      } else if (c === "[") {
        totals.brackets++;
        blockBrackets++;
      } else if (c === "`") totals.ticks++;
      else if (c === "|") totals.pipes++;
      else if (c === "<") totals.angles++;
    }
    if (blockEmphasis > bounds.blockEmphasis)
      return copy.blockEmphasis(bounds.blockEmphasis, number);
    if (blockBrackets > bounds.blockBrackets)
      return copy.blockBrackets(bounds.blockBrackets, number);
    for (const total of Object.keys(totals) as Totals[])
      if (totals[total] > bounds[total]) return copy.tooMany[total](bounds[total]);
  }
  return undefined;
}
