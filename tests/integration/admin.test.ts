import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { hashPassword } from "~/server/auth/password.server";
import { db, tables } from "~/server/db/index.server";
import { ADMIN, postAs, signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";
import { json, startStubServer } from "../support/http";
import { html as htmlBytes, png, svg } from "../support/images";

// The admin area through the production build on a freshly seeded embedded database.

let app: Awaited<ReturnType<typeof startApp>>;
let ipCount = 0;
/** Each test signs in from its own address, so the login throttle of one does not leak. */
const visitor = () => new Visitor(app.url, `198.51.100.${++ipCount}`);

beforeAll(async () => {
  // The stand-in WordPress is on 127.0.0.1, which outbound requests refuse unless allowed.
  app = await startApp({ TRUST_PROXY: "x-forwarded-for", OUTBOUND_ALLOW_HOSTS: "127.0.0.1" });
});
afterAll(async () => {
  await app?.close();
});

/** Every path of the route table under /admin, with a sample id for its parameters. */
function adminPaths(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const own = entry.index || entry.path !== undefined ? [{ path, file: entry.file }] : [];
    return [...own, ...adminPaths(entry.children ?? [], path)];
  });
}
const table = [...new Map(adminPaths(routes).map((r) => [r.path, r])).values()]
  .filter((r) => r.path.startsWith("admin"))
  .map((r) => ({ ...r, url: `/${r.path.replace(/:\w+/g, "1")}` }));
// The login, and the pages a team member's link or e-mail opens (ADR 0040, 0048).
const open = new Set([
  "/admin/login",
  "/admin/esqueci-senha",
  "/admin/convite/1",
  "/admin/redefinir-senha/1",
  "/admin/confirmar-email/1",
]);

describe("admin access", () => {
  it("finds every admin route of the route table", () => {
    expect(table.map((r) => r.url)).toEqual(
      expect.arrayContaining(["/admin", "/admin/posts", "/admin/posts/edit/1", "/admin/settings"]),
    );
  });

  it.each(table.filter((r) => !open.has(r.url)))(
    "$url without a session: GET and POST go to the login, nothing else",
    async ({ url }) => {
      const get = await fetch(`${app.url}${url}`, { redirect: "manual" });
      expect(get.status).toBe(302);
      expect(get.headers.get("location")).toMatch(/^\/admin\/login(\?redirectTo=|$)/);

      const post = await fetch(`${app.url}${url}`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: app.url },
        body: new URLSearchParams({ intent: "sample", title: "x" }),
      });
      // A route without an action answers 405; one with an action sends to the login.
      expect([302, 405]).toContain(post.status);
      if (post.status === 302) expect(post.headers.get("location")).toMatch(/^\/admin\/login/);
    },
  );

  it("keeps the return address, but only a path of this site", async () => {
    const page = await (
      await fetch(`${app.url}/admin/login?redirectTo=%2Fadmin%2Fsettings`)
    ).text();
    expect(page).toContain('value="/admin/settings"');
    for (const evil of ["https://evil.example/x", "//evil.example/x", "/\\evil.example"]) {
      const v = visitor();
      const response = await postAs(v, app.url, "/admin/login", {
        ...ADMIN,
        redirectTo: evil,
      });
      expect(response.headers.get("location")).toBe("/admin/painel");
    }
  });

  it("signs in with a fresh session cookie that is httpOnly, SameSite=Lax and lasts 7 days", async () => {
    const v = visitor();
    const response = await signIn(v, app.url);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("admin="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=604800/i);
    expect(cookie).toMatch(/Path=\//);
    const page = await v.follow(response);
    expect(page).toContain("Login bem-sucedido");
    expect(page).toContain("Você está conectado ao painel administrativo.");

    // A cookie the visitor brought along is never kept: the session id is new.
    const again = await signIn(v, app.url);
    const second = again.headers.getSetCookie().find((c) => c.startsWith("admin="));
    expect(second?.split(";")[0]).not.toBe(cookie?.split(";")[0]);
  });

  it("refuses wrong credentials with the spec's message and status 401", async () => {
    const v = visitor();
    const response = await postAs(v, app.url, "/admin/login", { ...ADMIN, password: "errada-123" });
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(page).toContain("Erro de login");
    expect(page).toContain("Nome de usuário ou senha incorretos.");
  });

  it("answers 429 after 5 failures for one address and username; other usernames go on", async () => {
    const v = visitor();
    for (let i = 0; i < 5; i++) {
      const r = await postAs(v, app.url, "/admin/login", {
        username: "ninguem",
        password: `x${i}`,
      });
      expect(r.status).toBe(401);
    }
    const blocked = await postAs(v, app.url, "/admin/login", {
      username: "ninguem",
      password: "x5",
    });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Muitas tentativas");
    // The same address may still sign in to another account.
    expect((await signIn(new Visitor(app.url, v.ip), app.url)).status).toBe(302);
  });

  it("checks 12 wrong logins sent at once against the limit: the 6th and later are refused", async () => {
    const v = visitor();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postAs(v, app.url, "/admin/login", { username: "paralelo", password: `p${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it("cannot be locked out from elsewhere: failures from many addresses slow down, never block", async () => {
    const known = visitor();
    expect((await signIn(known, app.url)).status).toBe(302);
    const device = known.cookie("dispositivo");
    expect(device).toBeTruthy();

    // Someone tries the admin's username from six addresses, then blocks its own address.
    for (let i = 0; i < 6; i++) {
      const r = await postAs(visitor(), app.url, "/admin/login", {
        username: ADMIN.username,
        password: `palpite-${i}`,
      });
      expect(r.status).toBe(401);
    }
    // The right password from a new address still signs in.
    expect((await signIn(visitor(), app.url)).status).toBe(302);

    // A browser that signed in before gets in even from an address that is blocked.
    const shared = visitor();
    for (let i = 0; i < 6; i++) {
      await postAs(shared, app.url, "/admin/login", { ...ADMIN, password: `outro-${i}` });
    }
    const stranger = await postAs(new Visitor(app.url, shared.ip), app.url, "/admin/login", ADMIN);
    expect(stranger.status).toBe(429);
    const returning = new Visitor(app.url, shared.ip);
    returning.setCookie("dispositivo", device ?? "");
    expect((await signIn(returning, app.url)).status).toBe(302);
  });

  it("sends an admin with a generated password to choose one before anything else", async () => {
    const fresh = { username: "novata", password: "gerada-na-instalacao-1" };
    await db()
      .insert(tables.adminUsers)
      .values({
        username: fresh.username,
        passwordHash: await hashPassword(fresh.password),
        mustChangePassword: true,
      });
    const v = visitor();
    const login = await postAs(v, app.url, "/admin/login", {
      ...fresh,
      redirectTo: "/admin/leads",
    });
    expect(login.headers.get("location")).toBe("/admin/settings");
    expect(await v.follow(login)).toContain("Escolha sua senha");
    const posts = await v.request("/admin/posts");
    expect(posts.status).toBe(302);
    expect(posts.headers.get("location")).toBe("/admin/settings");
    const same = await postAs(v, app.url, "/admin/settings", {
      currentPassword: fresh.password,
      newPassword: fresh.password,
      confirmPassword: fresh.password,
    });
    expect(await same.text()).toContain("A nova senha deve ser diferente da atual.");
    const changed = await postAs(v, app.url, "/admin/settings", {
      currentPassword: fresh.password,
      newPassword: "minha-propria-senha-9",
      confirmPassword: "minha-propria-senha-9",
    });
    expect(changed.status).toBe(302);
    expect((await v.request("/admin/posts")).status).toBe(200);
  });

  it("refuses a signed-in admin's post from another site, by Origin or Sec-Fetch-Site", async () => {
    const v = visitor();
    await signIn(v, app.url);
    const before = await db().select({ id: tables.blogPosts.id }).from(tables.blogPosts);
    const actions = table.filter((r) =>
      /delete|import|settings|new|edit|logout|cover|novo|excluir/.test(r.url),
    );
    for (const { url } of actions) {
      const foreign = await postAs(v, "https://evil.example", url, { intent: "sample" });
      expect(foreign.status, url).toBeGreaterThanOrEqual(400);
      expect(foreign.status, url).toBeLessThan(500);
      const crossSite = await v.request(url, {
        method: "POST",
        body: new URLSearchParams({ intent: "sample" }),
        headers: { "sec-fetch-site": "cross-site" },
      });
      expect(crossSite.status, url).toBe(403);
      expect(await crossSite.text(), url).toContain("Requisição recusada");
    }
    const after = await db().select({ id: tables.blogPosts.id }).from(tables.blogPosts);
    expect(after.length).toBe(before.length);
    // Still signed in: logout was refused too.
    expect((await v.request("/admin/posts")).status).toBe(200);
  });

  it("ends the session at Sair: the old cookie no longer opens anything", async () => {
    const v = visitor();
    const login = await signIn(v, app.url);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith("admin="))
      ?.split(";")[0];
    const out = await postAs(v, app.url, "/admin/logout", {});
    expect(out.headers.get("location")).toBe("/admin/login");
    const replay = await fetch(`${app.url}/admin/posts`, {
      headers: { cookie: cookie ?? "" },
      redirect: "manual",
    });
    expect(replay.status).toBe(302);
  });
});

describe("posts", () => {
  const form = (fields: Record<string, string>, cover?: { bytes: Uint8Array; name: string }) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    if (cover) body.set("cover", new Blob([new Uint8Array(cover.bytes)]), cover.name);
    return body;
  };
  const fields = {
    intent: "save",
    title: "Ação & Reação: o guia",
    excerpt: "Um resumo",
    category: "CRO",
    customCategory: "",
    content: "## Primeira parte\n\nTexto com **negrito**.",
  };

  it("lists the posts with the spec's columns, newest first", async () => {
    const v = visitor();
    await signIn(v, app.url);
    const page = await (await v.request("/admin/posts")).text();
    for (const text of ["Posts do Blog", "Título", "Categoria", "Data", "Status", "Ações"]) {
      expect(page).toContain(text);
    }
    expect(page.match(/>Publicado</g)?.length).toBe(16);
    expect(page).toContain("Importar Posts");
  });

  it("says on saving whether the post is on the site: a draft, or scheduled for when", async () => {
    const v = visitor();
    await signIn(v, app.url);
    const save = async (title: string, extra: Record<string, string>) =>
      v.follow(await postAs(v, app.url, "/admin/posts/new", form({ ...fields, title, ...extra })));
    expect(await save("Guia em rascunho", { status: "draft" })).toContain(
      "Rascunho: não aparece no site.",
    );
    expect(
      await save("Guia agendado", { status: "published", date: "2099-05-04T14:30" }),
    ).toContain("Agendado: entra no site em 04/05/2099");
  });

  it("creates a post with a cover, a slug from the title and the read time", async () => {
    const v = visitor();
    await signIn(v, app.url);
    const response = await postAs(
      v,
      app.url,
      "/admin/posts/new",
      form(fields, { bytes: png(), name: "../../minha capa.png" }),
    );
    expect(response.status).toBe(302);
    const list = await v.follow(response);
    expect(list).toContain("Post criado com sucesso!");
    // The toast says whether the site shows it.
    expect(list).toContain("Publicado: já está no site.");
    const [row] = await db()
      .select()
      .from(tables.blogPosts)
      .where(eq(tables.blogPosts.slug, "acao-reacao-o-guia"));
    expect(row).toMatchObject({ title: fields.title, category: "CRO", readTime: "1 min" });
    // Through the image pipeline (ADR 0016): the address of its largest JPEG.
    expect(row?.image).toMatch(/^\/uploads\/\d+_minha_capa\.1x1\.w1\.jpg$/);
    const image = await fetch(`${app.url}${row?.image}`);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("cache-control")).toContain("immutable");
  });

  it("refuses what is missing or taken with a clear message and keeps every typed value", async () => {
    const v = visitor();
    await signIn(v, app.url);
    const missing = await postAs(
      v,
      app.url,
      "/admin/posts/new",
      form({ ...fields, excerpt: "", title: "Só o título" }),
    );
    expect(missing.status).toBe(400);
    const page = await missing.text();
    expect(page).toContain("Por favor, preencha todos os campos obrigatórios.");
    expect(page).toContain('value="Só o título"');
    expect(page).toContain("Texto com **negrito**.");

    const taken = await postAs(
      v,
      app.url,
      "/admin/posts/new",
      form({ ...fields, title: "Outro título", slug: "metricas-plg-saas-b2b" }),
    );
    expect(taken.status).toBe(409);
    const refused = await taken.text();
    expect(refused).toContain("Este slug já é usado por outro post.");
    expect(refused).toContain('value="Outro título"');
  });

  it("refuses covers that are not images, too big, or SVG, with the message, keeping the text", async () => {
    const v = visitor();
    await signIn(v, app.url);
    const cases = [
      { bytes: svg(), name: "capa.svg", message: "Envie uma imagem JPEG, PNG, WebP, AVIF ou GIF." },
      {
        bytes: htmlBytes(),
        name: "capa.png",
        message: "Envie uma imagem JPEG, PNG, WebP, AVIF ou GIF.",
      },
      {
        bytes: new Uint8Array([...png(), ...new Uint8Array(6 * 1024 * 1024)]),
        name: "grande.png",
        message: "A imagem deve ter no máximo 5 MB.",
      },
    ];
    for (const cover of cases) {
      const response = await postAs(
        v,
        app.url,
        "/admin/posts/new",
        form({ ...fields, title: "Com capa ruim" }, cover),
      );
      expect(response.status, cover.name).toBe(400);
      const page = await response.text();
      expect(page).toContain(cover.message);
      expect(page).toContain("Erro ao enviar imagem de capa.");
      expect(page).toContain('value="Com capa ruim"');
    }
    const js = await postAs(v, app.url, "/admin/posts/cover", form({}, cases[0]));
    expect(js.status).toBe(400);
    expect(await js.json()).toEqual({ error: "Envie uma imagem JPEG, PNG, WebP, AVIF ou GIF." });
    const ok = await postAs(
      v,
      app.url,
      "/admin/posts/cover",
      form({}, { bytes: png(), name: "boa.png" }),
    );
    expect(await ok.json()).toMatchObject({
      url: expect.stringMatching(/^\/uploads\//),
      message: "Imagem enviada com sucesso!",
    });
  });

  it("previews with the blog's renderer, sanitised, without saving", async () => {
    const v = visitor();
    await signIn(v, app.url);
    const content = "## Título da seção\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))";
    const response = await postAs(
      v,
      app.url,
      "/admin/posts/new",
      form({ ...fields, intent: "preview", title: "Prévia", content }),
    );
    const page = await response.text();
    expect(page).toContain('class="prose-article');
    expect(page).toContain('<h2 id="título-da-seção">Título da seção</h2>');
    expect(page).not.toContain("<script>alert(1)");
    expect(page).not.toContain('href="javascript:');
    const rows = await db()
      .select()
      .from(tables.blogPosts)
      .where(eq(tables.blogPosts.title, "Prévia"));
    expect(rows).toEqual([]);
    const empty = await postAs(v, app.url, "/admin/posts/new", form({ intent: "preview" }));
    expect(await empty.text()).toContain("Preencha os campos do post para visualizar o conteúdo");
  });

  it("edits a post; a new slug moves the old address with a 301", async () => {
    const v = visitor();
    await signIn(v, app.url);
    const [post] = await db().select().from(tables.blogPosts).where(eq(tables.blogPosts.id, 2));
    if (!post) throw new Error("post 2 ausente");
    const edit = await (await v.request(`/admin/posts/edit/${post.id}`)).text();
    expect(edit).toContain("Editar Post");
    expect(edit).toContain(`value="${post.slug}"`);
    const response = await postAs(
      v,
      app.url,
      `/admin/posts/edit/${post.id}`,
      form({
        intent: "save",
        title: post.title,
        slug: "Endereço Novo",
        excerpt: post.excerpt,
        category: "Outra",
        customCategory: post.category,
        image: post.image ?? "",
        content: post.content,
      }),
    );
    expect(await v.follow(response)).toContain("Post atualizado com sucesso!");
    const old = await fetch(`${app.url}/blog/${post.slug}`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/blog/endereco-novo");
    expect((await fetch(`${app.url}/blog/endereco-novo`)).status).toBe(200);
  });

  it("sends an unknown id back to the list with 'Post não encontrado'", async () => {
    const v = visitor();
    await signIn(v, app.url);
    for (const id of ["99999", "abc"]) {
      const response = await v.request(`/admin/posts/edit/${id}`);
      expect(response.status).toBe(302);
      const page = await v.follow(response);
      expect(page).toContain("Post não encontrado");
      expect(page).toContain("Ele pode ter sido excluído. Confira a lista abaixo.");
    }
  });

  it("deletes through the confirmation page, and then imports the samples back", async () => {
    const v = visitor();
    await signIn(v, app.url);
    const confirm = await (await v.request("/admin/posts/delete/3")).text();
    expect(confirm).toContain("Excluir Post");
    expect(confirm).toContain(
      "Tem certeza que deseja excluir este post? Esta ação não pode ser desfeita.",
    );
    const deleted = await postAs(v, app.url, "/admin/posts/delete/3", {});
    expect(await v.follow(deleted)).toContain("Post excluído com sucesso!");
    const again = await postAs(v, app.url, "/admin/posts/delete/3", {});
    expect(await v.follow(again)).toContain("Post não encontrado");

    const imported = await postAs(v, app.url, "/admin/posts/import", { intent: "sample" });
    // Post 2 changed its slug but kept its id: skipped like the other 14.
    expect(await v.follow(imported)).toContain(
      "Importação concluída! 1 posts importados, 15 posts ignorados.",
    );
    const second = await postAs(v, app.url, "/admin/posts/import", { intent: "sample" });
    expect(await v.follow(second)).toContain("0 posts importados, 16 posts ignorados.");
  });

  it("imports from a WordPress REST address, sanitised, with the same skip rule", async () => {
    const v = visitor();
    await signIn(v, app.url);
    const wordpress = await startStubServer(
      json(200, [
        {
          id: 901,
          slug: "post-do-wordpress",
          date: "2025-05-02T10:00:00",
          title: { rendered: "Post do WordPress &#8211; teste" },
          excerpt: { rendered: "<p>Resumo <b>curto</b></p>" },
          content: {
            rendered:
              '<h2>Parte</h2><p>Oi<script>alert(1)</script><img src=x onerror="alert(2)"></p>',
          },
          _embedded: {
            author: [
              { name: "Júlia Prates", avatar_urls: { "96": "https://secure.gravatar.com/a.png" } },
            ],
            "wp:featuredmedia": [{ source_url: "https://exemplo.com.br/capa.jpg" }],
            "wp:term": [[{ taxonomy: "category", name: "Dados" }]],
          },
        },
        {
          id: 1,
          slug: "qualquer",
          title: { rendered: "Id já usado" },
          excerpt: { rendered: "x" },
          date: "2025-01-01T00:00:00",
          _embedded: { "wp:term": [[{ taxonomy: "category", name: "CRO" }]] },
        },
      ]),
    );
    try {
      const endpoint = `${wordpress.url}/wp-json/wp/v2/posts`;
      const response = await postAs(v, app.url, "/admin/posts/import", {
        intent: "wordpress",
        url: endpoint,
      });
      const list = await v.follow(response);
      expect(list).toContain("1 posts importados, 1 posts ignorados.");
      // Its cover cannot be copied here (no outside network): named, and left as it was.
      expect(list).toContain("Não foi possível copiar a imagem capa.jpg para o site.");
      expect(wordpress.requests[0]).toMatch(/per_page=100&page=1&_embed=1/);
      const [row] = await db().select().from(tables.blogPosts).where(eq(tables.blogPosts.id, 901));
      expect(row).toMatchObject({
        title: "Post do WordPress – teste",
        excerpt: "Resumo curto",
        category: "Dados",
        authorName: "Júlia Prates",
        authorRole: "Analista de marketing e Redatora",
        image: "https://exemplo.com.br/capa.jpg",
      });
      expect(row?.content).toContain("## Parte");
      expect(row?.content).not.toMatch(/script|onerror/);

      const bad = await postAs(v, app.url, "/admin/posts/import", {
        intent: "wordpress",
        url: "javascript:alert(1)",
      });
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain("Informe um endereço http(s) válido");
      wordpress.answer(json(500, {}));
      const failing = await postAs(v, app.url, "/admin/posts/import", {
        intent: "wordpress",
        url: endpoint,
      });
      expect(failing.status).toBe(502);
      const failure = await failing.text();
      expect(failure).toContain("Erro durante a migração dos posts");
      // The remote status is for the log, not for the page.
      expect(failure).not.toMatch(/HTTP 500|Erro na API/);
    } finally {
      await wordpress.close();
    }
  });
});

describe("settings", () => {
  it("checks the current password, the length, common passwords and the confirmation", async () => {
    const v = visitor();
    await signIn(v, app.url);
    const change = (current: string, next: string, confirm = next) =>
      postAs(v, app.url, "/admin/settings", {
        currentPassword: current,
        newPassword: next,
        confirmPassword: confirm,
      });
    expect(await (await change("errada", "nova-senha-boa-1")).text()).toContain(
      "Senha atual incorreta",
    );
    expect(await (await change(ADMIN.password, "curta")).text()).toContain(
      "A nova senha deve ter pelo menos 8 caracteres",
    );
    expect(await (await change(ADMIN.password, "password123")).text()).toContain(
      "Essa senha é muito comum",
    );
    expect(await (await change(ADMIN.password, "nova-senha-boa-1", "outra")).text()).toContain(
      "A confirmação de senha não coincide",
    );
  });

  it("saves a new password: this session stays, others end, the old password fails", async () => {
    const mine = visitor();
    const other = visitor();
    await signIn(mine, app.url);
    await signIn(other, app.url);
    const next = "uma-senha-nova-e-longa";
    const response = await postAs(mine, app.url, "/admin/settings", {
      currentPassword: ADMIN.password,
      newPassword: next,
      confirmPassword: next,
    });
    expect(await mine.follow(response)).toContain("Senha alterada com sucesso!");
    expect((await mine.request("/admin/posts")).status).toBe(200);
    expect((await other.request("/admin/posts")).status).toBe(302);
    const old = await postAs(visitor(), app.url, "/admin/login", ADMIN);
    expect(old.status).toBe(401);
    expect((await signIn(visitor(), app.url, next)).status).toBe(302);
    // Back to the password the other tests use.
    await postAs(mine, app.url, "/admin/settings", {
      currentPassword: next,
      newPassword: ADMIN.password,
      confirmPassword: ADMIN.password,
    });
  });

  it("after 5 wrong current passwords refuses the 6th try for 15 minutes, login unaffected", async () => {
    // An admin of its own, so that the block does not reach the other tests' admin.
    const reviewer = { username: "revisora", password: "revisora-senha-longa-1" };
    await db()
      .insert(tables.adminUsers)
      .values({ username: reviewer.username, passwordHash: await hashPassword(reviewer.password) });
    const session = visitor();
    expect((await postAs(session, app.url, "/admin/login", reviewer)).status).toBe(302);
    const change = (current: string) =>
      postAs(session, app.url, "/admin/settings", {
        currentPassword: current,
        newPassword: "tentativa-de-troca-1",
        confirmPassword: "tentativa-de-troca-1",
      });
    for (let i = 0; i < 5; i++) {
      const wrong = await change(`palpite-${i}`);
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain("Senha atual incorreta");
    }
    const blocked = await change(reviewer.password);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Muitas tentativas com a senha atual");
    // Nothing changed, and signing in is not blocked by it.
    expect((await postAs(visitor(), app.url, "/admin/login", reviewer)).status).toBe(302);
  });

  it("checks 12 wrong current passwords sent at once against the limit", async () => {
    const checker = { username: "conferente", password: "conferente-senha-longa-1" };
    await db()
      .insert(tables.adminUsers)
      .values({ username: checker.username, passwordHash: await hashPassword(checker.password) });
    const session = visitor();
    expect((await postAs(session, app.url, "/admin/login", checker)).status).toBe(302);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postAs(session, app.url, "/admin/settings", {
          currentPassword: `palpite-${i}`,
          newPassword: "tentativa-de-troca-1",
          confirmPassword: "tentativa-de-troca-1",
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});
