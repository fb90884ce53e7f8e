import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

type Encoded = { body: Buffer; etag: string; encoding?: "br" | "gzip" };
/** A cached page's body in the encodings it is answered with, each under a strong ETag. */
export type Compressed = { identity: Encoded; br: Encoded; gzip: Encoded };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const { BROTLI_PARAM_QUALITY, BROTLI_MAX_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT } = constants;

/** Off the main thread, at their best, once per page: a page rendered again the same keeps them. */
export async function compressions(body: Buffer, before?: Compressed): Promise<Compressed> {
  const tag = createHash("sha1").update(body).digest("base64url");
  if (before?.identity.etag === `"${tag}"`) {
    return { identity: before.identity, br: before.br, gzip: before.gzip };
  }
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [BROTLI_PARAM_QUALITY]: BROTLI_MAX_QUALITY, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    identity: { body, etag: `"${tag}"` },
    br: { body: br, etag: `"${tag}.br"`, encoding: "br" },
    gzip: { body: gz, etag: `"${tag}.gz"`, encoding: "gzip" },
  };
}
