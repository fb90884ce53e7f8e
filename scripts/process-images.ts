// `npm run images:process`: uploads from before the image pipeline (ADR 0016) processed into
// their variants, originals without metadata, references rewritten. The server also does this
// at each start, in the background; this runs it now and says what happened.

import { startDatabase, stopDatabase } from "../app/server/db/index.server";
import { parseEnv } from "../app/server/env.server";
import { processExistingImages } from "../app/server/storage/backfill.server";
import { runCommand } from "./lib/cli";

await runCommand(async () => {
  const config = parseEnv(process.env);
  await startDatabase(config);
  try {
    const { processed, failed } = await processExistingImages();
    console.log(`Imagens processadas: ${processed}. Com falha (ver o log): ${failed}.`);
  } finally {
    await stopDatabase();
  }
});
