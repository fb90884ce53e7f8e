// Rows the end-to-end tests need that no page makes on this server, written into its data
// directory before it starts (an embedded database belongs to one process): a suspected
// submission (DESIGN D18) for each browser project, to release, and one to delete.
import { openDatabase } from "~/server/db/client.server";
import { storeLead } from "~/server/leads/outbox.server";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("uso: node --import tsx tests/e2e/seed.ts <DATA_DIR>");

const database = await openDatabase({ dataDir });
try {
  await database.migrate();
  for (const project of ["js", "no-js"]) {
    for (const [name, suspicion] of [
      [`Suspeita ${project}`, "honeypot"],
      [`Robô ${project}`, "bad-token"],
    ] as const) {
      await storeLead(
        database.db,
        {
          formType: "newsletter",
          payload: {
            name,
            email: `${project}.${suspicion}@empresa.com.br`,
            formType: "newsletter",
          },
          sourcePage: "/servicos",
          suspicion,
        },
        true,
      );
    }
  }
} finally {
  await database.close();
}
