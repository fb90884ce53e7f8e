import { fileTypeFromBuffer } from "file-type";

export interface MaterialFileType {
  ext: "pdf" | "xlsx" | "pptx" | "docx" | "zip";
  mime: string;
}

const ACCEPTED: Record<string, MaterialFileType["ext"]> = {
  pdf: "pdf",
  xlsx: "xlsx",
  pptx: "pptx",
  docx: "docx",
  zip: "zip",
};

/**
 * A material's kind from its bytes (file-type reads the signature and, for Office files, the
 * zip's entries), never from its name or the type the browser declared. HTML, SVG and anything
 * else is undefined.
 */
export async function detectMaterialType(bytes: Uint8Array): Promise<MaterialFileType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  const ext = found ? ACCEPTED[found.ext] : undefined;
  return found && ext ? { ext, mime: found.mime } : undefined;
}
