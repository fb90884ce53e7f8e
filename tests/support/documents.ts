// Small material files with the real signatures of their formats, built here so the tests
// carry no binaries (the images are in images.ts).

/** A minimal one-page PDF; `note` changes its bytes, so two files differ. */
export function pdf(note = "material de teste") {
  return Buffer.from(
    [
      "%PDF-1.4",
      "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
      "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
      "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
      `% ${note}`,
      "trailer << /Root 1 0 R >>",
      "%%EOF",
      "",
    ].join("\n"),
    "latin1",
  );
}

/** A file over `megabytes` that starts as a PDF: refused for its size, not its kind. */
export function largePdf(megabytes: number) {
  const bytes = Buffer.alloc(megabytes * 1024 * 1024 + 1, 0x20);
  pdf().copy(bytes);
  return bytes;
}
