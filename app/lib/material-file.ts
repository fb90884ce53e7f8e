// Shared by the admin's material form (browser) and the upload code (server).

/** Largest material file accepted, in bytes (50 MB). */
export const MAX_MATERIAL_FILE_BYTES = 50 * 1024 * 1024;

/**
 * Largest request of the material form: the file, a cover and the fields. Read whole even with
 * a file a little over the limit, so the refusal keeps what was typed.
 */
export const MAX_MATERIAL_REQUEST_BYTES = MAX_MATERIAL_FILE_BYTES + 16 * 1024 * 1024;

/** `accept` of the file input: the kinds the server recognises by content. */
export const MATERIAL_FILE_ACCEPT =
  ".pdf,.xlsx,.pptx,.docx,.zip,application/pdf,application/zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.openxmlformats-officedocument.presentationml.presentation,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const sizeNumber = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** A file's size as the admin reads it: '820 KB', '1,4 MB'. */
export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeNumber.format(bytes / 1024)} KB`;
  return `${sizeNumber.format(bytes / (1024 * 1024))} MB`;
}
