// `npm run restore -- ARQUIVO.tar.gz`: brings a backup back into an empty DATA_DIR, or into the
// empty database at DATABASE_URL. See docs/backups.md.
import { parseEnv } from "../app/server/env.server";
import { BackupError, restoreBackup, restoredParts } from "./lib/backup";
import { runCommand } from "./lib/cli";

await runCommand(async () => {
  const file = process.argv[2];
  if (!file) throw new BackupError("Uso: npm run restore -- ARQUIVO.tar.gz");
  const config = parseEnv(process.env);
  const done = await restoreBackup(config, file);
  const where = config.DATABASE_URL ? "no banco de DATABASE_URL" : `em ${config.DATA_DIR}`;
  console.log(`Backup de ${done.createdAt} restaurado ${where}.`);
  console.log(`Restaurados: ${restoredParts(done)}. Já pode iniciar o servidor.`);
});
