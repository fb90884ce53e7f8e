import { readFile } from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import { materialSlug } from "~/lib/materials";
import { staticMaterials } from "~content/materials";
import type { Db } from "../db/client.server";
import { materials, seedLog } from "../db/schema.server";
import { materialKey, materialStore } from "../storage/material-store.server";

/** The sample PDFs, made by `npm run materials` and committed. */
export const sampleFilesDir = () => path.resolve(process.cwd(), "content", "material-files");

/**
 * The 13 sample materials of content/ as library rows, each with its PDF in storage: once per
 * database (seed_log), and only into an empty library. Instances starting together agree
 * through the seed_log row; a failure (storage down) rolls back and is tried at the next start.
 */
export async function seedMaterials(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedLog)
      .values({ name: "materials" })
      .onConflictDoNothing()
      .returning({ name: seedLog.name });
    if (claimed.length === 0) return 0;
    const [existing] = await tx.select({ n: count() }).from(materials);
    if ((existing?.n ?? 0) > 0) return 0;

    const rows = [];
    for (const sample of staticMaterials) {
      const bytes = await readFile(path.join(sampleFilesDir(), `${sample.id}.pdf`));
      const key = materialKey("pdf");
      await materialStore().put(key, bytes, "application/pdf");
      const slug = materialSlug(sample);
      rows.push({
        slug,
        title: sample.title,
        type: sample.type,
        category: sample.category,
        description: sample.description,
        fileKey: key,
        fileName: `${slug}.pdf`,
        fileType: "application/pdf",
        fileSize: bytes.length,
      });
    }
    await tx.insert(materials).values(rows);
    return rows.length;
  });
}
