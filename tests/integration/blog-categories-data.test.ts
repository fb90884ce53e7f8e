import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { filedCategory } from "~/lib/blog";
import { type Database, setDatabase, tables } from "~/server/db/index.server";
import {
  adminCategoryList,
  categoryEntries,
  createCategory,
  moveCategory,
  publicCategories,
  removeCategory,
  renameCategory,
} from "~/server/posts/categories.server";
import { seedCategories } from "~/server/posts/category-seed.server";
import { importSamplePosts } from "~/server/posts/import.server";
import { listPosts } from "~/server/posts/queries.server";
import { BLOG_CATEGORIES } from "~content/blog-categories";
import { describeOnTargets } from "../support/databases";

// The blog's categories (ADR 0043) in the data layer, on PGlite and on PostgreSQL: today's
// list seeded once, added, renamed with their posts, reordered, removed (moving their posts),
// and the /blog chips of the categories with public posts only.

const { blogCategories, blogPosts } = tables;

const NOW = new Date("2030-05-01T12:00:00Z");
const hoursFromNow = (n: number) => new Date(NOW.getTime() + n * 3_600_000);

describeOnTargets("blog categories on $name", (target) => {
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

  const names = async () => (await categoryEntries()).map((entry) => entry.name);
  const idOf = async (name: string) => {
    const entry = (await categoryEntries()).find((row) => row.name === name);
    if (!entry) throw new Error(`sem categoria ${name}`);
    return entry.id;
  };
  const post = (
    slug: string,
    category: string,
    extra: Partial<typeof blogPosts.$inferInsert> = {},
  ) =>
    database.db.insert(blogPosts).values({
      title: `Post ${slug}`,
      slug,
      category,
      status: "published",
      date: hoursFromNow(-1),
      ...extra,
    });
  const categoryOf = async (slug: string) =>
    (await database.db.select().from(blogPosts).where(eq(blogPosts.slug, slug)))[0]?.category;
  const countsOf = async (name: string) =>
    (await adminCategoryList(NOW)).find((row) => row.name === name)?.posts;

  it("seeds today's list once, in its order, with ABM's older name", async () => {
    expect(await seedCategories(database.db)).toBe(BLOG_CATEGORIES.length);
    expect(await names()).toEqual([...BLOG_CATEGORIES]);
    const abm = (await categoryEntries()).find((entry) => entry.name === "ABM");
    expect(abm?.aliases).toEqual(["Account Based Marketing"]);
    // Removed, it does not come back at the next start.
    expect(await removeCategory(await idOf("Polemic Led Growth"))).toEqual({ ok: true, moved: 0 });
    expect(await seedCategories(database.db)).toBe(0);
    expect(await names()).not.toContain("Polemic Led Growth");
  });

  it("files what an import brings: a listed name in another case is that category", async () => {
    // The list says 'plg' now: the samples' 'PLG' posts come in under it.
    await renameCategory(await idOf("PLG"), "plg");
    const summary = await importSamplePosts();
    expect(summary.imported).toBe(16);
    const plg = await database.db
      .select({ category: blogPosts.category })
      .from(blogPosts)
      .where(inArray(blogPosts.category, ["PLG", "plg"]));
    expect(plg.map((row) => row.category)).toEqual(["plg", "plg", "plg"]);
    // Renamed back, its posts follow; the samples leave no trace on the tests below.
    await renameCategory(await idOf("plg"), "PLG");
    expect(await countsOf("PLG")).toEqual({ all: 3, public: 3 });
    await database.db.delete(blogPosts);
  });

  it("adds at the end; refuses a name taken (any case), an older name, 'Outra' and 'Todos'", async () => {
    const added = await createCategory("Growth B2B");
    expect(added.ok).toBe(true);
    expect((await names()).at(-1)).toBe("Growth B2B");
    expect(await createCategory("growth b2b")).toEqual({ ok: false, reason: "name-taken" });
    expect(await createCategory("account based marketing")).toEqual({
      ok: false,
      reason: "alias-taken",
      category: "ABM",
    });
    expect(await createCategory("Outra")).toEqual({ ok: false, reason: "reserved" });
    expect(await createCategory("todos")).toEqual({ ok: false, reason: "reserved" });
    const row = (
      await database.db.select().from(blogCategories).where(eq(blogCategories.name, "Growth B2B"))
    )[0];
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.updatedAt).toBeInstanceOf(Date);
  });

  it("renames a category and every post filed under it in one go; its older name follows", async () => {
    await post("cro-1", "CRO");
    await post("cro-2", "CRO", { status: "draft" });
    // Typed in another case ('Outra', an import): filed under CRO, renamed with it.
    await post("cro-3", "cro");
    await post("abm-antigo", "Account Based Marketing");
    expect(await countsOf("CRO")).toEqual({ all: 3, public: 2 });

    const renamed = await renameCategory(await idOf("CRO"), "Conversão");
    expect(renamed?.ok).toBe(true);
    expect(await names()).toContain("Conversão");
    expect(await names()).not.toContain("CRO");
    for (const slug of ["cro-1", "cro-2", "cro-3"])
      expect(await categoryOf(slug)).toBe("Conversão");
    expect(await countsOf("Conversão")).toEqual({ all: 3, public: 2 });

    // ABM renamed: the post under its older name moves too, and the older name still files.
    await renameCategory(await idOf("ABM"), "Account-Based Marketing");
    expect(await categoryOf("abm-antigo")).toBe("Account-Based Marketing");
    const aliases = (await categoryEntries()).find((e) => e.name === "Account-Based Marketing");
    expect(aliases?.aliases).toEqual(["Account Based Marketing"]);
    // What the editor and the import file a post with the older name under.
    expect(filedCategory("Account Based Marketing", await categoryEntries())).toBe(
      "Account-Based Marketing",
    );

    // A name taken by another, and a category that is not there.
    expect(await renameCategory(await idOf("Dados"), "conversão")).toEqual({
      ok: false,
      reason: "name-taken",
    });
    expect(await renameCategory(999_999, "Nada")).toBeUndefined();
    // Its own name in another case is no conflict.
    expect((await renameCategory(await idOf("Conversão"), "conversão"))?.ok).toBe(true);
    await renameCategory(await idOf("conversão"), "Conversão");
  });

  it("moves a category up and down; the ends stay put", async () => {
    const before = await names();
    await moveCategory(await idOf(before[2] as string), "up");
    expect((await names()).slice(0, 3)).toEqual([before[0], before[2], before[1]]);
    await moveCategory(await idOf(before[2] as string), "down");
    expect(await names()).toEqual(before);
    await moveCategory(await idOf(before[0] as string), "up");
    await moveCategory(await idOf(before.at(-1) as string), "down");
    expect(await names()).toEqual(before);
    expect(await moveCategory(999_999, "up")).toBe(false);
  });

  it("removes an unused category; a used one only with another to move its posts to", async () => {
    expect(await removeCategory(await idOf("Growth B2B"))).toEqual({ ok: true, moved: 0 });
    expect(await names()).not.toContain("Growth B2B");

    await post("vendas-1", "Vendas");
    await post("vendas-2", "vendas", { status: "draft" });
    const vendas = await idOf("Vendas");
    expect(await removeCategory(vendas)).toEqual({ ok: false, reason: "target-needed" });
    expect(await removeCategory(vendas, vendas)).toEqual({ ok: false, reason: "target-needed" });
    expect(await removeCategory(vendas, 999_999)).toEqual({ ok: false, reason: "target-needed" });
    expect(await names()).toContain("Vendas");
    expect(await categoryOf("vendas-1")).toBe("Vendas");

    const moved = await removeCategory(vendas, await idOf("RevOps"));
    expect(moved.ok && moved.moved).toBeGreaterThanOrEqual(2);
    expect(await names()).not.toContain("Vendas");
    expect(await categoryOf("vendas-1")).toBe("RevOps");
    expect(await categoryOf("vendas-2")).toBe("RevOps");
    expect(await removeCategory(vendas)).toEqual({ ok: false, reason: "not-found" });
  });

  it("shows a chip only for a category with public posts, in the list's order, then the others", async () => {
    await database.db.delete(blogPosts);
    await post("so-rascunho", "Dados", { status: "draft" });
    await post("agendado", "MarTech", { date: hoursFromNow(2) });
    await post("publico-plg", "PLG");
    await post("publico-revops", "RevOps");
    await post("de-fora", "Ferramentas Raras");
    await post("antigo", "Account Based Marketing");
    expect(await publicCategories(NOW)).toEqual([
      "PLG",
      "Account-Based Marketing",
      "RevOps",
      "Ferramentas Raras",
    ]);
    // The scheduled post's category shows once its date has come.
    expect(await publicCategories(hoursFromNow(3))).toContain("MarTech");
    // Reordered, the chips follow.
    await moveCategory(await idOf("RevOps"), "up");
    const order = await publicCategories(NOW);
    expect(order.indexOf("RevOps")).toBeLessThan(order.indexOf("Ferramentas Raras"));
    // A chip leads to its posts, older names included.
    const abm = await listPosts({ category: "Account-Based Marketing", now: NOW });
    expect(abm.posts.map((p) => p.slug)).toEqual(["antigo"]);
    // A category added with the name posts outside the list have takes them into the list.
    await createCategory("Ferramentas Raras");
    expect((await publicCategories(NOW)).at(-1)).toBe("Ferramentas Raras");
    expect(await countsOf("Ferramentas Raras")).toEqual({ all: 1, public: 1 });
  });
});
