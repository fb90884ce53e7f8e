import {
  COVER_BAD_TYPE,
  COVER_EMPTY,
  COVER_FAILED,
  COVER_NOT_PROCESSED,
  COVER_TOO_LARGE,
  MAX_COVER_BYTES,
} from "~/lib/cover";
import { env } from "../env.server";
import { ImageWorkerFailed } from "../images/image-worker.server";
import { logger } from "../logger.server";
import { detectImageType } from "./image-type.server";
import { localStore, uploadsDir } from "./local.server";
import { type ProcessedFiles, processImage } from "./pipeline.server";
import type { CoverStore } from "./store.server";
import { storedName } from "./stored-name.server";
import { supabaseStore } from "./supabase.server";

export {
  COVER_ACCEPT,
  COVER_BAD_TYPE,
  COVER_EMPTY,
  COVER_FAILED,
  COVER_TOO_LARGE,
  MAX_COVER_BYTES,
} from "~/lib/cover";

export type CoverResult = { ok: true; url: string } | { ok: false; message: string };

let store: CoverStore | undefined;

/** Supabase Storage when configured (ADR 0009), else DATA_DIR/uploads; chosen once. */
function coverStore(): CoverStore {
  const { supabase } = env();
  store ??= supabase ? supabaseStore(supabase) : localStore(uploadsDir());
  return store;
}

/** The store chosen for this process (the start-up processing of older uploads uses it too). */
export const imageStore = coverStore;

/** Every variant, the largest JPEG last: its address, which pages use, exists only once the others do. */
export async function putProcessed(processed: ProcessedFiles, options?: { replace?: boolean }) {
  let url = "";
  for (const file of processed.files) {
    url = await coverStore().put(file.name, file.bytes, file.mime, options);
  }
  return url;
}

/**
 * Checks an image by its bytes and stores it through the pipeline (ADR 0016) under a generated
 * name; gives the public URL of its largest JPEG, from which pages find the other variants.
 * Every uploaded image comes here: covers, images in the text, material covers.
 */
export async function storeImage(bytes: Uint8Array, originalName: string): Promise<CoverResult> {
  if (bytes.length === 0) return { ok: false, message: COVER_EMPTY };
  if (bytes.length > MAX_COVER_BYTES) return { ok: false, message: COVER_TOO_LARGE };
  const type = detectImageType(bytes);
  if (!type) return { ok: false, message: COVER_BAD_TYPE };
  const base = storedName(originalName, type.ext).replace(/\.[a-z]+$/, "");
  let processed: ProcessedFiles;
  try {
    processed = await processImage(bytes, base);
  } catch (error) {
    // The process that decodes it died (out of memory, the time limit, a crash): the editor may
    // try again, and the log says why.
    if (error instanceof ImageWorkerFailed) {
      logger.error({ err: error, base }, "falha ao processar a imagem");
      return { ok: false, message: COVER_NOT_PROCESSED };
    }
    // Bytes that start like an image but do not decode (or are far too many pixels).
    logger.warn({ err: error, base }, "imagem recusada pelo processamento");
    return { ok: false, message: COVER_BAD_TYPE };
  }
  try {
    return { ok: true, url: await putProcessed(processed) };
  } catch (error) {
    logger.error({ err: error, base }, "falha ao guardar a imagem");
    return { ok: false, message: COVER_FAILED };
  }
}

/** An uploaded file through `storeImage` (covers, images in the text, material covers). */
export async function storeCover(file: File): Promise<CoverResult> {
  if (file.size === 0) return { ok: false, message: COVER_EMPTY };
  if (file.size > MAX_COVER_BYTES) return { ok: false, message: COVER_TOO_LARGE };
  return storeImage(new Uint8Array(await file.arrayBuffer()), file.name);
}
