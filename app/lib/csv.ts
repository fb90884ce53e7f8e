/**
 * CSV as RFC 4180 writes it (comma, CRLF, quotes doubled), for files opened in spreadsheets.
 * A cell that a spreadsheet would read as a formula gets a leading apostrophe: form fields are
 * typed by anyone, and '=HYPERLINK(…)' must stay text.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file, with a byte order mark so that Excel reads the accents as UTF-8. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
