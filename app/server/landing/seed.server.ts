import { count } from "drizzle-orm";
import type { LandingBlock } from "~/lib/landing/blocks";
import { sampleLandingPage } from "~content/landing-samples";
import type { Db } from "../db/client.server";
import { landingPages, seedLog } from "../db/schema.server";
import { blocksHtmlForStorage } from "./rendered.server";

/** The sample landing page into an empty table, once per database: deleted, it does not return. */
export async function seedLandingPages(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedLog)
      .values({ name: "landing-pages" })
      .onConflictDoNothing()
      .returning({ name: seedLog.name });
    if (claimed.length === 0) return 0;
    const [existing] = await tx.select({ n: count() }).from(landingPages);
    if ((existing?.n ?? 0) > 0) return 0;
    const blocks = structuredClone(sampleLandingPage.blocks) as unknown as LandingBlock[];
    await tx.insert(landingPages).values({
      ...sampleLandingPage,
      blocks,
      blocksHtml: blocksHtmlForStorage(blocks, `página ${sampleLandingPage.slug}`),
      status: "published",
      publishAt: new Date(),
    });
    return 1;
  });
}
