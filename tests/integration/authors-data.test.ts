import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  createAuthor,
  defaultAuthorId,
  deleteAuthor,
  listAuthors,
  updateAuthor,
} from "~/server/authors/authors.server";
import { seedAuthors } from "~/server/authors/seed.server";
import { type Database, setDatabase, tables } from "~/server/db/index.server";
import { createPost, updatePost } from "~/server/posts/save.server";
import { sampleAuthors } from "~content/authors";
import { describeOnTargets } from "../support/databases";

// Authors (ADR 0017) in the data layer, on PGlite and on PostgreSQL: the samples
// seeded once, posts linked by name, the spec's author columns kept true on every save.

const { authors, blogPosts, adminUsers, seedLog } = tables;

const postFields = (slug: string, authorId: number | null) => ({
  title: `Post ${slug}`,
  slug,
  excerpt: "Resumo",
  content: "Texto do post.",
  category: "PLG",
  image: null,
  authorId,
  seoTitle: null,
  seoDescription: null,
  socialImage: null,
  status: "published" as const,
  date: new Date(),
});

describeOnTargets("authors on $name", (target) => {
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

  const authorRow = async (name: string) =>
    (await database.db.select().from(authors).where(eq(authors.name, name)))[0];
  const postRow = async (slug: string) =>
    (await database.db.select().from(blogPosts).where(eq(blogPosts.slug, slug)))[0];

  it("seeds the three sample authors once, linking existing posts by name", async () => {
    // Rows of the spec's table as an existing database has them: only the author's name.
    await database.db.execute(sql`
      insert into blog_posts (title, slug, excerpt, content, category, author_name)
      values ('Antigo da Júlia', 'antigo-julia', 'R', 'T', 'PLG', 'Júlia Prates'),
             ('Antigo de fora', 'antigo-fora', 'R', 'T', 'PLG', 'Alguém de Fora')`);
    expect(await seedAuthors(database.db)).toBe(3);
    expect((await listAuthors()).map((a) => a.name)).toEqual(sampleAuthors.map((a) => a.name));
    const julia = await authorRow("Júlia Prates");
    expect(julia?.bio).toMatch(/conteúdo do blog/);
    expect((await postRow("antigo-julia"))?.authorId).toBe(julia?.id);
    expect((await postRow("antigo-fora"))?.authorId).toBeNull();

    // Deleted on purpose, an author does not come back at the next start.
    const rafael = await authorRow("Rafael Menezes");
    expect(await deleteAuthor(rafael?.id ?? 0)).toBe(true);
    expect(await seedAuthors(database.db)).toBe(0);
    expect(await authorRow("Rafael Menezes")).toBeUndefined();
    expect(
      await database.db.select().from(seedLog).where(eq(seedLog.name, "authors")),
    ).toHaveLength(1);
  });

  it("links a post to an author created later with its name, at the next start", async () => {
    const created = await createAuthor({
      name: "Alguém de Fora",
      role: "Convidada",
      avatar: null,
      bio: "Escreve às vezes.",
      adminId: null,
    });
    expect(created.ok).toBe(true);
    await seedAuthors(database.db);
    expect((await postRow("antigo-fora"))?.authorId).toBe(created.ok ? created.id : -1);
  });

  it("refuses a second author with the same name or the same admin user", async () => {
    const [admin] = await database.db
      .insert(adminUsers)
      .values({ username: "redatora", passwordHash: "x" })
      .returning();
    const base = { role: "", avatar: null, bio: "", adminId: admin?.id ?? null };
    expect(await createAuthor({ ...base, name: "Marcelo Arantes", adminId: null })).toEqual({
      ok: false,
      reason: "name-taken",
    });
    const first = await createAuthor({ ...base, name: "Bia Souza" });
    expect(first.ok).toBe(true);
    expect(await createAuthor({ ...base, name: "Carla Dias" })).toEqual({
      ok: false,
      reason: "admin-taken",
    });
    // The admin's own author is the editor's default; an admin without one gets the CEO.
    expect(await defaultAuthorId(admin?.id ?? 0)).toBe(first.ok ? first.id : -1);
    const ceo = await authorRow("Marcelo Arantes");
    expect(await defaultAuthorId(999_999)).toBe(ceo?.id);
  });

  it("fills author_name, author_role and author_avatar from the chosen author on every save", async () => {
    const julia = await authorRow("Júlia Prates");
    const ceo = await authorRow("Marcelo Arantes");
    expect(await createPost(postFields("com-autora", julia?.id ?? null), "editora")).toMatchObject({
      ok: true,
    });
    expect(await postRow("com-autora")).toMatchObject({
      authorId: julia?.id,
      authorName: "Júlia Prates",
      authorRole: julia?.role,
      authorAvatar: julia?.avatar,
    });
    // No author chosen: the first one, the CEO.
    await createPost(postFields("sem-autor", null), "editora");
    expect(await postRow("sem-autor")).toMatchObject({ authorId: ceo?.id, authorName: ceo?.name });

    // Editing the author refreshes the copy in their posts.
    await updateAuthor(julia?.id ?? 0, {
      name: "Júlia Prates",
      role: "Editora do blog",
      avatar: "/images/avatars/julia-prates.svg",
      bio: "Nova biografia.",
      adminId: null,
    });
    expect((await postRow("com-autora"))?.authorRole).toBe("Editora do blog");

    // Another author chosen on an edit.
    const row = await postRow("com-autora");
    await updatePost(row?.id ?? 0, postFields("com-autora", ceo?.id ?? null), "editora");
    expect(await postRow("com-autora")).toMatchObject({ authorId: ceo?.id, authorName: ceo?.name });
  });

  it("deletes an author and keeps their posts, signed as they were", async () => {
    const guest = await authorRow("Alguém de Fora");
    expect(await deleteAuthor(guest?.id ?? 0)).toBe(true);
    expect(await postRow("antigo-fora")).toMatchObject({
      authorId: null,
      authorName: "Alguém de Fora",
    });
  });
});
