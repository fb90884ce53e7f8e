import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, tables } from "~/server/db/index.server";
import { postAs, signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";
import { png } from "../support/images";

// Authors through the production build: authors at /admin/autores, the editor's 'Autor' and
// search/social fields as the post page's head and author box show them, and the admin's own
// header in place of the public one.

const { authors, blogPosts } = tables;

let app: Awaited<ReturnType<typeof startApp>>;
let ipCount = 0;
async function admin() {
  const visitor = new Visitor(app.url, `198.51.102.${++ipCount}`);
  await signIn(visitor, app.url);
  return visitor;
}

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
});
afterAll(async () => {
  await app?.close();
});

function form(fields: Record<string, string>, files: Record<string, Uint8Array> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  for (const [key, bytes] of Object.entries(files)) {
    body.set(key, new Blob([new Uint8Array(bytes)]), `${key}.png`);
  }
  return body;
}

const authorByName = async (name: string) =>
  (await db().select().from(authors).where(eq(authors.name, name)))[0];
const postBySlug = async (slug: string) =>
  (await db().select().from(blogPosts).where(eq(blogPosts.slug, slug)))[0];

/** The content of a tag of the page's head, e.g. meta[name=description]. */
function metaContent(page: string, attribute: "name" | "property", key: string) {
  const tag = page.match(new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*>`))?.[0] ?? "";
  return tag.match(/content="([^"]*)"/)?.[1];
}
const titleOf = (page: string) => page.match(/<title>([^<]*)<\/title>/)?.[1];

describe("/admin/autores", () => {
  it("lists the three sample authors with their posts", async () => {
    const page = await (await (await admin()).request("/admin/autores")).text();
    for (const name of ["Marcelo Arantes", "Júlia Prates", "Rafael Menezes"]) {
      expect(page).toContain(name);
    }
    expect(page).toContain("9 posts");
    expect(page).toContain("1 post<");
  });

  it("creates, edits and deletes an author; a refusal keeps what was typed", async () => {
    const v = await admin();
    const refused = await postAs(
      v,
      app.url,
      "/admin/autores/novo",
      form({ name: "  ", bio: "Bio guardada" }),
    );
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain("Por favor, preencha todos os campos obrigatórios.");
    expect(refusedPage).toContain("Bio guardada");

    const taken = await postAs(
      v,
      app.url,
      "/admin/autores/novo",
      form({ name: "Júlia Prates", role: "Outra" }),
    );
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("Já existe um autor com este nome.");

    const created = await postAs(
      v,
      app.url,
      "/admin/autores/novo",
      form(
        { name: "Bruna Teles", role: "Consultora", bio: "Escreve sobre CRM." },
        { avatarFile: png() },
      ),
    );
    expect(created.status).toBe(302);
    expect(await v.follow(created)).toContain("Autor criado com sucesso!");
    const row = await authorByName("Bruna Teles");
    expect(row).toMatchObject({ role: "Consultora", bio: "Escreve sobre CRM." });
    expect(row?.avatar).toMatch(/^\/uploads\/\d+_avatarFile\.\d+x\d+\.w\d+\.jpg$/);

    const edited = await postAs(
      v,
      app.url,
      `/admin/autores/editar/${row?.id}`,
      form({
        name: "Bruna Teles",
        role: "Gerente de CRM",
        bio: "Nova bio.",
        avatar: row?.avatar ?? "",
      }),
    );
    expect(await v.follow(edited)).toContain("Autor atualizado com sucesso!");
    expect(await authorByName("Bruna Teles")).toMatchObject({
      role: "Gerente de CRM",
      avatar: row?.avatar,
    });

    // Without JavaScript the confirmation is a page of its own.
    const confirm = await (await v.request(`/admin/autores/excluir/${row?.id}`)).text();
    expect(confirm).toContain("Tem certeza que deseja excluir este autor?");
    const deleted = await postAs(v, app.url, `/admin/autores/excluir/${row?.id}`, {});
    expect(await v.follow(deleted)).toContain("Autor excluído com sucesso!");
    expect(await authorByName("Bruna Teles")).toBeUndefined();
  });

  it("deletes an author whose posts stay signed with the name they had", async () => {
    const v = await admin();
    const rafael = await authorByName("Rafael Menezes");
    const confirm = await (await v.request(`/admin/autores/excluir/${rafael?.id}`)).text();
    expect(confirm).toContain("O post assinado por ele continua com o nome, o cargo e a foto dele");
    await postAs(v, app.url, `/admin/autores/excluir/${rafael?.id}`, {});
    const post = await postBySlug("dashboard-de-receita-indicadores");
    expect(post).toMatchObject({ authorId: null, authorName: "Rafael Menezes" });
    const page = await (await fetch(`${app.url}/blog/dashboard-de-receita-indicadores`)).text();
    expect(page).toContain("Rafael Menezes");
    expect(page).not.toContain("Sobre o autor");
  });

  it("is only for a signed-in admin", async () => {
    const response = await fetch(`${app.url}/admin/autores`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/admin\/login/);
  });
});

describe("the editor's author and search/social fields on the post page", () => {
  const post = {
    intent: "save",
    title: "Funil de receita sem achismo",
    excerpt: "O resumo do post sobre funil.",
    category: "CRO",
    customCategory: "",
    content: "## Parte um\n\nTexto.",
  };

  it("signs a new post with the chosen author and shows the bio at the end", async () => {
    const v = await admin();
    const julia = await authorByName("Júlia Prates");
    const editor = await (await v.request("/admin/posts/new")).text();
    expect(editor).toContain("Título para buscadores");
    expect(editor).toContain("Até 60 caracteres");
    expect(editor).toContain("Até 160 caracteres");
    expect(editor).toContain("Imagem para redes sociais");

    const saved = await postAs(
      v,
      app.url,
      "/admin/posts/new",
      form({ ...post, slug: "funil-com-julia", authorId: String(julia?.id) }),
    );
    expect(saved.status).toBe(302);
    expect(await postBySlug("funil-com-julia")).toMatchObject({
      authorId: julia?.id,
      authorName: "Júlia Prates",
      authorRole: julia?.role,
      authorAvatar: julia?.avatar,
    });
    const page = await (await fetch(`${app.url}/blog/funil-com-julia`)).text();
    const box = page.slice(page.indexOf("Sobre o autor"));
    expect(box).toContain("Júlia Prates");
    expect(box).toContain(julia?.bio ?? "?");
    // At the end: after the article's text.
    expect(page.indexOf("Sobre o autor")).toBeGreaterThan(page.indexOf("Parte um"));
  });

  it("uses the title, excerpt and the post's card (with its cover) in the head when the fields are empty", async () => {
    const v = await admin();
    await postAs(
      v,
      app.url,
      "/admin/posts/new",
      form({ ...post, slug: "funil-sem-seo", image: "/images/covers/services/revops.svg" }),
    );
    const page = await (await fetch(`${app.url}/blog/funil-sem-seo`)).text();
    expect(titleOf(page)).toBe("Funil de receita sem achismo | Vetor Revenue");
    expect(metaContent(page, "name", "description")).toBe(post.excerpt);
    expect(metaContent(page, "property", "og:description")).toBe(post.excerpt);
    // The generated card (ADR 0018), which draws the cover: not the SVG itself. With a cover
    // it is a JPEG, small enough for every messaging app's preview.
    expect(metaContent(page, "property", "og:image")).toMatch(
      /^http:\/\/[^/]+\/og\/[0-9a-f]{16}\/blog\/funil-sem-seo\.jpg$/,
    );
    expect(metaContent(page, "property", "og:image:type")).toBe("image/jpeg");
  });

  it("uses the search title, description and social image when they are filled", async () => {
    const v = await admin();
    const response = await postAs(
      v,
      app.url,
      "/admin/posts/new",
      form(
        {
          ...post,
          slug: "funil-com-seo",
          image: "/images/covers/services/revops.svg",
          seoTitle: "Funil de receita: o guia curto",
          seoDescription: "Como medir o funil de receita sem achismo, em cinco passos.",
        },
        { socialImageFile: png() },
      ),
    );
    expect(response.status).toBe(302);
    const row = await postBySlug("funil-com-seo");
    expect(row?.socialImage).toMatch(/^\/uploads\/\d+_socialImageFile\.\d+x\d+\.w\d+\.jpg$/);
    const page = await (await fetch(`${app.url}/blog/funil-com-seo`)).text();
    expect(titleOf(page)).toBe("Funil de receita: o guia curto");
    expect(metaContent(page, "name", "description")).toBe(
      "Como medir o funil de receita sem achismo, em cinco passos.",
    );
    expect(metaContent(page, "property", "og:title")).toBe("Funil de receita: o guia curto");
    expect(metaContent(page, "name", "twitter:description")).toBe(
      "Como medir o funil de receita sem achismo, em cinco passos.",
    );
    // An absolute address on the site's origin (BASE_URL).
    expect(metaContent(page, "property", "og:image")).toMatch(/^http:\/\/[^/]+\/uploads\//);
    expect(metaContent(page, "property", "og:image")?.endsWith(row?.socialImage ?? "?")).toBe(true);
    expect(metaContent(page, "name", "twitter:image")).toBe(
      metaContent(page, "property", "og:image"),
    );
  });

  it("refuses a search title over 60 characters, keeping it", async () => {
    const v = await admin();
    const long = "T".repeat(61);
    const response = await postAs(
      v,
      app.url,
      "/admin/posts/new",
      form({ ...post, slug: "funil-longo", seoTitle: long }),
    );
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Use no máximo 60 caracteres.");
    expect(page).toContain(long);
    expect(await postBySlug("funil-longo")).toBeUndefined();
  });
});

describe("the admin's own header", () => {
  const publicParts = [
    "Inscrição na newsletter",
    "<footer",
    'aria-label="Principal"',
    "Menu principal",
  ];

  it.each([
    "/admin/posts",
    "/admin/posts/new",
    "/admin/posts/edit/1",
    "/admin/materiais",
    "/admin/leads",
    "/admin/autores",
    "/admin/settings",
  ])(
    "%s has the admin navigation and none of the public header, footer or newsletter",
    async (path) => {
      const page = await (await (await admin()).request(path)).text();
      for (const part of publicParts) expect(page).not.toContain(part);
      expect(page).toContain('aria-label="Painel administrativo"');
      for (const section of [
        "/admin/posts",
        "/admin/materiais",
        "/admin/leads",
        "/admin/autores",
        "/admin/settings",
      ]) {
        expect(page).toContain(`href="${section}"`);
      }
      expect(page).toContain(">Ver site<");
      expect(page).toContain('action="/admin/logout"');
      expect(page).toMatch(/<main id="conteudo"/);
      expect(page).toContain('href="#conteudo"');
    },
  );

  it("marks the current section", async () => {
    const page = await (await (await admin()).request("/admin/autores")).text();
    expect(page).toMatch(/<a aria-current="page"[^>]*href="\/admin\/autores"/);
  });

  it("the login has neither the public parts nor the sections", async () => {
    const page = await (await fetch(`${app.url}/admin/login`)).text();
    for (const part of publicParts) expect(page).not.toContain(part);
    expect(page).not.toContain('aria-label="Painel administrativo"');
    expect(page).toContain(">Ver site<");
  });

  it("public pages keep their header, footer and newsletter", async () => {
    const page = await (await fetch(`${app.url}/blog`)).text();
    expect(page).toContain("Inscrição na newsletter");
    expect(page).toContain("<footer");
    expect(page).not.toContain('aria-label="Painel administrativo"');
  });
});
