import { readdir, readFile, stat, writeFile } from "node:fs/promises";
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
  const files = (await readdir(dir, { recursive: true }))
    .filter((name) => COMPRESSIBLE.test(name))
    .map((name) => path.join(dir, name));
  let written = 0;
  // One file at a time per format: brotli at quality 11 is the slow part, and the build
  // machine may have two cores.
  for (const file of files) {
    if (!(await stat(file)).isFile()) continue;
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
    for (const [copy, ext] of [
      [br, "br"],
      [gz, "gz"],
    ] as const) {
      if (copy.length >= body.length) continue;
      await writeFile(`${file}.${ext}`, copy);
      written++;
    }
  }
  return written;
}
