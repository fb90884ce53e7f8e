import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, setDatabase, tables } from "~/server/db/index.server";
import { seedCategories } from "~/server/posts/category-seed.server";
import {
  findPostBySlug,
  latestPosts,
  listCategories,
  listPosts,
  relatedPosts,
} from "~/server/posts/queries.server";
import { seedPosts } from "~/server/posts/seed.server";
import { samplePosts } from "~content/posts";
import { describeOnTargets } from "../support/databases";

describeOnTargets("blog queries on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
    setDatabase(database);
    expect(await seedPosts(database.db)).toBe(16);
    // The blog's list, as every database starts with it (ADR 0043).
    await seedCategories(database.db);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await dispose();
  });

  it("seeds the 16 sample posts once, and new posts continue after id 16", async () => {
    expect(await seedPosts(database.db)).toBe(0);
    const [row] = await database.db
      .insert(tables.blogPosts)
      .values({ title: "Novo", slug: "novo-post" })
      .returning({ id: tables.blogPosts.id });
    expect(row?.id).toBe(17);
    await database.db.delete(tables.blogPosts).where(eq(tables.blogPosts.slug, "novo-post"));
  });

  it("pages 9 at a time, newest first", async () => {
    const first = await listPosts();
    expect(first.total).toBe(16);
    expect(first.posts).toHaveLength(9);
    expect(first.posts[0]?.id).toBe(16);
    const two = await listPosts({ pages: 2 });
    expect(two.posts).toHaveLength(16);
    expect(two.posts.slice(0, 9)).toEqual(first.posts);
  });

  it("writes each card's date out in São Paulo's calendar, so the page's script need not", async () => {
    const { posts } = await listPosts();
    for (const post of posts) expect(post.dateLabel).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/);
    const post = posts[0];
    if (!post) throw new Error("no post");
    const [year, , day] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" })
      .format(post.date)
      .split("-");
    expect(post.dateLabel).toContain(`${Number(day)} de `);
    expect(post.dateLabel).toContain(` de ${year}`);
    expect((await findPostBySlug(post.slug))?.dateLabel).toBe(post.dateLabel);
  });

  it("searches title and excerpt ignoring case and accents", async () => {
    const accented = await listPosts({ q: "AUTOMAÇÃO" });
    const plain = await listPosts({ q: "automacao" });
    expect(accented.total).toBeGreaterThan(0);
    expect(plain.posts.map((p) => p.slug)).toEqual(accented.posts.map((p) => p.slug));
    for (const post of plain.posts) {
      const text = `${post.title} ${post.excerpt}`
        .normalize("NFD")
        .replace(/\p{M}/gu, "")
        .toLowerCase();
      expect(text).toContain("automacao");
    }
    expect((await listPosts({ q: "100%_" })).total).toBe(0);
  });

  it("filters by category, alone or with a search", async () => {
    const abm = await listPosts({ category: "ABM" });
    expect(abm.total).toBe(samplePosts.filter((p) => p.category === "ABM").length);
    expect(abm.posts.every((p) => p.category === "ABM")).toBe(true);
    expect((await listPosts({ category: "ABM", q: "zzz-nada" })).total).toBe(0);
  });

  it("offers only the categories public posts have: the blog's list in its order, then the others", async () => {
    await database.db
      .insert(tables.blogPosts)
      // Dated a moment ago: a date of now() in PostgreSQL (microseconds) can be just after the
      // JavaScript clock (milliseconds) that asks at once.
      .values({
        title: "Extra",
        slug: "extra",
        category: "Podcasts",
        date: new Date(Date.now() - 1000),
      });
    const chips = await listCategories();
    expect(chips).toEqual([
      "PLG",
      "ABM",
      "Automação",
      "CRO",
      "Dados",
      "Vendas",
      "MarTech",
      "Podcasts",
    ]);
    // Every chip leads to at least one post.
    for (const chip of chips)
      expect((await listPosts({ category: chip })).total, chip).toBeGreaterThan(0);
    await database.db.delete(tables.blogPosts).where(eq(tables.blogPosts.slug, "extra"));
  });

  it("relates up to 3 other posts of the same category", async () => {
    const post = await findPostBySlug(samplePosts[0]?.slug ?? "");
    if (!post) throw new Error("post de exemplo ausente");
    const related = await relatedPosts(post);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related.every((p) => p.category === post.category && p.id !== post.id)).toBe(true);
  });

  it("gives the feed the newest posts first", async () => {
    const latest = await latestPosts(20);
    expect(latest).toHaveLength(16);
    expect(latest[0]?.id).toBe(16);
  });
});
