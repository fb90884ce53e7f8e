// Rows stored before their HTML (ADR 0049): rendered once at start, a text past the bounds kept
// as escaped plain text, a second start with nothing to do; on PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, setDatabase, tables } from "~/server/db/index.server";
import { renderStoredLandingPages } from "~/server/landing/rendered.server";
import { renderStoredPosts } from "~/server/posts/html-backfill.server";
import { describeOnTargets } from "../support/databases";

describeOnTargets("Markdown rendered at start on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
    setDatabase(database);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await dispose();
  });

  it("renders posts and landing texts without HTML once, the deep quote as plain text", async () => {
    const { blogPosts, landingPages } = tables;
    const deep = `${">".repeat(19_990)}a <b>`;
    await database.db.insert(blogPosts).values([
      { title: "Antigo", slug: "antigo", content: "## Seção\n\nTexto **forte**." },
      { title: "Fundo", slug: "fundo", content: deep },
    ]);
    await database.db.insert(landingPages).values({
      slug: "antiga",
      title: "Antiga",
      blocks: [
        { type: "hero", data: { title: "Oi" } },
        { type: "text", data: { markdown: deep } },
      ],
    });
    // Two instances starting together share the rows; neither renders one twice.
    const [a, b] = await Promise.all([
      renderStoredPosts(database.db),
      renderStoredPosts(database.db),
    ]);
    expect(a + b).toBe(2);
    expect(await renderStoredLandingPages(database.db)).toBe(1);
    const [old] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, "antigo"));
    expect(old?.contentHtml).toContain("<strong>forte</strong>");
    expect(old?.toc).toEqual([{ id: "seção", text: "Seção", level: 2 }]);
    const [fundo] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, "fundo"));
    expect(fundo?.contentHtml).toBe(`<p>${"&gt;".repeat(19_990)}a &lt;b&gt;</p>`);
    const [page] = await database.db
      .select()
      .from(landingPages)
      .where(eq(landingPages.slug, "antiga"));
    expect(page?.blocksHtml).toEqual([null, `<p>${"&gt;".repeat(19_990)}a &lt;b&gt;</p>`]);
    expect(await renderStoredPosts(database.db)).toBe(0);
    expect(await renderStoredLandingPages(database.db)).toBe(0);
  });
});
