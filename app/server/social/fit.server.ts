/**
 * Fitting a title into the card (ADR 0018): the largest size at which it wraps into the lines
 * it may take, else the smallest size with the last line cut at a word and an ellipsis. Widths
 * are estimated from Inter Bold's proportions, on the generous side, so a line we accept fits;
 * the renderer also clips each line with an ellipsis, in case.
 */

/** Advance widths of Inter Bold, in ems, by class of character (rounded up). */
function charWidth(char: string) {
  if (char === " ") return 0.26;
  if ("iljI|!.,:;'’".includes(char)) return 0.3;
  if ("ftr()[]-–".includes(char)) return 0.42;
  if ("mwMW".includes(char)) return 0.92;
  if ("—…%@".includes(char)) return 0.96;
  if (/\p{Lu}/u.test(char)) return 0.72;
  if (/\d/.test(char)) return 0.64;
  return 0.6;
}

/** The estimated width, in pixels, of `text` at `size` pixels. */
export function textWidth(text: string, size: number) {
  let ems = 0;
  for (const char of text) ems += charWidth(char);
  return ems * size;
}

/** Greedy wrapping by words; a word wider than a line is cut into pieces that fit. */
export function wrap(text: string, size: number, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    let rest = word;
    while (textWidth(rest, size) > width) {
      let cut = 1;
      const chars = [...rest];
      while (cut < chars.length && textWidth(chars.slice(0, cut + 1).join(""), size) <= width) {
        cut++;
      }
      lines.push(chars.slice(0, cut).join(""));
      rest = chars.slice(cut).join("");
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

export interface FittedTitle {
  size: number;
  lines: string[];
  /** True when the title did not fit whole and ends with an ellipsis. */
  cut: boolean;
}

/** Sizes tried, largest first, with how many lines each may take. */
const STEPS: ReadonlyArray<{ size: number; lines: number }> = [
  { size: 76, lines: 2 },
  { size: 68, lines: 3 },
  { size: 60, lines: 3 },
  { size: 52, lines: 4 },
  { size: 46, lines: 4 },
];

/** Titles are bounded before anything else (an editor's title may be long). */
const MAX_CHARS = 300;

export function fitTitle(title: string, width: number): FittedTitle {
  const text = title.replace(/\s+/g, " ").trim().slice(0, MAX_CHARS);
  for (const step of STEPS) {
    const lines = wrap(text, step.size, width);
    if (lines.length <= step.lines) return { size: step.size, lines, cut: false };
  }
  const last = STEPS[STEPS.length - 1] as { size: number; lines: number };
  const lines = wrap(text, last.size, width).slice(0, last.lines);
  lines[lines.length - 1] = withEllipsis(lines[lines.length - 1] ?? "", last.size, width);
  return { size: last.size, lines, cut: true };
}

/** A line shortened at a word (or a character) so that it and '…' fit. */
function withEllipsis(line: string, size: number, width: number) {
  let words = line.split(" ");
  while (words.length > 1 && textWidth(`${words.join(" ")}…`, size) > width) {
    words = words.slice(0, -1);
  }
  let text = words.join(" ").replace(/[\s,.;:—–-]+$/, "");
  while (text.length > 1 && textWidth(`${text}…`, size) > width) text = text.slice(0, -1);
  return `${text}…`;
}

/** A one-line label cut with '…' when wider than `width`. */
export function fitLine(text: string, size: number, width: number) {
  const clean = text.replace(/\s+/g, " ").trim().slice(0, MAX_CHARS);
  return textWidth(clean, size) <= width ? clean : withEllipsis(clean, size, width);
}
