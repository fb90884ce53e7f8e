import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flatValues } from "~/lib/site-content/fields";
import { pageKinds } from "~/lib/site-content/page-kinds";
import { seedRows } from "~/server/site/seed.server";
import { postAs, signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";
import { png } from "../support/images";

// The site's own content through the production build (ADR 0042): a case and an FAQ answer made
// in the admin, kept off every public page while drafts, published, moved, restored and deleted;
// refusals give the form back as typed. Run by site-content.test.ts (PGlite) and
// site-content-postgres.test.ts (PostgreSQL).

function form(fields: Record<string, string>, files: Record<string, Uint8Array> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  for (const [key, bytes] of Object.entries(files)) {
    body.set(key, new Blob([new Uint8Array(bytes)], { type: "image/png" }), "imagem.png");
  }
  return body;
}

const sentence = (text: string) => `${text} Uma frase completa para o conteúdo de teste.`;

/** A new case with both pages, every required field filled. */
const caseFields = (
  slug: string,
  status: "draft" | "published",
  title = "Acme: receita previsível",
) => ({
  _slug: slug,
  _status: status,
  _position: "0",
  company: "Acme Testes",
  category: "Indústria",
  "logo-src": "/images/logos/enics.svg",
  "logo-width": "240",
  "logo-height": "80",
  "logo-alt": "Logotipo da Acme",
  listed: "on",
  "study-incluir": "on",
  "study-title": title,
  "study-result": "Pipeline dobrado em seis meses",
  "study-cover-src": "/images/covers/cases/enics.svg",
  "study-cover-width": "1200",
  "study-cover-height": "600",
  "study-cover-alt": "Ilustração da capa do case da Acme",
  "study-challenge": sentence("O desafio da Acme."),
  "study-solution": sentence("A solução para a Acme."),
  ...Object.fromEntries(
    [0, 1, 2, 3].flatMap((i) => [
      [`study-metrics-${i}-value`, `${i + 1}x`],
      [`study-metrics-${i}-label`, `métrica ${i + 1}`],
    ]),
  ),
  "study-results": [1, 2, 3].map((n) => sentence(`Resultado ${n}.`)).join("\n"),
  "study-testimonial-quote": sentence("A Acme cresceu com método."),
  "study-testimonial-author": "Diretoria comercial",
  "study-testimonial-role": "Acme",
});

const editIdOf = (location: string | null) => Number(location?.match(/editar\/(\d+)/)?.[1]);

async function publicPages(v: Visitor, slug: string) {
  const text = async (path: string) => {
    const response = await v.request(path, { redirect: "manual" });
    return { status: response.status, body: await response.text() };
  };
  return {
    page: await text(`/cases/${slug}`),
    list: await text("/cases"),
    home: await text("/"),
    sitemap: await text("/sitemap.xml"),
  };
}

export function siteContentSuite(name: string, config: () => Promise<Record<string, string>>) {
  describe(`site content on ${name}`, () => {
    let app: Awaited<ReturnType<typeof startApp>>;
    let ipCount = 0;
    async function admin() {
      const visitor = new Visitor(app.url, `198.51.103.${++ipCount}`);
      await signIn(visitor, app.url);
      return visitor;
    }
    const visitor = () => new Visitor(app.url, `198.51.104.${++ipCount}`);

    beforeAll(async () => {
      app = await startApp({ TRUST_PROXY: "x-forwarded-for", ...(await config()) });
    });
    afterAll(async () => {
      await app?.close();
    });

    describe("cases in the admin", () => {
      it("refuses a case with missing fields and gives back what was typed", async () => {
        const a = await admin();
        const fields = caseFields("acme-recusado", "draft");
        const response = await postAs(
          a,
          app.url,
          "/admin/cases/novo",
          form({ ...fields, company: "", "study-challenge": "Texto que fica guardado." }),
        );
        expect(response.status).toBe(400);
        const page = await response.text();
        expect(page).toContain("Confira os campos destacados");
        expect(page).toContain("Preencha este campo.");
        expect(page).toContain("Texto que fica guardado.");
        expect(page).toContain("Pipeline dobrado em seis meses");
      });

      it("keeps a draft off every public page, then publishes, moves, restores and deletes it", async () => {
        const a = await admin();
        const created = await postAs(
          a,
          app.url,
          "/admin/cases/novo",
          form(
            { ...caseFields("acme", "draft"), "study-testimonial-photo-alt": "Foto da diretoria" },
            { "study-testimonial-photo-file": png() },
          ),
        );
        expect(created.status).toBe(302);
        const id = editIdOf(created.headers.get("location"));
        expect(id).toBeGreaterThan(0);

        // A draft: not on its page, the list, the home or the sitemap, for a visitor.
        const hidden = await publicPages(visitor(), "acme");
        expect(hidden.page.status).toBe(404);
        expect(hidden.list.body).not.toContain("Acme: receita previsível");
        expect(hidden.home.body).not.toContain("Acme: receita previsível");
        expect(hidden.sitemap.body).not.toContain("/cases/acme<");
        // The team sees it as a preview, kept by no cache.
        const preview = await a.request("/cases/acme");
        expect(preview.status).toBe(200);
        expect(preview.headers.get("cache-control")).toContain("no-store");
        const previewPage = await preview.text();
        expect(previewPage).toContain("Pré-visualização");
        // The photo went through the pipeline: its variant is on the page.
        expect(previewPage).toMatch(/\/uploads\/\d{13}_imagem\.1x1\.w1\.jpg/);

        // Published (first in order): on its page, /cases, the home and the sitemap, with a card.
        const published = await postAs(
          a,
          app.url,
          `/admin/cases/editar/${id}`,
          form(caseFields("acme", "published")),
        );
        expect(published.status).toBe(302);
        const shown = await publicPages(visitor(), "acme");
        expect(shown.page.status).toBe(200);
        expect(shown.page.body).toContain("Acme: receita previsível");
        expect(shown.list.body).toContain("Acme: receita previsível");
        expect(shown.home.body).toContain("Acme: receita previsível");
        expect(shown.sitemap.body).toContain("/cases/acme</loc>");
        const card = shown.page.body.match(
          /property="og:image" content="https?:\/\/[^/"]+(\/og\/[^"]+)"/,
        )?.[1];
        expect(card).toBeDefined();
        expect((await visitor().request(card ?? "")).status).toBe(200);

        // A new slug: the old address answers 301 to the new one.
        await postAs(
          a,
          app.url,
          `/admin/cases/editar/${id}`,
          form(caseFields("acme-industria", "published", "Acme: título novo")),
        );
        const moved = await visitor().request("/cases/acme", { redirect: "manual" });
        expect(moved.status).toBe(301);
        expect(moved.headers.get("location")).toBe("/cases/acme-industria");

        // Back to draft: its card is gone too.
        await postAs(
          a,
          app.url,
          `/admin/cases/editar/${id}`,
          form(caseFields("acme-industria", "draft", "Acme: título novo")),
        );
        expect((await visitor().request("/cases/acme-industria")).status).toBe(404);

        // 'Restaurar' loads an older version into the editor; 'Salvar' makes it the page again.
        const editor = await (await a.request(`/admin/cases/editar/${id}`)).text();
        const revisions = [...editor.matchAll(/value="(\d+)" aria-label="Restaurar/g)].map(
          (m) => m[1],
        );
        expect(revisions.length).toBe(4);
        const oldest = revisions.at(-1);
        const restored = await (
          await a.request(`/admin/cases/editar/${id}?revisao=${oldest}`)
        ).text();
        expect(restored).toContain("Versão restaurada no formulário");
        expect(restored).toContain('value="Acme: receita previsível"');

        // Deleted through the kit's confirmation: gone from the admin and the site.
        const deleted = await postAs(a, app.url, `/admin/cases/excluir/${id}`, {});
        expect(deleted.status).toBe(302);
        expect((await a.request(`/admin/cases/editar/${id}`, { redirect: "manual" })).status).toBe(
          302,
        );
        expect((await visitor().request("/cases/acme")).status).toBe(404);
      });
    });

    describe("the FAQ in the admin", () => {
      it("an answer edited is on the home at once; a new draft question is not", async () => {
        const a = await admin();
        const list = await (await a.request("/admin/faq")).text();
        const firstId = list.match(/\/admin\/faq\/editar\/(\d+)/)?.[1];
        const answer = "Uma resposta nova, escrita pela equipe de marketing no painel.";
        const saved = await postAs(a, app.url, `/admin/faq/editar/${firstId}`, {
          _status: "published",
          _position: "0",
          question: "O que é Revenue Operations (RevOps) e por que minha empresa precisa disso?",
          answer,
        });
        expect(saved.status).toBe(302);
        expect(await a.follow(saved)).toContain("Pergunta salva: publicada no site.");
        expect(await (await visitor().request("/")).text()).toContain(answer);

        const draft = await postAs(a, app.url, "/admin/faq/novo", {
          _status: "draft",
          _position: "1",
          question: "Pergunta ainda em rascunho?",
          answer: "Resposta que ninguém de fora deve ver ainda.",
        });
        // The toast says it is not on the site (a draft saved as 'Pergunta criada.' misled).
        expect(await a.follow(draft)).toContain(
          "Pergunta criada como rascunho: não aparece no site.",
        );
        expect(await (await visitor().request("/")).text()).not.toContain(
          "Pergunta ainda em rascunho?",
        );
        expect(await (await a.request("/?previa=1")).text()).toContain(
          "Pergunta ainda em rascunho?",
        );
        // ?previa means nothing to a visitor.
        expect(await (await visitor().request("/?previa=1")).text()).not.toContain(
          "Pergunta ainda em rascunho?",
        );
      });

      it("the home's texts are edited at /admin/pagina-inicial and keep a history", async () => {
        const a = await admin();
        const page = await (await a.request("/admin/pagina-inicial")).text();
        expect(page).toContain("Sua jornada até a receita previsível");
        // The form as the editor shows it for the seeded texts, with the headline changed.
        const home = seedRows().find((row) => row.kind === "home");
        const values = flatValues(pageKinds.home.fields, home?.data ?? {});
        const saved = await postAs(
          a,
          app.url,
          "/admin/pagina-inicial",
          form({ ...values, "hero-heading": "Um título novo para a página inicial" }),
        );
        expect(saved.status).toBe(302);
        expect(await (await visitor().request("/")).text()).toContain(
          "Um título novo para a página inicial",
        );
        expect(await (await a.request("/admin/pagina-inicial")).text()).toContain('name="revisao"');
      });

      it("the home's buttons go where the admin points them, and where they went when empty", async () => {
        const a = await admin();
        const home = seedRows().find((row) => row.kind === "home");
        const values = flatValues(pageKinds.home.fields, home?.data ?? {});
        const buttons = (html: string) =>
          [
            ...html.matchAll(
              /<a[^>]+href="([^"]+)"[^>]*>(Solicitar diagnóstico|Ver ROI comprovado|Ver todos os serviços)</g,
            ),
          ].map((match) => `${match[2]} → ${match[1]}`);
        expect(buttons(await (await visitor().request("/")).text())).toEqual(
          expect.arrayContaining([
            "Ver ROI comprovado → /cases",
            "Ver todos os serviços → /servicos",
          ]),
        );
        const refused = await postAs(
          a,
          app.url,
          "/admin/pagina-inicial",
          form({ ...values, "hero-primaryLink": "javascript:alert(1)" }),
        );
        expect(refused.status).toBe(400);
        const saved = await postAs(
          a,
          app.url,
          "/admin/pagina-inicial",
          form({
            ...values,
            "hero-primaryLink": "/webinar-dezembro",
            "hero-secondaryLink": "https://eventos.exemplo/webinar",
            "headings-servicesLink": "/servicos/revops",
          }),
        );
        expect(saved.status).toBe(302);
        const shown = buttons(await (await visitor().request("/")).text());
        expect(shown).toContain("Ver ROI comprovado → https://eventos.exemplo/webinar");
        expect(shown).toContain("Ver todos os serviços → /servicos/revops");
        expect(shown.filter((line) => line.startsWith("Solicitar diagnóstico"))).toContain(
          "Solicitar diagnóstico → /webinar-dezembro",
        );
        // Back as it was: the next tests read the seeded home.
        await postAs(a, app.url, "/admin/pagina-inicial", form(values));
      });
    });
  });
}
