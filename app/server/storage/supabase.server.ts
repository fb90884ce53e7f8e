import { createClient, type SupabaseClientOptions } from "@supabase/supabase-js";
import WebSocket from "ws";
import type { CoverStore } from "./store.server";

type Transport = NonNullable<NonNullable<SupabaseClientOptions<"public">["realtime"]>["transport"]>;

export const SUPABASE_UPLOAD_FAILED = "Erro ao enviar imagem para o Supabase Storage";
const SUPABASE_NO_PUBLIC_URL = "Não foi possível obter a URL pública da imagem";

export interface SupabaseConfig {
  url: string;
  serviceRoleKey: string;
  bucket: string;
}

/** A Storage client with the service key (server only): one per store. */
export function storageClient(config: Pick<SupabaseConfig, "url" | "serviceRoleKey">) {
  return createClient(config.url, config.serviceRoleKey, {
    // A server key, no user session: nothing to keep or refresh.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // supabase-js 2.109 throws on Node 20 without a WebSocket for its realtime part.
    // (ws's extra `new WebSocket(null)` overload is what keeps TypeScript from matching it.)
    realtime: { transport: WebSocket as unknown as Transport },
  }).storage;
}

/** The covers bucket (ADR 0009) through supabase-js; one client per store. */
export function supabaseStore(config: SupabaseConfig): CoverStore {
  const bucket = storageClient(config).from(config.bucket);
  return {
    async put(name, bytes, contentType, { replace = false } = {}) {
      // Raw bytes, not a Blob: storage-js then sends them as the body with these headers.
      const { error } = await bucket.upload(name, bytes, {
        contentType,
        cacheControl: "3600",
        upsert: replace,
      });
      if (error) throw new Error(SUPABASE_UPLOAD_FAILED, { cause: error });
      const { data } = bucket.getPublicUrl(name);
      if (!data.publicUrl) throw new Error(SUPABASE_NO_PUBLIC_URL);
      return data.publicUrl;
    },
  };
}
