import { count } from "drizzle-orm";
import { sampleRedirects } from "~content/admin-redirects";
import type { Db } from "../db/client.server";
import { redirects, seedLog } from "../db/schema.server";

/** The sample redirect into an empty table, once per database: deleted, it does not return. */
export async function seedRedirects(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedLog)
      .values({ name: "redirects" })
      .onConflictDoNothing()
      .returning({ name: seedLog.name });
    if (claimed.length === 0) return 0;
    const [existing] = await tx.select({ n: count() }).from(redirects);
    if ((existing?.n ?? 0) > 0) return 0;
    await tx.insert(redirects).values(sampleRedirects);
    return sampleRedirects.length;
  });
}
