// The sample PDFs of the 13 static materials, from content/material-texts.ts: a cover in the
// brand's colours, then 2 or 3 A4 pages of text. Run `npm run materials` after changing that
// copy; the files are committed to content/material-files/. The dates are fixed, so the same
// copy always gives the same bytes.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Color, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { brand } from "../content/brand";
import {
  type MaterialBlock,
  type MaterialText,
  materialCategoryLabels,
  materialPdfCopy,
  materialTexts,
} from "../content/material-texts";
import { type StaticMaterial, staticMaterials } from "../content/materials";

const outDir = path.resolve(import.meta.dirname, "../content/material-files");
const fixedDate = new Date("2026-11-23T00:00:00Z");

const hex = (value: string) =>
  rgb(
    Number.parseInt(value.slice(1, 3), 16) / 255,
    Number.parseInt(value.slice(3, 5), 16) / 255,
    Number.parseInt(value.slice(5, 7), 16) / 255,
  );

// The hues of app/app.css (--color-brand-*, --color-accent-*), plus Tailwind's slate for text.
const color = {
  brand50: hex("#eef2ff"),
  brand100: hex("#e0e7ff"),
  brand200: hex("#c7d2fe"),
  brand500: hex("#6366f1"),
  brand600: hex("#4f46e5"),
  brand700: hex("#4338ca"),
  brand800: hex("#3730a3"),
  brand900: hex("#1e1b4b"),
  accent300: hex("#5eead4"),
  accent500: hex("#14b8a6"),
  ink: hex("#1e293b"),
  muted: hex("#64748b"),
  rule: hex("#e2e8f0"),
  white: rgb(1, 1, 1),
};

const page = { width: 595.28, height: 841.89 };
const margin = { left: 64, right: 64, top: 96, bottom: 84 };
const contentWidth = page.width - margin.left - margin.right;

const heading = { size: 15, leading: 19, before: 20, after: 8 };
const cell = { size: 9, leading: 12.5, padX: 7, padY: 5 };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A piece of a line: text in one font, drawn at x (relative to the line's start). */
interface Piece {
  text: string;
  bold: boolean;
  x: number;
}

/** `**bold**` runs of a copy string. */
function runs(text: string) {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part !== "")
    .map((part) =>
      part.startsWith("**") ? { text: part.slice(2, -2), bold: true } : { text: part, bold: false },
    );
}

/** Wraps rich text into lines no wider than `width`; a word never breaks inside. */
function wrap(text: string, fonts: Fonts, size: number, width: number, bold = false): Piece[][] {
  // Words are sequences of runs with no space between them ("**Dados**:" is one word).
  const words: Array<Array<{ text: string; bold: boolean }>> = [];
  let current: Array<{ text: string; bold: boolean }> = [];
  for (const run of runs(text)) {
    for (const token of run.text.split(/(\s+)/)) {
      if (token === "") continue;
      if (/^\s+$/.test(token)) {
        if (current.length > 0) words.push(current);
        current = [];
      } else current.push({ text: token, bold: bold || run.bold });
    }
  }
  if (current.length > 0) words.push(current);

  const measure = (t: string, b: boolean) =>
    (b ? fonts.bold : fonts.regular).widthOfTextAtSize(t, size);
  const space = measure(" ", false);
  const lines: Piece[][] = [];
  let line: Piece[] = [];
  let x = 0;
  for (const word of words) {
    const wordWidth = word.reduce((sum, part) => sum + measure(part.text, part.bold), 0);
    if (wordWidth > width)
      throw new Error(`Palavra larga demais para ${width}pt: ${word[0]?.text}`);
    if (line.length > 0 && x + space + wordWidth > width) {
      lines.push(line);
      line = [];
      x = 0;
    }
    if (line.length > 0) x += space;
    for (const part of word) {
      const last = line.at(-1);
      // Same font as the piece before, and contiguous: extend it.
      if (last && last.bold === part.bold) {
        const gap = last.x + measure(last.text, last.bold) < x - 0.01 ? " " : "";
        last.text += gap + part.text;
      } else line.push({ text: part.text, bold: part.bold, x });
      x += measure(part.text, part.bold);
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

const lineWidth = (line: Piece[], fonts: Fonts, size: number) => {
  const last = line.at(-1);
  return last
    ? last.x + (last.bold ? fonts.bold : fonts.regular).widthOfTextAtSize(last.text, size)
    : 0;
};

/** Draws text with extra space between letters (pdf-lib has no letter spacing option). */
function drawSpaced(
  target: PDFPage,
  text: string,
  opts: { x: number; y: number; size: number; font: PDFFont; color: Color; spacing: number },
) {
  let x = opts.x;
  for (const ch of text) {
    target.drawText(ch, { x, y: opts.y, size: opts.size, font: opts.font, color: opts.color });
    x += opts.font.widthOfTextAtSize(ch, opts.size) + opts.spacing;
  }
  return x - opts.spacing - opts.x;
}

const spacedWidth = (text: string, font: PDFFont, size: number, spacing: number) =>
  font.widthOfTextAtSize(text, size) + spacing * (Array.from(text).length - 1);

/** The baseline of a line of `size` text in a box of `leading` height whose top is `top`. */
const baseline = (top: number, leading: number, size: number) => top - leading / 2 - size * 0.36;

/** The brand mark: a small arrow (the "vector") and the spaced, upper-case name. */
function drawMark(
  target: PDFPage,
  fonts: Fonts,
  x: number,
  y: number,
  size: number,
  light: boolean,
) {
  const s = size / 12;
  target.drawSvgPath("M 0 0 L 13 6.5 L 0 13 L 3.5 6.5 Z", {
    x,
    y: y + size * 0.85,
    scale: s,
    color: light ? color.accent300 : color.accent500,
  });
  drawSpaced(target, brand.name.toUpperCase(), {
    x: x + 19 * s,
    y,
    size,
    font: fonts.bold,
    color: light ? color.white : color.brand800,
    spacing: size * 0.16,
  });
}

function drawCover(doc: PDFDocument, fonts: Fonts, material: StaticMaterial, copy: MaterialText) {
  const cover = doc.addPage([page.width, page.height]);
  const { width: W, height: H } = page;
  cover.drawRectangle({ x: 0, y: 0, width: W, height: H, color: color.brand900 });

  // Decoration, upper right: soft circles and a rising bar chart crossed by an arrow.
  cover.drawCircle({ x: W - 40, y: H - 90, size: 250, color: color.brand800, opacity: 0.6 });
  cover.drawCircle({ x: 70, y: 40, size: 150, color: color.brand800, opacity: 0.35 });
  const base = H - 430;
  const bars = [70, 105, 130, 175, 215, 265];
  bars.forEach((height, i) => {
    cover.drawRectangle({
      x: W - 300 + i * 40,
      y: base,
      width: 26,
      height,
      color: color.white,
      opacity: 0.08 + i * 0.035,
    });
  });
  const tops = bars.map((height, i) => [W - 287 + i * 40, base + height + 22] as const);
  tops.slice(1).forEach(([x, y], i) => {
    const [px, py] = tops[i] ?? [x, y];
    cover.drawLine({
      start: { x: px, y: py },
      end: { x, y },
      thickness: 3,
      color: color.accent300,
    });
  });
  for (const [x, y] of tops.slice(0, -1))
    cover.drawCircle({ x, y, size: 4, color: color.accent300 });
  const [ex, ey] = tops.at(-1) ?? [0, 0];
  const [bx, by] = tops.at(-2) ?? [0, 0];
  const angle = Math.atan2(ey - by, ex - bx);
  const tip = (d: number, a: number) =>
    `${ex + d * Math.cos(angle + a)} ${-(ey + d * Math.sin(angle + a))}`;
  cover.drawSvgPath(`M ${tip(8, 0)} L ${tip(12, 2.5)} L ${tip(12, -2.5)} Z`, {
    x: 0,
    y: 0,
    color: color.accent300,
  });

  drawMark(cover, fonts, margin.left, H - 78, 12, true);

  // The type as a pill, the title, an accent rule and the subtitle.
  let y = 430;
  const pill = material.type.toUpperCase();
  const pillWidth = spacedWidth(pill, fonts.bold, 9, 1.4) + 24;
  cover.drawRectangle({
    x: margin.left,
    y: y - 22,
    width: pillWidth,
    height: 22,
    color: color.accent500,
  });
  drawSpaced(cover, pill, {
    x: margin.left + 12,
    y: y - 14.5,
    size: 9,
    font: fonts.bold,
    color: color.brand900,
    spacing: 1.4,
  });
  y -= 22 + 26;

  let titleSize = 34;
  let titleLines = wrap(material.title, fonts, titleSize, 440, true);
  if (titleLines.length > 3) {
    titleSize = 29;
    titleLines = wrap(material.title, fonts, titleSize, 440, true);
  }
  const titleLeading = titleSize * 1.18;
  for (const line of titleLines) {
    for (const piece of line)
      cover.drawText(piece.text, {
        x: margin.left + piece.x,
        y: y - titleSize * 0.8,
        size: titleSize,
        font: fonts.bold,
        color: color.white,
      });
    y -= titleLeading;
  }
  y -= 14;
  cover.drawRectangle({ x: margin.left, y, width: 56, height: 4, color: color.accent500 });
  y -= 24;
  for (const line of wrap(copy.subtitle, fonts, 14, 420)) {
    for (const piece of line)
      cover.drawText(piece.text, {
        x: margin.left + piece.x,
        y: y - 11,
        size: 14,
        font: piece.bold ? fonts.bold : fonts.regular,
        color: color.brand200,
      });
    y -= 20;
  }

  // Bottom: the category and the site.
  cover.drawLine({
    start: { x: margin.left, y: 118 },
    end: { x: W - margin.right, y: 118 },
    thickness: 0.75,
    color: color.brand500,
    opacity: 0.6,
  });
  drawSpaced(cover, materialPdfCopy.categoryLabel.toUpperCase(), {
    x: margin.left,
    y: 92,
    size: 8,
    font: fonts.bold,
    color: color.brand200,
    spacing: 1.2,
  });
  cover.drawText(materialCategoryLabels[material.category], {
    x: margin.left,
    y: 72,
    size: 13,
    font: fonts.bold,
    color: color.white,
  });
  const free = materialPdfCopy.freeMaterial.toUpperCase();
  drawSpaced(cover, free, {
    x: W - margin.right - spacedWidth(free, fonts.bold, 8, 1.2),
    y: 92,
    size: 8,
    font: fonts.bold,
    color: color.brand200,
    spacing: 1.2,
  });
  cover.drawText(brand.domain, {
    x: W - margin.right - fonts.regular.widthOfTextAtSize(brand.domain, 12),
    y: 72,
    size: 12,
    font: fonts.regular,
    color: color.accent300,
  });
}

const text = { size: 10.5, leading: 15.5, color: color.ink, boldColor: color.brand900 };
const usable = page.height - margin.top - margin.bottom;

interface TableLayout {
  widths: number[];
  numeric: boolean[];
  header: { cells: Piece[][][]; height: number };
  rows: Array<{ cells: Piece[][][]; height: number }>;
  total: number;
}

/** Lays out the text pages, adding a page whenever the next piece does not fit. */
class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly material: StaticMaterial,
  ) {
    this.newPage();
  }

  get room() {
    return this.y - margin.bottom;
  }

  get atTop() {
    return this.y === page.height - margin.top;
  }

  newPage() {
    this.page = this.doc.addPage([page.width, page.height]);
    this.pages.push(this.page);
    this.y = page.height - margin.top;
    const { page: p, fonts } = this;
    p.drawRectangle({
      x: 0,
      y: page.height - 8,
      width: page.width,
      height: 8,
      color: color.brand900,
    });
    p.drawRectangle({ x: 0, y: page.height - 8, width: 120, height: 8, color: color.accent500 });
    drawMark(p, fonts, margin.left, page.height - 46, 8, false);
    const right = `${this.material.type} | ${materialCategoryLabels[this.material.category]}`;
    p.drawText(right, {
      x: page.width - margin.right - fonts.regular.widthOfTextAtSize(right, 8),
      y: page.height - 46,
      size: 8,
      font: fonts.regular,
      color: color.muted,
    });
    p.drawLine({
      start: { x: margin.left, y: page.height - 58 },
      end: { x: page.width - margin.right, y: page.height - 58 },
      thickness: 0.75,
      color: color.rule,
    });
  }

  ensure(height: number) {
    if (height > this.room) this.newPage();
  }

  /** Draws wrapped lines at x, the first line's top at this.y, moving down. */
  drawLines(
    lines: Piece[][],
    opts: { x: number; size: number; leading: number; color: Color; boldColor?: Color },
  ) {
    for (const line of lines) {
      for (const piece of line)
        this.page.drawText(piece.text, {
          x: opts.x + piece.x,
          y: baseline(this.y, opts.leading, opts.size),
          size: opts.size,
          font: piece.bold ? this.fonts.bold : this.fonts.regular,
          color: piece.bold ? (opts.boldColor ?? opts.color) : opts.color,
        });
      this.y -= opts.leading;
    }
  }

  // Measures: each block's height, and the part of it that must follow its heading.

  paragraphLines(value: string) {
    return wrap(value, this.fonts, text.size, contentWidth);
  }

  listLines(items: string[], kind: "bullet" | "ordered" | "check") {
    const indent = kind === "check" ? 22 : 18;
    return items.map((item) => wrap(item, this.fonts, text.size, contentWidth - indent));
  }

  /** Column widths by the text each column holds, never narrower than its longest word. */
  columns(head: string[], rows: string[][]) {
    const width = (t: string, bold: boolean) =>
      (bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(
        t.replaceAll("**", ""),
        cell.size,
      );
    const all = [head, ...rows];
    // A short heading or cell ("Dias 1 a 30") stays on one line; a long one wraps, never
    // inside a word.
    const minimum = head.map(
      (h, c) =>
        Math.max(
          Math.min(90, width(h, true)),
          ...rows.map((row) => width(row[c] ?? "", false)).filter((w) => w <= 70),
          ...all.flatMap((row, r) => (row[c] ?? "").split(/\s+/).map((w) => width(w, r === 0))),
        ) +
        2 * cell.padX,
    );
    const want = head.map(
      (_, c) =>
        Math.min(190, Math.max(...all.map((row, r) => width(row[c] ?? "", r === 0)))) +
        2 * cell.padX,
    );
    const sum = want.reduce((a, b) => a + b, 0);
    let widths = want.map((w) => (w / sum) * contentWidth);
    // Columns under their minimum take what they need from the wider ones.
    for (let pass = 0; pass < 4; pass++) {
      const short = widths.map((w, c) => Math.max(0, (minimum[c] ?? 0) - w));
      const need = short.reduce((a, b) => a + b, 0);
      if (need === 0) break;
      const spare = widths.map((w, c) => Math.max(0, w - (minimum[c] ?? 0)));
      const spareSum = spare.reduce((a, b) => a + b, 0);
      widths = widths.map((w, c) => w + (short[c] ?? 0) - ((spare[c] ?? 0) / spareSum) * need);
    }
    return widths;
  }

  tableLayout(head: string[], rows: string[][]): TableLayout {
    const widths = this.columns(head, rows);
    // Columns of figures (amounts, percentages, counts) are right-aligned, their heading too.
    const numeric = head.map((_, c) => rows.every((row) => /^[\d\s.,%×h*R$]*$/.test(row[c] ?? "")));
    const layout = (row: string[], bold: boolean) => {
      const cells = row.map((t, c) =>
        wrap(t, this.fonts, cell.size, (widths[c] ?? 0) - 2 * cell.padX, bold),
      );
      return {
        cells,
        height: Math.max(...cells.map((l) => l.length)) * cell.leading + 2 * cell.padY,
      };
    };
    const header = layout(head, true);
    const body = rows.map((row) => layout(row, false));
    const total = header.height + body.reduce((sum, row) => sum + row.height, 0);
    return { widths, numeric, header, rows: body, total };
  }

  /** A short table never splits; a long one keeps two rows or more on each side. */
  tableKept(layout: TableLayout) {
    return layout.total <= usable * 0.45 || layout.rows.length < 4;
  }

  calloutLayout(title: string, value: string) {
    const inner = contentWidth - 2 * 14 - 4;
    const titleLines = wrap(title, this.fonts, text.size, inner, true);
    const lines = wrap(value, this.fonts, 10, inner);
    return {
      titleLines,
      lines,
      height: titleLines.length * 15.5 + 3 + lines.length * 14.5 + 2 * 12,
    };
  }

  figuresLayout(items: Array<{ value: string; label: string }>) {
    const gap = 10;
    const boxWidth = (contentWidth - gap * (items.length - 1)) / items.length;
    const labels = items.map((item) => wrap(item.label, this.fonts, 9, boxWidth - 24));
    const sizes = items.map((item) => {
      let size = 24;
      while (this.fonts.bold.widthOfTextAtSize(item.value, size) > boxWidth - 24) size -= 1;
      return size;
    });
    const height = 46 + Math.max(...labels.map((l) => l.length)) * 12 + 14;
    return { gap, boxWidth, labels, sizes, height };
  }

  formulasLayout(items: Array<{ label: string; formula: string }>) {
    const labelWidth = 132;
    const formulaWidth = contentWidth - 16 - labelWidth - 14 - 14;
    const rows = items.map((item) => {
      const label = wrap(item.label, this.fonts, 10, labelWidth, true);
      const formula = wrap(item.formula, this.fonts, 10, formulaWidth);
      return { label, formula, height: Math.max(label.length, formula.length) * 14.5 + 16 };
    });
    return { labelWidth, rows, height: rows.reduce((sum, row) => sum + row.height, 0) + 8 };
  }

  /** The height a block needs right under its heading. */
  firstHeight(block: MaterialBlock) {
    switch (block.kind) {
      case "p": {
        const n = this.paragraphLines(block.text).length;
        return (n <= 3 ? n : 2) * text.leading;
      }
      case "list":
      case "checklist": {
        const lines = this.listLines(block.items, block.kind === "checklist" ? "check" : "bullet");
        return lines.slice(0, 2).reduce((sum, l) => sum + l.length * text.leading + 6, 0);
      }
      case "table": {
        const layout = this.tableLayout(block.head, block.rows);
        return this.tableKept(layout)
          ? layout.total
          : layout.header.height +
              layout.rows.slice(0, 2).reduce((sum, row) => sum + row.height, 0);
      }
      case "callout":
        return this.calloutLayout(block.title, block.text).height;
      case "figures":
        return this.figuresLayout(block.items).height;
      case "formulas":
        return this.formulasLayout(block.items).height;
    }
  }

  // Drawing.

  /** Paragraph lines, split across pages with two lines or more on each side. */
  paragraph(value: string) {
    let lines = this.paragraphLines(value);
    while (lines.length > 0) {
      const fit = Math.floor(this.room / text.leading);
      if (fit >= lines.length) {
        this.drawLines(lines, { x: margin.left, ...text });
        break;
      }
      const take = Math.min(fit, lines.length - 2);
      if (take >= 2) {
        this.drawLines(lines.slice(0, take), { x: margin.left, ...text });
        lines = lines.slice(take);
      }
      this.newPage();
    }
    this.y -= 8;
  }

  listItems(items: string[], kind: "bullet" | "ordered" | "check") {
    const indent = kind === "check" ? 22 : 18;
    const gap = kind === "check" ? 5 : 4;
    this.listLines(items, kind).forEach((lines, i) => {
      this.ensure(lines.length * text.leading);
      const mid = baseline(this.y, text.leading, text.size);
      if (kind === "bullet")
        this.page.drawCircle({
          x: margin.left + 5,
          y: mid + 3.4,
          size: 2.2,
          color: color.accent500,
        });
      else if (kind === "ordered")
        this.page.drawText(`${i + 1}.`, {
          x: margin.left,
          y: mid,
          size: text.size,
          font: this.fonts.bold,
          color: color.brand700,
        });
      else
        this.page.drawRectangle({
          x: margin.left + 1,
          y: mid - 1.5,
          width: 10,
          height: 10,
          borderColor: color.brand500,
          borderWidth: 1.1,
          color: color.white,
        });
      this.drawLines(lines, { x: margin.left + indent, ...text });
      this.y -= gap;
    });
    this.y -= 4;
  }

  table(head: string[], rows: string[][]) {
    const layout = this.tableLayout(head, rows);
    const drawRow = (row: TableLayout["header"], kind: "header" | "shaded" | "plain") => {
      if (kind !== "plain")
        this.page.drawRectangle({
          x: margin.left,
          y: this.y - row.height,
          width: contentWidth,
          height: row.height,
          color: kind === "header" ? color.brand700 : color.brand50,
        });
      const top = this.y;
      let x = margin.left;
      row.cells.forEach((lines, c) => {
        const inner = (layout.widths[c] ?? 0) - 2 * cell.padX;
        this.y = top - cell.padY;
        for (const line of lines) {
          const shift = layout.numeric[c] ? inner - lineWidth(line, this.fonts, cell.size) : 0;
          const ink = kind === "header" ? color.white : color.ink;
          this.drawLines([line], {
            x: x + cell.padX + shift,
            size: cell.size,
            leading: cell.leading,
            color: ink,
            boldColor: kind === "header" ? ink : color.brand900,
          });
        }
        x += layout.widths[c] ?? 0;
      });
      this.y = top - row.height;
    };

    if (layout.total > this.room) {
      let fit = 0;
      let used = layout.header.height;
      for (const row of layout.rows) {
        if (used + row.height > this.room) break;
        used += row.height;
        fit++;
      }
      if (this.tableKept(layout) || fit < 2 || layout.rows.length - fit < 2) this.newPage();
    }
    drawRow(layout.header, "header");
    layout.rows.forEach((row, r) => {
      if (row.height > this.room) {
        this.newPage();
        drawRow(layout.header, "header");
      }
      drawRow(row, r % 2 === 1 ? "shaded" : "plain");
      this.page.drawLine({
        start: { x: margin.left, y: this.y },
        end: { x: margin.left + contentWidth, y: this.y },
        thickness: 0.5,
        color: color.brand100,
      });
    });
    this.y -= 16;
  }

  /** A shaded box with a bar on the left, for notes and examples. */
  panel(height: number) {
    this.ensure(height);
    this.page.drawRectangle({
      x: margin.left,
      y: this.y - height,
      width: contentWidth,
      height,
      color: color.brand50,
    });
    this.page.drawRectangle({
      x: margin.left,
      y: this.y - height,
      width: 4,
      height,
      color: color.brand600,
    });
    return this.y - height;
  }

  callout(title: string, value: string) {
    const layout = this.calloutLayout(title, value);
    const bottom = this.panel(layout.height);
    this.y -= 12;
    this.drawLines(layout.titleLines, {
      x: margin.left + 18,
      size: text.size,
      leading: 15.5,
      color: color.brand800,
    });
    this.y -= 3;
    this.drawLines(layout.lines, {
      x: margin.left + 18,
      size: 10,
      leading: 14.5,
      color: color.ink,
      boldColor: color.brand900,
    });
    this.y = bottom - 16;
  }

  /** Named formulas: the name on the left, the formula on the right. */
  formulas(items: Array<{ label: string; formula: string }>) {
    const layout = this.formulasLayout(items);
    const bottom = this.panel(layout.height);
    const x = margin.left + 16;
    this.y -= 4;
    layout.rows.forEach((row, i) => {
      const top = this.y;
      if (i > 0)
        this.page.drawLine({
          start: { x, y: top },
          end: { x: margin.left + contentWidth - 14, y: top },
          thickness: 0.5,
          color: color.brand200,
        });
      this.y = top - 8;
      this.drawLines(row.label, { x, size: 10, leading: 14.5, color: color.brand800 });
      this.y = top - 8;
      this.drawLines(row.formula, {
        x: x + layout.labelWidth + 14,
        size: 10,
        leading: 14.5,
        color: color.ink,
        boldColor: color.brand900,
      });
      this.y = top - row.height;
    });
    this.y = bottom - 16;
  }

  figures(items: Array<{ value: string; label: string }>) {
    const layout = this.figuresLayout(items);
    this.y -= 4;
    this.ensure(layout.height);
    const top = this.y;
    items.forEach((item, i) => {
      const x = margin.left + i * (layout.boxWidth + layout.gap);
      this.page.drawRectangle({
        x,
        y: top - layout.height,
        width: layout.boxWidth,
        height: layout.height,
        color: color.brand900,
      });
      this.page.drawRectangle({
        x,
        y: top - 3,
        width: layout.boxWidth,
        height: 3,
        color: color.accent500,
      });
      this.page.drawText(item.value, {
        x: x + 12,
        y: top - 38,
        size: layout.sizes[i] ?? 24,
        font: this.fonts.bold,
        color: color.accent300,
      });
      this.y = top - 46;
      this.drawLines(layout.labels[i] ?? [], {
        x: x + 12,
        size: 9,
        leading: 12,
        color: color.brand100,
      });
    });
    this.y = top - layout.height - 16;
  }

  /**
   * A paragraph that introduces the next block stays with its start: one that ends in ":", or a
   * short one (three lines at most) before a list, table or box.
   */
  introduces(block: MaterialBlock, next: MaterialBlock | undefined): next is MaterialBlock {
    if (next === undefined || block.kind !== "p") return false;
    const lines = this.paragraphLines(block.text).length;
    return block.text.trimEnd().endsWith(":") || lines <= 2 || (lines <= 3 && next.kind !== "p");
  }

  /** The height that must follow on the same page: a block's start, or an intro and its block. */
  keep(blocks: MaterialBlock[]) {
    const [block, next] = blocks;
    if (!block) return 0;
    if (this.introduces(block, next))
      return (
        this.paragraphLines(block.kind === "p" ? block.text : "").length * text.leading +
        8 +
        this.firstHeight(next)
      );
    return this.firstHeight(block);
  }

  /** A heading, on a new page when it and the start of its blocks do not fit. */
  heading(value: string, blocks: MaterialBlock[]) {
    const lines = wrap(value, this.fonts, heading.size, contentWidth, true);
    const height = lines.length * heading.leading + heading.after;
    const first = this.keep(blocks);
    if (!this.atTop) {
      if (heading.before + height + first > this.room) this.newPage();
      else this.y -= heading.before;
    }
    this.page.drawRectangle({
      x: margin.left - 14,
      y: this.y - heading.leading + 3,
      width: 4,
      height: heading.leading - 6,
      color: color.accent500,
    });
    this.drawLines(lines, {
      x: margin.left,
      size: heading.size,
      leading: heading.leading,
      color: color.brand900,
    });
    this.y -= heading.after;
  }

  block(block: MaterialBlock) {
    switch (block.kind) {
      case "p":
        return this.paragraph(block.text);
      case "list":
        return this.listItems(block.items, block.ordered ? "ordered" : "bullet");
      case "checklist":
        return this.listItems(block.items, "check");
      case "table":
        return this.table(block.head, block.rows);
      case "callout":
        return this.callout(block.title, block.text);
      case "figures":
        return this.figures(block.items);
      case "formulas":
        return this.formulas(block.items);
    }
  }

  /**
   * The closing box at the foot of the last page, its last line the site's domain. It must fit
   * under the text: a page holding only the box means the copy needs trimming or more text.
   */
  closing() {
    const pad = 18;
    const titleLines = wrap(
      materialPdfCopy.closingHeading,
      this.fonts,
      13,
      contentWidth - 2 * pad,
      true,
    );
    const lines = wrap(materialPdfCopy.closingText, this.fonts, 10, contentWidth - 2 * pad);
    const height = titleLines.length * 17 + 4 + lines.length * 14.5 + 6 + 16 + 2 * pad;
    if (height + 8 > this.room)
      throw new Error(
        `${this.material.id}: o quadro final não cabe na última página (faltam ${Math.ceil(height + 8 - this.room)}pt)`,
      );
    const spare = this.room - height;
    const top = margin.bottom + height;
    this.page.drawRectangle({
      x: margin.left,
      y: margin.bottom,
      width: contentWidth,
      height,
      color: color.brand900,
    });
    this.page.drawRectangle({
      x: margin.left,
      y: margin.bottom,
      width: 4,
      height,
      color: color.accent500,
    });
    this.y = top - pad;
    this.drawLines(titleLines, { x: margin.left + pad, size: 13, leading: 17, color: color.white });
    this.y -= 4;
    this.drawLines(lines, { x: margin.left + pad, size: 10, leading: 14.5, color: color.brand100 });
    this.y -= 6;
    this.page.drawText(brand.domain, {
      x: margin.left + pad,
      y: baseline(this.y, 16, 12),
      size: 12,
      font: this.fonts.bold,
      color: color.accent300,
    });
    return spare;
  }

  footers(total: number) {
    this.pages.forEach((p, i) => {
      const label = materialPdfCopy.page(i + 2, total);
      p.drawLine({
        start: { x: margin.left, y: 56 },
        end: { x: page.width - margin.right, y: 56 },
        thickness: 0.75,
        color: color.rule,
      });
      p.drawText(`${brand.name}  |  ${this.material.title}`, {
        x: margin.left,
        y: 40,
        size: 8,
        font: this.fonts.regular,
        color: color.muted,
      });
      p.drawText(label, {
        x: page.width - margin.right - this.fonts.bold.widthOfTextAtSize(label, 8),
        y: 40,
        size: 8,
        font: this.fonts.bold,
        color: color.brand700,
      });
    });
  }
}

async function build(material: StaticMaterial) {
  const copy = materialTexts[material.id];
  if (!copy) throw new Error(`Sem texto para o material ${material.id}`);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  doc.setTitle(material.title, { showInWindowTitleBar: true });
  doc.setAuthor(brand.name);
  doc.setSubject(material.description);
  // pdf-lib joins keywords with spaces; commas keep "Revenue Operations" one keyword.
  doc.setKeywords([
    [material.type, materialCategoryLabels[material.category], brand.name].join(", "),
  ]);
  doc.setCreator(brand.name);
  doc.setProducer("pdf-lib");
  doc.setLanguage("pt-BR");
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);

  drawCover(doc, fonts, material, copy);
  const writer = new Writer(doc, fonts, material);
  for (const section of copy.sections) {
    writer.heading(section.heading, section.blocks);
    section.blocks.forEach((block, i) => {
      if (i > 0) writer.ensure(writer.keep(section.blocks.slice(i)));
      writer.block(block);
    });
  }
  const spare = writer.closing();
  const total = doc.getPageCount();
  if (total < 3 || total > 4)
    throw new Error(`${material.id}: ${total} páginas; o material deve ter 3 ou 4 páginas`);
  writer.footers(total);
  return { bytes: await doc.save(), total, spare };
}

mkdirSync(outDir, { recursive: true });
let failed = false;
for (const material of staticMaterials) {
  try {
    const { bytes, total, spare } = await build(material);
    writeFileSync(path.join(outDir, `${material.id}.pdf`), bytes);
    console.log(
      `${material.id}.pdf: ${total} páginas, ${(bytes.length / 1024).toFixed(1)} kB, ${Math.round(spare)}pt livres na última`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    failed = true;
  }
}
if (failed) process.exit(1);
