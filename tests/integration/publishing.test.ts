// Publishing (ADR 0015): drafts, scheduled and published posts on every public
// surface with a moved clock; revisions and restore; the admin's preview.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, db, setDatabase, tables } from "~/server/db/index.server";
import { seedCategories } from "~/server/posts/category-seed.server";
import {
  findPostBySlug,
  latestPosts,
  listCategories,
  listPosts,
  nextScheduledDate,
  postIsPublic,
  redirectedSlug,
  relatedPosts,
} from "~/server/posts/queries.server";
import {
  createPost,
  findRevision,
  listRevisions,
  MAX_REVISIONS,
  updatePost,
} from "~/server/posts/save.server";
import { seedPosts } from "~/server/posts/seed.server";
import { postAs, signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";
import { describeOnTargets } from "../support/databases";

const T0 = new Date("2030-03-10T12:00:00Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

const input = (slug: string, extra: Partial<Parameters<typeof createPost>[0]> = {}) => ({
  title: `Título ${slug}`,
  slug,
  excerpt: `Resumo ${slug}`,
  content: `# ${slug}\n\nTexto.`,
  category: "Ferramentas Raras",
  image: null,
  status: "published" as const,
  date: T0,
  authorId: null,
  seoTitle: null,
  seoDescription: null,
  socialImage: null,
  ...extra,
});

describeOnTargets("publishing on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
    setDatabase(database);
    await seedPosts(database.db);
    // The blog's list, as every database starts with it (ADR 0043).
    await seedCategories(database.db);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await dispose();
  });

  it("shows a scheduled post nowhere before its date and everywhere after, a draft never", async () => {
    const published = await createPost(input("ja-publicado", { date: minutes(-10) }), "editora");
    const scheduled = await createPost(input("agendado", { date: minutes(5) }), "editora");
    const draft = await createPost(
      input("rascunho", { status: "draft", date: minutes(-20) }),
      "editora",
    );
    if (!published.ok || !scheduled.ok || !draft.ok) throw new Error("posts não criados");

    const surfaces = async (now: Date) => {
      const list = await listPosts({ q: "Título", now });
      const category = await listPosts({ category: "Ferramentas Raras", now });
      const related = await relatedPosts({ id: published.id, category: "Ferramentas Raras" }, now);
      const feed = await latestPosts(5_000, now);
      const chips = await listCategories(now);
      return {
        list: list.posts.map((p) => p.slug).sort(),
        total: list.total,
        category: category.posts.map((p) => p.slug).sort(),
        related: related.map((p) => p.slug),
        feed: feed.map((p) => p.slug).filter((s) => list.posts.some((p) => p.slug === s)),
        chip: chips.includes("Ferramentas Raras"),
      };
    };

    const before = await surfaces(minutes(0));
    expect(before).toEqual({
      list: ["ja-publicado"],
      total: 1,
      category: ["ja-publicado"],
      related: [],
      feed: ["ja-publicado"],
      chip: true,
    });
    expect(await nextScheduledDate(minutes(0))).toEqual(minutes(5));

    // The clock moves past the date: the same queries, no save, no restart.
    const after = await surfaces(minutes(6));
    expect(after.list).toEqual(["agendado", "ja-publicado"]);
    expect(after.category).toEqual(["agendado", "ja-publicado"]);
    expect(after.related).toEqual(["agendado"]);
    expect(after.feed).toEqual(["agendado", "ja-publicado"]);
    expect(await nextScheduledDate(minutes(6))).toBeUndefined();

    const page = await findPostBySlug("agendado");
    if (!page) throw new Error("post agendado ausente");
    expect(postIsPublic(page, minutes(4))).toBe(false);
    expect(postIsPublic(page, minutes(6))).toBe(true);
    const rascunho = await findPostBySlug("rascunho");
    if (!rascunho) throw new Error("rascunho ausente");
    expect(postIsPublic(rascunho, minutes(60))).toBe(false);
  });

  it("files 'Account Based Marketing' under ABM and lists a category only of public posts", async () => {
    const old = await createPost(
      input("abm-antigo", { category: "Account Based Marketing", date: minutes(-30) }),
      "editora",
    );
    if (!old.ok) throw new Error("post não criado");
    // A row written before the rename (an import, the old editor) is filed under ABM too.
    await db()
      .update(tables.blogPosts)
      .set({ category: "Account Based Marketing" })
      .where(eq(tables.blogPosts.id, old.id));
    const chips = await listCategories(minutes(0));
    expect(chips.slice(0, 7)).toEqual([
      "PLG",
      "ABM",
      "Automação",
      "CRO",
      "Dados",
      "Vendas",
      "MarTech",
    ]);
    expect(chips).not.toContain("Account Based Marketing");
    expect(
      (await listPosts({ category: "ABM", now: minutes(0) })).posts.map((p) => p.slug),
    ).toContain("abm-antigo");
    await createPost(
      input("so-rascunho", { category: "Categoria Secreta", status: "draft" }),
      "editora",
    );
    expect(await listCategories(minutes(0))).not.toContain("Categoria Secreta");
  });

  it("keeps an old address only for a post that was public", async () => {
    const draft = await createPost(input("primeiro-nome", { status: "draft" }), "editora");
    if (!draft.ok) throw new Error("post não criado");
    await updatePost(draft.id, input("segundo-nome", { status: "draft" }), "editora", minutes(1));
    expect(await redirectedSlug("primeiro-nome", minutes(1))).toBeUndefined();
    await updatePost(
      draft.id,
      input("terceiro-nome", { date: minutes(-1) }),
      "editora",
      minutes(1),
    );
    await updatePost(draft.id, input("quarto-nome", { date: minutes(-1) }), "editora", minutes(1));
    expect(await redirectedSlug("terceiro-nome", minutes(1))).toBe("quarto-nome");
  });

  it("keeps a revision per save, the last 20, with who saved it", async () => {
    const created = await createPost(input("com-historico", { status: "draft" }), "editora");
    if (!created.ok) throw new Error("post não criado");
    // The same fields again (an autosave with nothing new) add nothing.
    await updatePost(created.id, input("com-historico", { status: "draft" }), "editora");
    expect(await listRevisions(created.id)).toHaveLength(1);
    for (let n = 1; n <= 24; n++) {
      await updatePost(
        created.id,
        input("com-historico", { status: "draft", content: `Versão ${n}` }),
        n % 2 ? "editora" : "revisor",
      );
    }
    const revisions = await listRevisions(created.id);
    expect(revisions).toHaveLength(MAX_REVISIONS);
    expect(revisions[0]?.savedBy).toBe("revisor");
    expect(revisions[1]?.savedBy).toBe("editora");
    const newest = await findRevision(created.id, revisions[0]?.id ?? 0);
    expect(newest?.fields.content).toBe("Versão 24");
    const oldest = await findRevision(created.id, revisions.at(-1)?.id ?? 0);
    expect(oldest?.fields.content).toBe("Versão 5");
    expect(await findRevision(created.id + 1, revisions[0]?.id ?? 0)).toBeUndefined();

    await db().delete(tables.blogPosts).where(eq(tables.blogPosts.id, created.id));
    expect(await listRevisions(created.id)).toHaveLength(0);
  });
});

describe("publishing through the site", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let ip = 0;
  const visitor = () => new Visitor(app.url, `198.51.100.${++ip}`);
  const editorForm = (fields: Record<string, string>) => {
    const body = new FormData();
    const all = {
      title: "Post em preparação",
      slug: "",
      excerpt: "Um resumo.",
      category: "CRO",
      customCategory: "",
      image: "",
      content: "# Em preparação\n\nTexto.",
      intent: "save",
      ...fields,
    };
    for (const [key, value] of Object.entries(all)) body.set(key, value);
    return body;
  };

  beforeAll(async () => {
    app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("keeps a draft off every public surface, and shows it to the admin with a banner", async () => {
    const admin = visitor();
    await signIn(admin, app.url);
    const saved = await postAs(admin, app.url, "/admin/posts/new", editorForm({ status: "draft" }));
    expect(saved.status).toBe(302);
    const [row] = await db()
      .select()
      .from(tables.blogPosts)
      .where(eq(tables.blogPosts.slug, "post-em-preparacao"));
    expect(row?.status).toBe("draft");

    const guest = visitor();
    const unknown = await guest.request("/blog/nao-existe-mesmo");
    const draft = await guest.request("/blog/post-em-preparacao");
    expect(draft.status).toBe(unknown.status);
    expect(draft.headers.get("location")).toBe(unknown.headers.get("location"));
    for (const path of ["/blog", "/blog?q=prepara%C3%A7%C3%A3o", "/blog/rss.xml", "/sitemap.xml"]) {
      expect(await (await guest.request(path)).text()).not.toContain("post-em-preparacao");
    }

    const preview = await admin.request("/blog/post-em-preparacao");
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const page = await preview.text();
    expect(page).toContain("Pré-visualização: este post é um rascunho e não está público.");
    expect(page).toContain("noindex");
    expect(page).not.toContain("application/ld+json");

    // The editor lists its revision, with who saved it, and links to the preview.
    const edit = await (await admin.request(`/admin/posts/edit/${row?.id}`)).text();
    expect(edit).toContain("Histórico de versões");
    expect(edit).toContain("por editora");
    expect(edit).toContain('href="/blog/post-em-preparacao"');
    expect(edit).toContain("Rascunho");
  });

  it("schedules a post in São Paulo time and lists it as 'Agendado'", async () => {
    const admin = visitor();
    await signIn(admin, app.url);
    const saved = await postAs(
      admin,
      app.url,
      "/admin/posts/new",
      editorForm({ title: "Post agendado", status: "published", date: "2099-05-04T14:30" }),
    );
    expect(saved.status).toBe(302);
    const [row] = await db()
      .select()
      .from(tables.blogPosts)
      .where(eq(tables.blogPosts.slug, "post-agendado"));
    expect(row?.date.toISOString()).toBe("2099-05-04T17:30:00.000Z");
    const list = await (await admin.request("/admin/posts")).text();
    expect(list).toContain("Agendado");
    const guest = visitor();
    expect((await guest.request("/blog/post-agendado")).status).toBe(302);
    const blog = await guest.request("/blog");
    expect(await blog.text()).not.toContain("Post agendado");

    const preview = await (await admin.request("/blog/post-agendado")).text();
    expect(preview).toContain("agendado para 04/05/2099");
  });

  it("refuses a date that is not one, keeping what was typed", async () => {
    const admin = visitor();
    await signIn(admin, app.url);
    const refused = await postAs(
      admin,
      app.url,
      "/admin/posts/new",
      editorForm({ title: "Data ruim", status: "published", date: "2026-02-31T10:00" }),
    );
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("Informe uma data e hora válidas");
    expect(page).toContain('value="Data ruim"');
  });

  it("refuses a body past the Markdown bounds at save and autosave, keeping it; a saved body's stored HTML is what the page shows", async () => {
    const admin = visitor();
    await signIn(admin, app.url);
    const body = "*a".repeat(12_500);
    for (const intent of ["", "autosave", "preview"]) {
      const refused = await postAs(
        admin,
        app.url,
        "/admin/posts/new",
        editorForm({
          title: "Ênfase demais",
          status: "published",
          content: body,
          ...(intent && { intent }),
        }),
      );
      expect(refused.status).toBe(400);
      const page = await refused.text();
      expect(page).toContain("marcas de ênfase");
      expect(page).toContain(body);
    }
    expect(
      await db().select().from(tables.blogPosts).where(eq(tables.blogPosts.slug, "enfase-demais")),
    ).toEqual([]);

    const saved = await postAs(
      admin,
      app.url,
      "/admin/posts/new",
      editorForm({
        title: "Guardado pronto",
        status: "published",
        content: "## Seção\n\nTexto **forte**.",
      }),
    );
    expect(saved.status).toBe(302);
    const [row] = await db()
      .select()
      .from(tables.blogPosts)
      .where(eq(tables.blogPosts.slug, "guardado-pronto"));
    expect(row?.contentHtml).toContain("<strong>forte</strong>");
    expect(row?.toc).toEqual([{ id: "seção", text: "Seção", level: 2 }]);
    const [revision] = await listRevisions(row?.id as number);
    expect((await findRevision(row?.id as number, revision?.id as number))?.contentHtml).toBe(
      row?.contentHtml,
    );
    // The page reads what was stored, not the renderer.
    await db()
      .update(tables.blogPosts)
      .set({ contentHtml: "<p>HTML guardado</p>" })
      .where(eq(tables.blogPosts.id, row?.id as number));
    const shown = await (await visitor().request("/blog/guardado-pronto")).text();
    expect(shown).toContain("HTML guardado");
    expect(shown).not.toContain("<strong>forte</strong>");
  });

  it("autosaves a new post as a draft, even when 'Publicado' is chosen, and never a published one", async () => {
    const admin = visitor();
    await signIn(admin, app.url);
    const first = await postAs(
      admin,
      app.url,
      "/admin/posts/new",
      editorForm({ title: "Salvo sozinho", status: "published", intent: "autosave" }),
    );
    expect(first.status).toBe(200);
    const [row] = await db()
      .select()
      .from(tables.blogPosts)
      .where(eq(tables.blogPosts.slug, "salvo-sozinho"));
    expect(row?.status).toBe("draft");
    // The next autosave updates the same post.
    const second = await postAs(
      admin,
      app.url,
      "/admin/posts/new",
      editorForm({
        title: "Salvo sozinho",
        content: "Mais texto.",
        intent: "autosave",
        postId: String(row?.id),
      }),
    );
    expect(second.status).toBe(200);
    const rows = await db()
      .select()
      .from(tables.blogPosts)
      .where(eq(tables.blogPosts.title, "Salvo sozinho"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.content).toBe("Mais texto.");

    // A refused autosave writes nothing.
    const refused = await postAs(
      admin,
      app.url,
      `/admin/posts/edit/${row?.id}`,
      editorForm({ title: "Salvo sozinho", excerpt: "", intent: "autosave" }),
    );
    expect(refused.status).toBe(400);

    // A published post is not autosaved.
    const published = await postAs(
      admin,
      app.url,
      "/admin/posts/edit/1",
      editorForm({ intent: "autosave" }),
    );
    expect(published.status).toBe(409);
    const [one] = await db().select().from(tables.blogPosts).where(eq(tables.blogPosts.id, 1));
    expect(one?.title).not.toBe("Post em preparação");
  });

  it("restores a revision into the editor without saving it", async () => {
    const admin = visitor();
    await signIn(admin, app.url);
    await postAs(
      admin,
      app.url,
      "/admin/posts/new",
      editorForm({ title: "Com versões", status: "draft" }),
    );
    const [row] = await db()
      .select()
      .from(tables.blogPosts)
      .where(eq(tables.blogPosts.slug, "com-versoes"));
    await postAs(
      admin,
      app.url,
      `/admin/posts/edit/${row?.id}`,
      editorForm({
        title: "Com versões",
        slug: "com-versoes",
        content: "Segunda versão.",
        status: "draft",
      }),
    );
    const revisions = await listRevisions(row?.id ?? 0);
    expect(revisions).toHaveLength(2);
    const page = await (
      await admin.request(`/admin/posts/edit/${row?.id}?revisao=${revisions[1]?.id}`)
    ).text();
    expect(page).toContain("carregada no editor");
    expect(page).toContain("# Em preparação");
    const [still] = await db()
      .select()
      .from(tables.blogPosts)
      .where(eq(tables.blogPosts.id, row?.id ?? 0));
    expect(still?.content).toBe("Segunda versão.");
  });
});
