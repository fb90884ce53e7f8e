// `npm run backup [-- ARQUIVO.tar.gz | PASTA]`: one dated archive of what cannot be rebuilt
// (the database, local covers and material files, the generated session secret). See docs/backups.md.
import { parseEnv } from "../app/server/env.server";
import { createBackup } from "./lib/backup";
import { describeSize, runCommand } from "./lib/cli";

await runCommand(async () => {
  const config = parseEnv(process.env);
  const target = process.argv[2] ?? process.env.BACKUP_DIR;
  const done = await createBackup(config, target);
  console.log(`Backup gravado em ${done.file} (${describeSize(done.bytes)}).`);
  console.log(
    `Contém: ${done.database === "embedded" ? "o banco embutido" : "o dump SQL do PostgreSQL"}, ${done.covers} imagem(ns) de capa, ${done.materials} arquivo(s) de materiais${done.sessionSecret ? " e o segredo de sessão gerado" : ""}.`,
  );
  if (config.supabase) {
    console.log(
      "Atenção: as capas guardadas no Supabase Storage (SUPABASE_URL) não entram neste arquivo; use o backup do próprio Supabase.",
    );
  }
});
