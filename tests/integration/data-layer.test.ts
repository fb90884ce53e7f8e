import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFirstAdmin, verifyCredentials } from "~/server/auth/admins.server";
import { type Database, setDatabase, stopDatabase, tables } from "~/server/db/index.server";
import {
  countDownload,
  createMaterial,
  deleteMaterial,
  libraryMaterials,
  materialById,
  redirectedMaterialSlug,
  updateMaterial,
} from "~/server/materials/library.server";
import { findPostBySlug, listPosts } from "~/server/posts/queries.server";
import journal from "../../drizzle/meta/_journal.json";
import { describeOnTargets } from "../support/databases";

const { blogPosts, leads, adminUsers, materialRedirects } = tables;

/** The columns of spec section 3, then the ones we add (ADR 0003). */
const SPEC_COLUMNS = [
  "id",
  "title",
  "slug",
  "excerpt",
  "content",
  "category",
  "image",
  "author_name",
  "author_role",
  "author_avatar",
  "date",
  "read_time",
  "featured",
  "created_at",
];

async function columnsOf(database: Database, table: string) {
  const result = await database.db.execute(
    sql`select column_name, data_type from information_schema.columns
        where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  return (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
}

describeOnTargets("data layer on $name", (target) => {
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

  it("creates blog_posts with exactly the spec's columns plus our additive ones", async () => {
    const columns = (await columnsOf(database, "blog_posts")) as {
      column_name: string;
      data_type: string;
    }[];
    // Ours, all additive: updated_at, the author row, the search/social fields, the status,
    // the body's HTML and table of contents rendered when saved.
    expect(columns.map((c) => c.column_name)).toEqual([
      ...SPEC_COLUMNS,
      "updated_at",
      "author_id",
      "seo_title",
      "seo_description",
      "social_image",
      "status",
      "content_html",
      "toc",
    ]);
    const type = Object.fromEntries(columns.map((c) => [c.column_name, c.data_type]));
    expect(type.id).toBe("bigint");
    expect(type.date).toBe("timestamp with time zone");
    expect(type.featured).toBe("boolean");
    expect(type.read_time).toBe("text");
  });

  it("applies migrations once, however often it runs", async () => {
    await database.migrate();
    await database.migrate();
    const result = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const rows =
      (result as unknown as { rows?: { n: number }[] }).rows ??
      (result as unknown as { n: number }[]);
    // One row per migration file in drizzle/, however many times it ran.
    expect(rows[0]?.n).toBe(journal.entries.length);
  });

  it("answers a ping", async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it("lists posts newest first and finds one by slug", async () => {
    await database.db.insert(blogPosts).values([
      { title: "Mais antigo", slug: "mais-antigo", createdAt: new Date("2025-01-01T10:00:00Z") },
      { title: "Mais novo", slug: "mais-novo", createdAt: new Date("2025-03-01T10:00:00Z") },
      { title: "Do meio", slug: "do-meio", createdAt: new Date("2025-02-01T10:00:00Z") },
    ]);
    expect((await listPosts()).posts.map((p) => p.slug)).toEqual([
      "mais-novo",
      "do-meio",
      "mais-antigo",
    ]);
    const post = await findPostBySlug("do-meio");
    expect(post).toMatchObject({
      title: "Do meio",
      category: "Blog",
      readTime: "5 min",
      featured: false,
    });
    expect(await findPostBySlug("nao-existe")).toBeUndefined();
  });

  it("refuses two posts with the same slug", async () => {
    await expect(
      database.db.insert(blogPosts).values({ title: "Outro", slug: "mais-novo" }),
    ).rejects.toThrow();
  });

  it("stores a lead with an id, as pending, with no attempts yet", async () => {
    const [lead] = await database.db
      .insert(leads)
      .values({ formType: "newsletter", payload: { name: "Ana", email: "ana@exemplo.com.br" } })
      .returning();
    expect(lead?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lead).toMatchObject({ status: "pending", attempts: 0, deliveredAt: null });
    expect(lead?.payload).toEqual({ name: "Ana", email: "ana@exemplo.com.br" });
  });

  describe("the materials library", () => {
    const fields = {
      title: "Guia de RevOps",
      slug: "guia-de-revops",
      type: "Guia",
      category: "revops",
      description: "Do zero ao primeiro trimestre.",
      image: null,
    };
    const file = {
      kind: "file",
      key: "00000000-0000-4000-8000-000000000001.pdf",
      name: "guia-de-revops.pdf",
      type: "application/pdf",
      size: 1234,
    } as const;
    const redirectsOf = (id: number) =>
      database.db.select().from(materialRedirects).where(eq(materialRedirects.materialId, id));

    it("creates a material with a file, and refuses a second with its slug", async () => {
      const created = await createMaterial(fields, file);
      expect(created).toMatchObject({ ok: true, slug: "guia-de-revops" });
      if (!created.ok) return;
      expect(await materialById(created.id)).toMatchObject({
        ...fields,
        fileKey: file.key,
        fileName: file.name,
        fileType: file.type,
        fileSize: 1234,
        externalUrl: null,
        downloads: 0,
      });
      expect(await createMaterial({ ...fields, title: "Outro" }, file)).toEqual({
        ok: false,
        reason: "slug-taken",
      });
      const link = await createMaterial(
        { ...fields, slug: "pasta", title: "Pasta" },
        { kind: "link", url: "https://exemplo.com.br/pasta" },
      );
      expect(link.ok).toBe(true);
      expect((await libraryMaterials()).map((row) => row.slug)).toEqual(
        expect.arrayContaining(["guia-de-revops", "pasta"]),
      );
    });

    it("updates: a new slug keeps the old one as a redirect, a new file gives the old key back", async () => {
      const [row] = (await libraryMaterials()).filter((m) => m.slug === "guia-de-revops");
      if (!row) throw new Error("material ausente");
      const moved = await updateMaterial(
        row.id,
        { ...fields, slug: "guia-revops-2026" },
        {
          kind: "keep",
        },
      );
      expect(moved).toEqual({ ok: true, id: row.id, slug: "guia-revops-2026" });
      expect(await redirectedMaterialSlug("guia-de-revops")).toBe("guia-revops-2026");
      expect((await materialById(row.id))?.fileKey).toBe(file.key);

      const replaced = await updateMaterial(
        row.id,
        { ...fields, slug: "guia-revops-2026" },
        { ...file, key: "00000000-0000-4000-8000-000000000002.pdf", size: 99 },
      );
      expect(replaced).toMatchObject({ ok: true, replacedFileKey: file.key });
      expect(await materialById(row.id)).toMatchObject({
        fileKey: "00000000-0000-4000-8000-000000000002.pdf",
        fileSize: 99,
      });
      // Another material's slug is refused; an unknown id is no material.
      expect(await updateMaterial(row.id, { ...fields, slug: "pasta" }, { kind: "keep" })).toEqual({
        ok: false,
        reason: "slug-taken",
      });
      expect(await updateMaterial(987654, fields, { kind: "keep" })).toBeUndefined();
      // Moving back to the old slug frees it from the redirect, which now leads from the other.
      await updateMaterial(row.id, fields, { kind: "link", url: "https://exemplo.com.br/x" });
      expect(await redirectedMaterialSlug("guia-de-revops")).toBeUndefined();
      expect(await redirectedMaterialSlug("guia-revops-2026")).toBe("guia-de-revops");
      expect(await materialById(row.id)).toMatchObject({
        fileKey: null,
        fileSize: null,
        externalUrl: "https://exemplo.com.br/x",
      });
    });

    it("counts downloads in the database, one at a time even when sent at once", async () => {
      const [row] = (await libraryMaterials()).filter((m) => m.slug === "guia-de-revops");
      if (!row) throw new Error("material ausente");
      await Promise.all(Array.from({ length: 5 }, () => countDownload(row.id)));
      expect((await materialById(row.id))?.downloads).toBe(5);
    });

    it("deletes a material and, with it, its old addresses", async () => {
      const [row] = (await libraryMaterials()).filter((m) => m.slug === "guia-de-revops");
      if (!row) throw new Error("material ausente");
      expect(await redirectsOf(row.id)).toHaveLength(1);
      const deleted = await deleteMaterial(row.id);
      expect(deleted).toMatchObject({ id: row.id, externalUrl: "https://exemplo.com.br/x" });
      expect(await materialById(row.id)).toBeUndefined();
      expect(await redirectsOf(row.id)).toEqual([]);
      expect(await redirectedMaterialSlug("guia-revops-2026")).toBeUndefined();
      expect(await deleteMaterial(row.id)).toBeUndefined();
    });
  });

  it("creates the first admin once and verifies credentials", async () => {
    const logged: string[] = [];
    const config = { ADMIN_USERNAME: "editora", ADMIN_PASSWORD: "uma-senha-bem-forte-42" };
    // Two instances starting together both find no admin; the one that makes it says so.
    await Promise.all([
      ensureFirstAdmin(config, database.kind === "embedded", (m) => logged.push(m)),
      ensureFirstAdmin(config, database.kind === "embedded", (m) => logged.push(m)),
    ]);
    await ensureFirstAdmin(config, database.kind === "embedded", (m) => logged.push(m));
    expect(logged).toEqual(["Administrador criado: editora"]);
    const [row] = await database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.username, "editora"));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyCredentials("editora", "uma-senha-bem-forte-42")).toMatchObject({
      username: "editora",
    });
    expect(await verifyCredentials(" editora ", "uma-senha-bem-forte-42")).toBeDefined();
    expect(await verifyCredentials("editora", "senha-errada")).toBeUndefined();
    expect(await verifyCredentials("ninguem", "uma-senha-bem-forte-42")).toBeUndefined();
  });
});

describeOnTargets("first start on $name", (target) => {
  it("keeps an existing Supabase blog_posts table and its rows, adding only our column", async () => {
    const { database, dispose } = await target.open();
    try {
      await database.db.execute(sql`
        create table blog_posts (
          id bigint generated by default as identity primary key, title text not null,
          slug text not null unique, excerpt text not null, content text not null,
          category text not null, image text, author_name text, author_role text,
          author_avatar text, date timestamptz not null default now(), read_time text,
          featured boolean default false, created_at timestamptz default now())`);
      await database.db.execute(sql`
        insert into blog_posts (title, slug, excerpt, content, category)
        values ('Post existente', 'post-existente', 'Resumo', '# Post', 'PLG')`);
      await database.migrate();
      setDatabase(database);
      const post = await findPostBySlug("post-existente");
      expect(post).toMatchObject({ title: "Post existente", category: "PLG" });
      expect(post?.updatedAt).toBeInstanceOf(Date);
    } finally {
      setDatabase(undefined);
      await dispose();
    }
  });

  it("generates a password for the first admin of an embedded database only, returned, not logged", async () => {
    const { database, dispose } = await target.open();
    try {
      await database.migrate();
      setDatabase(database);
      const logged: string[] = [];
      const generated = await ensureFirstAdmin({}, database.kind === "embedded", (m) =>
        logged.push(m),
      );
      expect(logged).toHaveLength(1);
      if (database.kind === "embedded") {
        const password = generated?.password ?? "";
        expect(password).toHaveLength(24);
        // Returned to be shown on the terminal, never written to the log.
        expect(logged[0]).not.toContain(password);
        // Printed in the log, so good for the first sign-in only.
        expect(await verifyCredentials("admin", password)).toMatchObject({
          username: "admin",
          mustChangePassword: true,
        });
      } else {
        expect(generated).toBeUndefined();
        expect(logged[0]).toMatch(/ADMIN_USERNAME e ADMIN_PASSWORD/);
        const rows = await database.db.select().from(adminUsers);
        expect(rows).toHaveLength(0);
      }
    } finally {
      setDatabase(undefined);
      await dispose();
    }
  });
});

afterAll(async () => {
  await stopDatabase();
});
