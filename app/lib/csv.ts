/**
 * CSV as RFC 4180 writes it (comma, CRLF, quotes doubled), for files opened in spreadsheets.
 * Form fields are typed by anyone, and '=HYPERLINK(…)' must stay text. Excel in Brazil splits
 * on ';' (and others on tabs or line breaks), so a formula can also start after a separator
 * inside a cell: an apostrophe goes before every such start, at the cell's start and after
 * each separator, so each piece stays text however the file is split.
 */
const formulaStart = /(^|[;,\t\r\n])(?=[=+\-@\t\r])/g;

export function csvCell(value: string | number): string {
  const text = String(value).replace(formulaStart, "$1'");
  // Every cell quoted: a separator inside one never splits it for a reader that honours quotes.
  return `"${text.replaceAll('"', '""')}"`;
}

/** The whole file, with a byte order mark so that Excel reads the accents as UTF-8. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/**
 * A cell for Excel in Brazil, which splits on ';': quoted only when it holds a ';', a quote or
 * a line break, formulas neutralised as above.
 */
export function excelCell(value: string | number): string {
  const text = String(value).replace(formulaStart, "$1'");
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of such a file, CRLF-ended. */
export const excelRow = (cells: ReadonlyArray<string | number>) =>
  `${cells.map(excelCell).join(";")}\r\n`;

/** The byte order mark that makes Excel read the file as UTF-8. */
export const BOM = "\uFEFF";
