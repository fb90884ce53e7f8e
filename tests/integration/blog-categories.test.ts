import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, tables } from "~/server/db/index.server";
import { categoryEntries } from "~/server/posts/categories.server";
import { BLOG_CATEGORIES } from "~content/blog-categories";
import { postAs, signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";

// The blog's categories (ADR 0043) through the production build: /admin/categorias as a
// person without JavaScript uses it (plain forms, redirects, the confirmation page), the post
// editor's choices, and the /blog chips that follow.

const { blogPosts } = tables;

let app: Awaited<ReturnType<typeof startApp>>;
let ipCount = 0;
async function admin() {
  const visitor = new Visitor(app.url, `198.51.103.${++ipCount}`);
  await signIn(visitor, app.url);
  return visitor;
}

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
});
afterAll(async () => {
  await app?.close();
});

const idOf = async (name: string) => {
  const entry = (await categoryEntries()).find((row) => row.name === name);
  if (!entry) throw new Error(`sem categoria ${name}`);
  return entry.id;
};
/** The /blog chips after 'Todos', as a visitor's page lists them. */
async function chips() {
  const page = await (await new Visitor(app.url).request("/blog")).text();
  const nav = page.match(/<nav aria-label="Categorias"[\s\S]*?<\/nav>/)?.[0] ?? "";
  return [...nav.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]).slice(1);
}
const decode = (html: string) =>
  html.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

describe("/admin/categorias", () => {
  it("lists today's categories in order with their posts, public and all", async () => {
    const response = await (await admin()).request("/admin/categorias");
    expect(response.status).toBe(200);
    const page = decode(await response.text());
    let at = 0;
    for (const name of BLOG_CATEGORIES) {
      const found = page.indexOf(`>${name}<`, at);
      expect(found, name).toBeGreaterThan(at);
      at = found;
    }
    // The samples: 3 ABM posts, all public.
    expect(page).toMatch(/ABM<\/th><td[^>]*>2<\/td><td[^>]*>3 posts<\/td><td[^>]*>3 posts/);
    expect(page).toContain("Nova categoria");
    expect(page).toContain('aria-label="Subir ABM"');
    // The sample posts' chips: the fixed ones with public posts, in the list's order.
    expect(await chips()).toEqual(["PLG", "ABM", "Automação", "CRO", "Dados", "Vendas", "MarTech"]);
  });

  it("adds a category; an empty, taken or too long name comes back as typed", async () => {
    const v = await admin();
    const empty = await postAs(v, app.url, "/admin/categorias/nova", { name: "   " });
    expect(empty.status).toBe(400);
    expect(decode(await empty.text())).toContain("Preencha o nome da categoria.");

    const taken = await postAs(v, app.url, "/admin/categorias/nova", { name: "dados" });
    expect(taken.status).toBe(409);
    const takenPage = decode(await taken.text());
    expect(takenPage).toContain("Já existe uma categoria com este nome.");
    expect(takenPage).toContain('value="dados"');

    const long = await postAs(v, app.url, "/admin/categorias/nova", { name: "x".repeat(61) });
    expect(long.status).toBe(400);
    const longPage = decode(await long.text());
    expect(longPage).toContain("Use no máximo 60 caracteres.");
    expect(longPage).toContain(`value="${"x".repeat(61)}"`);

    const reserved = await postAs(v, app.url, "/admin/categorias/nova", { name: "Outra" });
    expect(decode(await reserved.text())).toContain("“Outra” é uma opção fixa");

    const created = await postAs(v, app.url, "/admin/categorias/nova", { name: " Growth  B2B " });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/admin/categorias");
    expect((await categoryEntries()).at(-1)?.name).toBe("Growth B2B");
    const list = decode(await (await v.request("/admin/categorias")).text());
    expect(list).toContain("Categoria criada com sucesso!");
    // No post yet: no chip.
    expect(await chips()).not.toContain("Growth B2B");
  });

  it("offers the list in the post editor, and a chip shows once a post in it is public", async () => {
    const v = await admin();
    const editor = decode(await (await v.request("/admin/posts/new")).text());
    expect(editor).toMatch(/<option value="Growth B2B">Growth B2B<\/option><option value="Outra">/);
    const saved = await postAs(v, app.url, "/admin/posts/new", {
      title: "Growth em rascunho",
      excerpt: "Resumo",
      category: "Growth B2B",
      content: "Texto",
      status: "draft",
    });
    expect(saved.status).toBe(302);
    expect(await chips()).not.toContain("Growth B2B");
    const published = await postAs(v, app.url, "/admin/posts/new", {
      title: "Growth publicado",
      excerpt: "Resumo",
      // Typed in 'Outra' in another case: filed under the category.
      category: "Outra",
      customCategory: "growth b2b",
      content: "Texto",
      status: "published",
    });
    expect(published.status).toBe(302);
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.slug, "growth-publicado"));
    expect(row?.category).toBe("Growth B2B");
    expect((await chips()).at(-1)).toBe("Growth B2B");
    // A category not in the list is refused as none chosen.
    const refused = await postAs(v, app.url, "/admin/posts/new", {
      title: "Sem lista",
      excerpt: "Resumo",
      category: "Inexistente",
      content: "Texto",
    });
    expect(refused.status).toBe(400);
  });

  it("renames a category: its posts follow, and so does the chip on /blog", async () => {
    const v = await admin();
    const id = await idOf("Growth B2B");
    const form = decode(await (await v.request(`/admin/categorias/editar/${id}`)).text());
    expect(form).toContain('value="Growth B2B"');
    expect(form).toContain("Os 2 posts desta categoria passam a usar o novo nome.");
    const taken = await postAs(v, app.url, `/admin/categorias/editar/${id}`, { name: "PLG" });
    expect(taken.status).toBe(409);
    expect(decode(await taken.text())).toContain('value="PLG"');

    const renamed = await postAs(v, app.url, `/admin/categorias/editar/${id}`, {
      name: "Crescimento B2B",
    });
    expect(renamed.status).toBe(302);
    const rows = await db()
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.category, "Crescimento B2B"));
    expect(rows.map((r) => r.slug).sort()).toEqual(["growth-em-rascunho", "growth-publicado"]);
    const now = await chips();
    expect(now).toContain("Crescimento B2B");
    expect(now).not.toContain("Growth B2B");
    const listed = decode(
      await (await new Visitor(app.url).request("/blog?categoria=Crescimento%20B2B")).text(),
    );
    expect(listed).toContain("Growth publicado");
    expect(listed).not.toContain("Growth em rascunho");

    const gone = await v.request("/admin/categorias/editar/999999");
    expect(gone.status).toBe(302);
    expect(gone.headers.get("location")).toBe("/admin/categorias");
  });

  it("moves a category with 'Subir' and 'Descer', and the chips follow", async () => {
    const v = await admin();
    const up = await postAs(v, app.url, "/admin/categorias", {
      intent: "up",
      id: String(await idOf("MarTech")),
    });
    expect(up.status).toBe(302);
    const names = (await categoryEntries()).map((e) => e.name);
    expect(names.indexOf("MarTech")).toBe(names.indexOf("Vendas") - 1);
    expect((await chips()).slice(5, 7)).toEqual(["MarTech", "Vendas"]);
    await postAs(v, app.url, "/admin/categorias", {
      intent: "down",
      id: String(await idOf("MarTech")),
    });
    expect((await chips()).slice(5, 7)).toEqual(["Vendas", "MarTech"]);
  });

  it("removes an unused category directly; a used one asks where its posts go", async () => {
    const v = await admin();
    const unused = await idOf("Estratégia");
    const ask = decode(await (await v.request(`/admin/categorias/excluir/${unused}`)).text());
    expect(ask).toContain("Nenhum post a usa.");
    expect(ask).not.toContain("Mover os posts para");
    const removed = await postAs(v, app.url, `/admin/categorias/excluir/${unused}`, {});
    expect(removed.status).toBe(302);
    expect((await categoryEntries()).map((e) => e.name)).not.toContain("Estratégia");

    const used = await idOf("Crescimento B2B");
    const page = decode(await (await v.request(`/admin/categorias/excluir/${used}`)).text());
    expect(page).toContain("2 posts usam esta categoria.");
    expect(page).toMatch(/<select[^>]*name="moverPara"[^>]*required/);
    expect(page).not.toMatch(/<option value="\d+">Crescimento B2B<\/option>/);

    const refused = await postAs(v, app.url, `/admin/categorias/excluir/${used}`, {});
    expect(refused.status).toBe(302);
    const after = decode(await (await v.request("/admin/categorias")).text());
    expect(after).toContain("Esta categoria tem posts: escolha para qual categoria eles vão.");
    expect((await categoryEntries()).map((e) => e.name)).toContain("Crescimento B2B");

    const moved = await postAs(v, app.url, `/admin/categorias/excluir/${used}`, {
      moverPara: String(await idOf("RevOps")),
    });
    expect(moved.status).toBe(302);
    expect((await categoryEntries()).map((e) => e.name)).not.toContain("Crescimento B2B");
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.slug, "growth-publicado"));
    expect(row?.category).toBe("RevOps");
    const chipList = await chips();
    expect(chipList).not.toContain("Crescimento B2B");
    expect(chipList).toContain("RevOps");
    expect(decode(await (await v.request("/admin/categorias")).text())).toContain(
      "Categoria excluída com sucesso!",
    );
  });

  it("a category typed in 'Outra' joins the list once its post is saved, without duplicates", async () => {
    const v = await admin();
    const post = (title: string, customCategory: string, intent = "save") =>
      postAs(v, app.url, "/admin/posts/new", {
        title,
        excerpt: "Resumo",
        category: "Outra",
        customCategory,
        content: "Texto",
        status: "draft",
        intent,
      });
    // An autosave runs while the name is still being typed: no category from it.
    expect((await post("Meio digitado", "Receita Recor", "autosave")).status).toBe(200);
    expect((await categoryEntries()).map((e) => e.name)).not.toContain("Receita Recor");

    expect((await post("Receita recorrente", "  Receita   Recorrente ")).status).toBe(302);
    expect((await categoryEntries()).at(-1)?.name).toBe("Receita Recorrente");
    const [row] = await db()
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, "receita-recorrente"));
    expect(row?.category).toBe("Receita Recorrente");
    // The editor offers it next time, before 'Outra', and the admin's list shows it.
    const editor = decode(await (await v.request("/admin/posts/new")).text());
    expect(editor).toMatch(
      /<option value="Receita Recorrente">Receita Recorrente<\/option><option value="Outra">/,
    );
    const list = decode(await (await v.request("/admin/categorias")).text());
    expect(list).toContain(">Receita Recorrente<");
    const edited = decode(await (await v.request(`/admin/posts/edit/${row?.id}`)).text());
    expect(edited).toMatch(/<option value="Receita Recorrente" selected="">/);

    // The same name in another case or spacing, or an older name, is filed, not listed again.
    expect((await post("Outra receita", "receita  recorrente")).status).toBe(302);
    expect((await post("Conta a conta", "account based marketing")).status).toBe(302);
    const names = (await categoryEntries()).map((e) => e.name.toLowerCase());
    expect(names.filter((name) => name === "receita recorrente")).toHaveLength(1);
    expect(names).not.toContain("account based marketing");
    const rows = await db().select().from(blogPosts).where(eq(blogPosts.slug, "outra-receita"));
    expect(rows[0]?.category).toBe("Receita Recorrente");
  });
});
