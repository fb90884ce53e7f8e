import {
  COVER_BAD_TYPE,
  COVER_EMPTY,
  COVER_FAILED,
  COVER_TOO_LARGE,
  MAX_COVER_BYTES,
} from "~/lib/cover";
import { env } from "../env.server";
import { logger } from "../logger.server";
import { detectImageType } from "./image-type.server";
import { localStore, uploadsDir } from "./local.server";
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

/** Supabase Storage when configured (D8), else DATA_DIR/uploads; chosen once. */
function coverStore(): CoverStore {
  const { supabase } = env();
  store ??= supabase ? supabaseStore(supabase) : localStore(uploadsDir());
  return store;
}

/** Checks a cover by its bytes, stores it under a generated name and gives its public URL. */
export async function storeCover(file: File): Promise<CoverResult> {
  if (file.size === 0) return { ok: false, message: COVER_EMPTY };
  if (file.size > MAX_COVER_BYTES) return { ok: false, message: COVER_TOO_LARGE };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) return { ok: false, message: COVER_BAD_TYPE };
  const name = storedName(file.name, type.ext);
  try {
    return { ok: true, url: await coverStore().put(name, bytes, type.mime) };
  } catch (error) {
    logger.error({ err: error, name }, "falha ao guardar a imagem de capa");
    return { ok: false, message: COVER_FAILED };
  }
}
