import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type Variant = { body: Buffer; etag: string; encoding?: "br" | "gzip" };

/** A page's body in the three encodings the cache answers with. */
export type Variants = { identity: Variant; br: Variant; gzip: Variant };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const tagOf = (body: Buffer) => createHash("sha1").update(body).digest("base64url");

/**
 * The page in its three encodings. Made off the main thread; brotli at its best quality, as it
 * is made once per page. A page rendered again the same (each minute) keeps its compressions.
 */
export async function variants(body: Buffer, before?: Variants): Promise<Variants> {
  const tag = tagOf(body);
  if (before && before.identity.etag === `"${tag}"`) {
    return { identity: before.identity, br: before.br, gzip: before.gzip };
  }
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    identity: { body, etag: `"${tag}"` },
    br: { body: br, etag: `"${tag}.br"`, encoding: "br" },
    gzip: { body: gz, etag: `"${tag}.gz"`, encoding: "gzip" },
  };
}
