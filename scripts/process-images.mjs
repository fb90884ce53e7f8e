// `npm run images:process`: uploads from before the image pipeline (ADR 0016) processed into
// their variants, originals without metadata, references rewritten. The server also does this
// at each start, in the background; this runs it now, on the production build, and says what
// happened.
import path from "node:path";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV ??= "production";
// Migrations (./drizzle) and the build are found from the project's root, as by server.js.
process.chdir(path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
const mod = await import("../build/server/index.js");

try {
  const { processed, failed } = await mod.processImagesNow();
  console.log(`Imagens processadas: ${processed}. Com falha (ver o log): ${failed}.`);
} catch (error) {
  if (error instanceof mod.ConfigError) console.error(error.message);
  else console.error("Falha inesperada:", error);
  process.exitCode = 1;
}
