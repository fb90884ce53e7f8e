import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { IMAGE_SAFETY, imageNotFound } from "~/routes/handlers/image-response.server";
import { detectImageType } from "~/server/storage/image-type.server";
import { uploadsDir } from "~/server/storage/local.server";
import { isStoredName } from "~/server/storage/stored-name.server";
import type { Route } from "./+types/uploads";

// Even a file with a script after its image data stays inert: it is only ever sent with the
// type found in its bytes, never sniffed (nosniff on every response), in a sandbox with nothing
// allowed (IMAGE_SAFETY replaces the pages' policy here).

const matches = (ifNoneMatch: string | null, etag: string) =>
  ifNoneMatch
    ?.split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*") ?? false;

/** Covers kept in DATA_DIR/uploads (no Supabase): names never change, so cached for a year. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isStoredName(params.name)) return imageNotFound();
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(uploadsDir(), params.name));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR") return imageNotFound();
    throw error;
  }
  const type = detectImageType(bytes);
  if (!type) return imageNotFound();

  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
  const headers = {
    ...IMAGE_SAFETY,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
  };
  if (matches(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : new Uint8Array(bytes), {
    headers: { ...headers, "Content-Type": type.mime, "Content-Length": String(bytes.length) },
  });
}
