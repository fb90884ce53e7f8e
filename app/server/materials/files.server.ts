import { MAX_MATERIAL_FILE_BYTES } from "~/lib/material-file";
import { adminMaterialsCopy } from "~content/admin-materials";
import { sign, signedBy } from "../auth/signed.server";
import { logger } from "../logger.server";
import { detectMaterialType } from "../storage/material-file-type.server";
import { isMaterialKey, materialKey, materialStore } from "../storage/material-store.server";
import type { MaterialContent } from "./library.server";

const copy = adminMaterialsCopy.file;

export type StoredFile = Extract<MaterialContent, { kind: "file" }>;
export type MaterialFileResult = { ok: true; file: StoredFile } | { ok: false; message: string };

/**
 * Checks a material by its bytes (PDF, XLSX, PPTX, DOCX or ZIP, at most 50 MB) and stores it
 * privately under a random key. `slug` names the file the visitor saves.
 */
export async function storeMaterialFile(file: File, slug: string): Promise<MaterialFileResult> {
  if (file.size === 0) return { ok: false, message: copy.empty };
  if (file.size > MAX_MATERIAL_FILE_BYTES) {
    return { ok: false, message: copy.tooLarge(MAX_MATERIAL_FILE_BYTES / (1024 * 1024)) };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await detectMaterialType(bytes);
  if (!type) return { ok: false, message: copy.badType };
  const key = materialKey(type.ext);
  try {
    await materialStore().put(key, bytes, type.mime);
  } catch (error) {
    logger.error({ err: error }, "falha ao guardar o arquivo do material");
    return { ok: false, message: copy.failed };
  }
  const name = `${slug || "material"}.${type.ext}`;
  return { ok: true, file: { kind: "file", key, name, type: type.mime, size: bytes.length } };
}

/** Removes a file no row points to any more; a failure only leaves an unreachable file. */
export async function removeMaterialFile(key: string | null | undefined) {
  if (!key) return;
  await materialStore()
    .remove(key)
    .catch((error) => logger.warn({ err: error, key }, "arquivo de material não removido"));
}

// A file stored while the rest of the form was refused travels back in a hidden field, signed,
// so the admin does not send 50 MB again and nobody can point a row at another key.
export function pendingFileToken(file: StoredFile): string {
  const body = Buffer.from(JSON.stringify([file.key, file.type, file.size])).toString("base64url");
  return `${body}.${sign("material-file", body)}`;
}

export function readPendingFile(token: string, slug: string): StoredFile | undefined {
  if (token.length > 400) return undefined;
  const [body = "", given = ""] = token.split(".");
  if (!signedBy("material-file", body, given)) return undefined;
  try {
    const [key, type, size] = JSON.parse(Buffer.from(body, "base64url").toString()) as unknown[];
    if (typeof key !== "string" || !isMaterialKey(key)) return undefined;
    if (typeof type !== "string" || typeof size !== "number") return undefined;
    const ext = key.split(".").pop();
    return { kind: "file", key, type, size, name: `${slug || "material"}.${ext}` };
  } catch {
    return undefined;
  }
}
