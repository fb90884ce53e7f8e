// A landing page's 'Texto' blocks rendered when the page is saved (ADR 0049): the HTML is
// stored by block position beside the blocks, and the page reads it.
import { asc, eq, isNull } from "drizzle-orm";
import type { LandingBlock } from "~/lib/landing/blocks";
import type { Db } from "../db/client.server";
import { landingPages } from "../db/schema.server";
import { renderChecked, renderedForStorage } from "../markdown/stored.server";

const markdownOf = (block: LandingBlock) =>
  typeof block.data.markdown === "string" ? block.data.markdown : "";

/** Each text block's HTML (null for the other kinds), or, by block position, why not. */
export function renderBlocks(blocks: LandingBlock[]) {
  const html: (string | null)[] = [];
  const problems = new Map<number, string>();
  blocks.forEach((block, index) => {
    if (block.type !== "text") {
      html.push(null);
      return;
    }
    const rendered = renderChecked(markdownOf(block));
    html.push(rendered.ok ? rendered.html : null);
    if (!rendered.ok) problems.set(index, rendered.message);
  });
  return { html, problems };
}

/** For blocks no editor is there to fix (a sample, an older row): plain text where needed. */
export const blocksHtmlForStorage = (blocks: LandingBlock[], what: string) =>
  blocks.map((block, index) =>
    block.type === "text"
      ? renderedForStorage(markdownOf(block), `${what}, bloco ${index + 1}`).html
      : null,
  );

/** Pages rendered per transaction. */
const BATCH = 10;

/**
 * Pages stored before their HTML was, rendered once at start, as `renderStoredPosts` does
 * posts: locked batches, shared by the instances that start together.
 */
export async function renderStoredLandingPages(db: Db): Promise<number> {
  let rendered = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: landingPages.id, slug: landingPages.slug, blocks: landingPages.blocks })
        .from(landingPages)
        .where(isNull(landingPages.blocksHtml))
        .orderBy(asc(landingPages.id))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      for (const row of rows) {
        const blocksHtml = blocksHtmlForStorage(row.blocks, `página ${row.slug}`);
        await tx.update(landingPages).set({ blocksHtml }).where(eq(landingPages.id, row.id));
      }
      return rows.length;
    });
    rendered += done;
    if (done < BATCH) return rendered;
  }
}
