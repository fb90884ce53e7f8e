import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What a browser fetches as text; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `{file}.br` and `{file}.gz` beside each text file under `dir`, at the best compression
 * each format has: made once at build, sent as they are by server.js (ADR 0026). A copy that
 * would not be smaller is not written, and the file is then sent as it is.
 */
export async function precompress(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  // One file after another, its two formats side by side: brotli at quality 11 is the slow
  // part, and the build machine may have two cores.
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  }
}
