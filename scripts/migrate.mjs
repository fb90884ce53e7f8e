// `npm run db:migrate`: applies the pending migrations once, under the lock every start takes,
// and says which; for deploys that migrate as a release step before starting the instances
// (MIGRATE_ON_START=false, docs/deploy.md). Runs on the production build, like the server.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV ??= "production";
// Migrations (./drizzle) and the build are found from the project's root, as by server.js.
process.chdir(path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
if (!existsSync("build/server/index.js")) {
  console.error("Build não encontrado: rode npm run build antes de npm run db:migrate.");
  process.exit(1);
}
const mod = await import("../build/server/index.js");

try {
  const applied = await mod.migrateNow();
  console.log(
    applied.length === 0
      ? "Banco de dados em dia: nenhuma migração pendente."
      : `Migrações aplicadas: ${applied.length} (${applied.join(", ")}).`,
  );
} catch (error) {
  if (error instanceof mod.ConfigError) console.error(error.message);
  else console.error("Falha ao migrar:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
