import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { env } from "../env.server";
import { storageClient } from "./supabase.server";

/** How a stored material reaches the visitor who asked for it. */
export type MaterialDelivery =
  | { kind: "stream"; body: ReadableStream<Uint8Array>; size: number }
  | { kind: "redirect"; url: string };

/**
 * Private storage of material files: nothing serves them but the signed download link. Keys
 * are random (`materialKey`), so a location cannot be guessed even where it could be asked for.
 */
export interface MaterialStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Throws when the file is not there. */
  deliver(key: string, fileName: string): Promise<MaterialDelivery>;
  remove(key: string): Promise<void>;
}

/** Every key `materialKey` makes, and the only ones a store reads. */
const KEY = /^[0-9a-f-]{36}\.(pdf|xlsx|pptx|docx|zip)$/;
export const isMaterialKey = (key: string) => KEY.test(key);

export const materialKey = (ext: string) => `${crypto.randomUUID()}.${ext}`;

/** How long Supabase's signed address of a file stays valid: only for the redirect to it. */
const SUPABASE_LINK_SECONDS = 60;

export const localMaterialsDir = () => path.join(env().DATA_DIR, "materials");

export function localMaterialStore(dir: string): MaterialStore {
  const file = (key: string) => {
    if (!isMaterialKey(key)) throw new Error("chave de material inválida");
    return path.join(dir, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      try {
        await writeFile(file(key), bytes, { flag: "wx", mode: 0o600 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST")
          await rm(file(key), { force: true });
        throw error;
      }
    },
    async deliver(key) {
      const { size } = await stat(file(key));
      const body = Readable.toWeb(createReadStream(file(key))) as ReadableStream<Uint8Array>;
      return { kind: "stream", body, size };
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}

/** A private bucket: the visitor is sent to a signed address that lasts a minute. */
export function supabaseMaterialStore(config: {
  url: string;
  serviceRoleKey: string;
  bucket: string;
}): MaterialStore {
  const bucket = storageClient(config).from(config.bucket);
  return {
    async put(key, bytes, contentType) {
      const { error } = await bucket.upload(key, bytes, { contentType, upsert: false });
      if (error)
        throw new Error("falha ao enviar o material ao Supabase Storage", { cause: error });
    },
    async deliver(key, fileName) {
      const { data, error } = await bucket.createSignedUrl(key, SUPABASE_LINK_SECONDS, {
        download: fileName,
      });
      if (error || !data?.signedUrl) {
        throw new Error("falha ao assinar o material no Supabase Storage", { cause: error });
      }
      return { kind: "redirect", url: data.signedUrl };
    },
    async remove(key) {
      const { error } = await bucket.remove([key]);
      if (error)
        throw new Error("falha ao apagar o material no Supabase Storage", { cause: error });
    },
  };
}

let store: MaterialStore | undefined;

/** Supabase Storage's materials bucket when Supabase is configured, else DATA_DIR/materials. */
export function materialStore(): MaterialStore {
  const config = env();
  store ??= config.supabase
    ? supabaseMaterialStore({ ...config.supabase, bucket: config.SUPABASE_MATERIALS_BUCKET })
    : localMaterialStore(localMaterialsDir());
  return store;
}
