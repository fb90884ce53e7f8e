import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, tables } from "~/server/db/index.server";
import { createPost } from "~/server/posts/save.server";
import { postAs, signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";

// Redirects (ADR 0044) through the production build: the admin's screen, its refusals, the
// redirect a 404 becomes, the 404s counted and listed, and the content's old slugs. Run by
// redirects.test.ts (PGlite) and redirects-postgres.test.ts (PostgreSQL).

const { redirects, blogPostRedirects } = tables;

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
};
const redirectRow = async (from: string) =>
  (await db().select().from(redirects).where(eq(redirects.fromPath, from)))[0];
/** The page's text with React's escapes read back. */
const text = async (response: Response) =>
  (await response.text())
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");

export function redirectsSuite(name: string, config: () => Promise<Record<string, string>>) {
  describe(`/admin/redirecionamentos on ${name}`, () => {
    let app: Awaited<ReturnType<typeof startApp>>;
    let ipCount = 0;
    const visitor = () => new Visitor(app.url, `198.51.103.${++ipCount}`);
    async function admin() {
      const v = visitor();
      await signIn(v, app.url);
      return v;
    }
    const missing = (path: string, headers: Record<string, string> = {}) =>
      visitor().request(path, { headers: { "user-agent": BROWSER, ...headers } });

    let post: { id: number; slug: string };
    beforeAll(async () => {
      app = await startApp({ TRUST_PROXY: "x-forwarded-for", ...(await config()) });
      // A published post of our own: a PostgreSQL database starts without the samples.
      const saved = await createPost(
        {
          title: "Post publicado",
          slug: "post-publicado-redirecionamentos",
          excerpt: "Resumo",
          content: "Texto.",
          category: "PLG",
          image: null,
          authorId: null,
          seoTitle: null,
          seoDescription: null,
          socialImage: null,
          status: "published",
          date: new Date(Date.now() - 60_000),
        },
        "editora",
      );
      if (!saved.ok) throw new Error("post não criado");
      post = { id: saved.id, slug: "post-publicado-redirecionamentos" };
    });
    afterAll(async () => {
      await app?.close();
    });

    it("creates, edits and deletes a redirect, which answers where the site said 404", async () => {
      const v = await admin();
      const list = await text(await v.request("/admin/redirecionamentos"));
      expect(list).toContain('href="/admin/redirecionamentos"');

      expect((await missing("/promocao-velha")).status).toBe(404);
      const created = await postAs(v, app.url, "/admin/redirecionamentos/novo", {
        from: "/Promocao-Velha/",
        to: "/materiais",
        status: "301",
      });
      expect(created.status).toBe(302);
      expect(await v.follow(created)).toContain("Redirecionamento criado com sucesso!");
      const row = await redirectRow("/promocao-velha");
      expect(row).toMatchObject({ target: "/materiais", status: 301 });

      const moved = await missing("/promocao-velha?utm_source=email");
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/materiais?utm_source=email");
      // The address as typed, in another case and with a trailing slash, is the same one.
      expect((await missing("/PROMOCAO-VELHA/")).headers.get("location")).toBe("/materiais");

      const edited = await postAs(v, app.url, `/admin/redirecionamentos/editar/${row?.id}`, {
        from: "/promocao-velha",
        to: "https://parceiro.exemplo.com.br/oferta",
        status: "302",
      });
      expect(await v.follow(edited)).toContain("Redirecionamento atualizado com sucesso!");
      const temporary = await missing("/promocao-velha");
      expect(temporary.status).toBe(302);
      expect(temporary.headers.get("location")).toBe("https://parceiro.exemplo.com.br/oferta");

      const listed = await text(await v.request("/admin/redirecionamentos"));
      expect(listed).toContain("/promocao-velha");
      expect(listed).toContain("https://parceiro.exemplo.com.br/oferta");
      expect(listed).toContain("302 temporário");

      // Without JavaScript the confirmation is a page of its own.
      const confirm = await text(await v.request(`/admin/redirecionamentos/excluir/${row?.id}`));
      expect(confirm).toContain("Tem certeza que deseja excluir este redirecionamento?");
      const deleted = await postAs(v, app.url, `/admin/redirecionamentos/excluir/${row?.id}`, {});
      expect(await v.follow(deleted)).toContain("Redirecionamento excluído com sucesso!");
      expect(await redirectRow("/promocao-velha")).toBeUndefined();
      expect((await missing("/promocao-velha")).status).toBe(404);
      const again = await postAs(v, app.url, `/admin/redirecionamentos/excluir/${row?.id}`, {});
      expect(await v.follow(again)).toContain("Redirecionamento não encontrado");
      const unknown = await v.request("/admin/redirecionamentos/editar/abc");
      expect(await v.follow(unknown)).toContain("Redirecionamento não encontrado");
    });

    it("refuses a live page, a loop and a 'Para' that is neither a path nor https, keeping what was typed", async () => {
      const v = await admin();
      const refusals: [Record<string, string>, number, string][] = [
        [
          { from: "/cases", to: "/blog", status: "301" },
          409,
          "Esse endereço já abre uma página do site",
        ],
        [
          { from: `/blog/${post.slug}`, to: "/blog", status: "301" },
          409,
          "já abre uma página do site",
        ],
        [
          { from: "/servicos/revops", to: "/blog", status: "301" },
          409,
          "já abre uma página do site",
        ],
        [
          { from: "/admin/painel", to: "/blog", status: "301" },
          400,
          "Endereços do painel não podem",
        ],
        [
          { from: "/volta", to: "/Volta/", status: "301" },
          409,
          "levaria de volta ao endereço de origem",
        ],
        [
          { from: "/curso", to: "ftp://arquivos.exemplo.com/x", status: "301" },
          400,
          "ou um endereço completo começando com https://",
        ],
        [
          { from: "/curso", to: "javascript:alert(1)", status: "301" },
          400,
          "começando com https://",
        ],
        [{ from: "/curso?id=2", to: "/blog", status: "301" }, 400, "sem '?' ou '#'"],
        [
          { from: "https://outro.com/x", to: "/blog", status: "301" },
          400,
          "começando com /, sem domínio",
        ],
      ];
      for (const [fields, status, message] of refusals) {
        const refused = await postAs(v, app.url, "/admin/redirecionamentos/novo", form(fields));
        expect(refused.status, fields.from).toBe(status);
        const page = await text(refused);
        expect(page, fields.from).toContain(message);
        expect(page).toContain(`value="${fields.to}"`);
      }
      // A loop through the redirects already saved.
      await postAs(v, app.url, "/admin/redirecionamentos/novo", {
        from: "/ida",
        to: "/meio",
        status: "301",
      });
      await postAs(v, app.url, "/admin/redirecionamentos/novo", {
        from: "/meio",
        to: "/volta-final",
        status: "301",
      });
      const loop = await postAs(v, app.url, "/admin/redirecionamentos/novo", {
        from: "/volta-final",
        to: "/ida",
        status: "301",
      });
      expect(loop.status).toBe(409);
      expect(await text(loop)).toContain("levaria de volta ao endereço de origem");
      expect(await redirectRow("/volta-final")).toBeUndefined();
      // A slug no post has any more may be redirected, and then is.
      const gone = await postAs(v, app.url, "/admin/redirecionamentos/novo", {
        from: "/blog/post-que-foi-apagado",
        to: "/blog/categoria",
        status: "301",
      });
      expect(gone.status).toBe(302);
      const answer = await missing("/blog/post-que-foi-apagado");
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe("/blog/categoria");
      // Any other unknown post still goes back to the list, as the spec says.
      expect((await missing("/blog/nunca-existiu")).headers.get("location")).toBe("/blog");
    });

    it("counts a 404 with its referrer, lists it, and links to the form with 'De' filled", async () => {
      for (let i = 0; i < 2; i++) {
        const answer = await missing("/pagina-que-sumiu", {
          referer: "https://parceiro.exemplo.com.br/links/recursos?origem=newsletter",
        });
        expect(answer.status).toBe(404);
      }
      // Bots and scanners are not counted.
      await missing("/pagina-de-robo", {
        "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
      });
      await missing("/wp-login.php");
      const v = await admin();
      const page = await text(await v.request("/admin/redirecionamentos"));
      expect(page).toContain("Endereços não encontrados");
      expect(page).toContain("/pagina-que-sumiu");
      expect(page).toContain("2 visitas");
      expect(page).toContain("parceiro.exemplo.com.br/links/recursos");
      expect(page).not.toContain("origem=newsletter");
      expect(page).not.toContain("/pagina-de-robo");
      expect(page).not.toContain("wp-login");
      expect(page).toContain('href="/admin/redirecionamentos/novo?de=%2Fpagina-que-sumiu"');

      const prefilled = await text(
        await v.request("/admin/redirecionamentos/novo?de=%2Fpagina-que-sumiu"),
      );
      expect(prefilled).toContain('value="/pagina-que-sumiu"');
    });

    it("lists the old slugs posts keep, marked 'Post'", async () => {
      await db()
        .insert(blogPostRedirects)
        .values({ oldSlug: "endereco-antigo-do-post", postId: post.id });
      const page = await text(await (await admin()).request("/admin/redirecionamentos"));
      expect(page).toContain("Endereços alterados do conteúdo");
      expect(page).toContain("/blog/endereco-antigo-do-post");
      expect(page).toContain(`/blog/${post.slug}`);
      expect(page).toMatch(/>Post</);
    });

    it("is only for a signed-in admin", async () => {
      const response = await fetch(`${app.url}/admin/redirecionamentos`, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/admin\/login/);
    });
  });
}
