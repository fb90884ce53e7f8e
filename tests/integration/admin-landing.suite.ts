import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postAs, signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";
import { png } from "../support/images";

// The landing page screens through the production build (ADR 0045): a page made of blocks,
// addresses refused with why, the block buttons without JavaScript (nothing saved, nothing
// typed lost), publishing, revisions, 'Duplicar' and the kit's delete. Run by
// admin-landing.test.ts (PGlite) and admin-landing-postgres.test.ts (PostgreSQL).

function form(fields: Record<string, string>, files: Record<string, Uint8Array> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  for (const [key, bytes] of Object.entries(files)) {
    body.set(key, new Blob([new Uint8Array(bytes)], { type: "image/png" }), "imagem.png");
  }
  return body;
}

/** A page with 'Destaque', 'Números' and a 'Formulário' of type 'Diagnóstico'. */
const pageFields = (slug: string, over: Record<string, string> = {}) => ({
  title: "Webinar RevOps 2026",
  slug,
  status: "draft",
  publishAt: "",
  blocos: "3",
  "bloco-0-tipo": "hero",
  "bloco-0-title": "Receita previsível em 90 dias",
  "bloco-0-text": "Um texto do destaque que ninguém quer digitar de novo.",
  "bloco-0-buttonLabel": "Quero meu diagnóstico",
  "bloco-0-buttonTo": "form",
  "bloco-1-tipo": "numbers",
  "bloco-1-title": "Resultados",
  "bloco-1-figures-0-value": "3x",
  "bloco-1-figures-0-label": "mais reuniões qualificadas",
  "bloco-2-tipo": "form",
  "bloco-2-title": "Peça o diagnóstico",
  "bloco-2-formType": "diagnosis",
  "bloco-2-buttonLabel": "Pedir diagnóstico",
  ...over,
});

const editIdOf = (location: string | null) => Number(location?.match(/editar\/(\d+)/)?.[1]);
/** A block's kind at a position, as the form's hidden field says. */
const kindAt = (html: string, index: number) =>
  html.match(new RegExp(`name="bloco-${index}-tipo" value="(\\w+)"`))?.[1];

export function landingAdminSuite(name: string, config: () => Promise<Record<string, string>>) {
  describe(`landing page screens on ${name}`, () => {
    let app: Awaited<ReturnType<typeof startApp>>;
    let ipCount = 0;
    async function admin() {
      const visitor = new Visitor(app.url, `198.51.105.${++ipCount}`);
      await signIn(visitor, app.url);
      return visitor;
    }
    const save = (a: Visitor, path: string, fields: Record<string, string>, files = {}) =>
      postAs(a, app.url, path, form(fields, files));

    beforeAll(async () => {
      app = await startApp({ TRUST_PROXY: "x-forwarded-for", ...(await config()) });
    });
    afterAll(async () => {
      await app?.close();
    });

    it("keeps a signed-out visitor out of the list, the editor and the action", async () => {
      const v = new Visitor(app.url, "198.51.106.1");
      for (const path of ["/admin/paginas", "/admin/paginas/nova"]) {
        const response = await v.request(path);
        expect(response.status).toBe(302);
        expect(response.headers.get("location")).toContain("/admin/login");
      }
      const posted = await postAs(v, app.url, "/admin/paginas/nova", form(pageFields("intrusa")));
      expect([302, 403]).toContain(posted.status);
      const a = await admin();
      expect(await (await a.request("/admin/paginas")).text()).not.toContain("/intrusa");
    });

    it("creates a page, lists it with its status and a link to its leads, and shows the empty list first", async () => {
      const a = await admin();
      // The embedded database's sample page, deleted as a team would, to see the empty list.
      const sample = (await (await a.request("/admin/paginas")).text()).match(
        /href="\/admin\/paginas\/editar\/(\d+)"/,
      )?.[1];
      if (sample) await postAs(a, app.url, `/admin/paginas/excluir/${sample}`, {});
      const empty = await (await a.request("/admin/paginas")).text();
      expect(empty).toContain("Nenhuma página ainda.");
      expect(empty).toContain('href="/admin/paginas/nova"');

      const created = await save(a, "/admin/paginas/nova", pageFields("webinar-revops"));
      expect(created.status).toBe(302);
      const id = editIdOf(created.headers.get("location"));
      expect(id).toBeGreaterThan(0);
      const editor = await a.follow(created);
      expect(editor).toContain("Página criada como rascunho: não aparece no site.");
      expect(editor).toContain('value="Receita previsível em 90 dias"');
      expect(kindAt(editor, 2)).toBe("form");
      expect(editor).toContain("Bloco 2: Números");
      expect(editor).toContain('href="/webinar-revops"');

      const list = await (await a.request("/admin/paginas")).text();
      expect(list).toContain("Webinar RevOps 2026");
      expect(list).toContain(">/webinar-revops<");
      expect(list).toContain("Rascunho");
      expect(list).toContain('href="/admin/leads?landing=webinar-revops"');
    });

    it("refuses a reserved, a taken and a redirected address, each saying why, keeping what was typed", async () => {
      const a = await admin();
      const reserved = await save(a, "/admin/paginas/nova", pageFields("blog"));
      expect(reserved.status).toBe(400);
      const reservedPage = await reserved.text();
      expect(reservedPage).toContain("O endereço /blog é usado pelo próprio site.");
      expect(reservedPage).toContain("A página não foi salva.");
      expect(reservedPage).toContain("Um texto do destaque que ninguém quer digitar de novo.");
      expect(reservedPage).toContain('value="mais reuniões qualificadas"');

      const first = await save(a, "/admin/paginas/nova", pageFields("ocupada"));
      expect(first.status).toBe(302);
      const taken = await save(
        a,
        "/admin/paginas/nova",
        pageFields("ocupada", { title: "Outra campanha" }),
      );
      expect(taken.status).toBe(400);
      const takenPage = await taken.text();
      expect(takenPage).toContain("Já existe uma página no endereço /ocupada.");
      expect(takenPage).toContain('value="Outra campanha"');

      // A published page that moves leaves a 301 at its old address: that address is refused.
      const moving = await save(
        a,
        "/admin/paginas/nova",
        pageFields("antiga", { status: "published" }),
      );
      const movingId = editIdOf(moving.headers.get("location"));
      const moved = await save(
        a,
        `/admin/paginas/editar/${movingId}`,
        pageFields("nova-casa", { status: "published" }),
      );
      expect(moved.status).toBe(302);
      const redirected = await save(a, "/admin/paginas/nova", pageFields("antiga"));
      expect(redirected.status).toBe(400);
      const redirectedPage = await redirected.text();
      expect(redirectedPage).toContain("O endereço /antiga tem um redirecionamento.");
      expect(redirectedPage).toContain('value="Receita previsível em 90 dias"');
    });

    it("adds, moves and removes blocks without JavaScript, keeping what was typed and an uploaded image, saving nothing", async () => {
      const a = await admin();
      // 'Adicionar bloco' with an image chosen in the hero: stored, and its address kept.
      const added = await save(
        a,
        "/admin/paginas/nova",
        pageFields("sem-js", {
          intent: "adicionar",
          "novo-bloco": "cta",
          "bloco-0-image-alt": "Equipe em reunião",
        }),
        { "bloco-0-image-file": png() },
      );
      expect(added.status).toBe(200);
      const addedPage = await added.text();
      expect(addedPage).toContain("Bloco &#x27;Chamada&#x27; adicionado como 4º");
      expect(kindAt(addedPage, 3)).toBe("cta");
      const image = addedPage.match(/name="bloco-0-image-src"[^>]*value="(\/uploads\/[^"]+)"/)?.[1];
      expect(image).toBeDefined();
      expect(addedPage).toContain('value="Equipe em reunião"');

      // 'Subir' on the form (third): it becomes second, its values under the new names.
      const up = await save(
        a,
        "/admin/paginas/nova",
        pageFields("sem-js", {
          intent: "subir-2",
          "bloco-0-image-src": image ?? "",
          "bloco-0-image-alt": "Equipe em reunião",
        }),
      );
      expect(up.status).toBe(200);
      const upPage = await up.text();
      expect([kindAt(upPage, 0), kindAt(upPage, 1), kindAt(upPage, 2)]).toEqual([
        "hero",
        "form",
        "numbers",
      ]);
      expect(upPage).toMatch(/name="bloco-1-buttonLabel"[^>]*value="Pedir diagnóstico"/);
      expect(upPage).toMatch(
        /name="bloco-2-figures-0-label"[^>]*value="mais reuniões qualificadas"/,
      );
      expect(upPage).toMatch(new RegExp(`name="bloco-0-image-src"[^>]*value="${image}"`));

      // 'Remover' on the hero: the others move up, untouched.
      const removed = await save(
        a,
        "/admin/paginas/nova",
        pageFields("sem-js", { intent: "remover-0" }),
      );
      const removedPage = await removed.text();
      expect([kindAt(removedPage, 0), kindAt(removedPage, 1)]).toEqual(["numbers", "form"]);
      expect(kindAt(removedPage, 2)).toBeUndefined();
      expect(removedPage).toMatch(/name="bloco-0-figures-0-value"[^>]*value="3x"/);
      expect(removedPage).toContain('value="Webinar RevOps 2026"');

      // None of it was saved.
      expect(await (await a.request("/admin/paginas")).text()).not.toContain("/sem-js");
    });

    it("shows a refused block's message on its field and a summary at the top", async () => {
      const a = await admin();
      const refused = await save(
        a,
        "/admin/paginas/nova",
        pageFields("recusada", { "bloco-0-title": "", "bloco-2-formType": "download" }),
      );
      expect(refused.status).toBe(400);
      const page = await refused.text();
      expect(page).toContain("Preencha este campo.");
      expect(page).toContain("Escolha o material que o formulário entrega.");
      expect(page).toContain("<li>Bloco 1: Destaque</li>");
      expect(page).toContain("<li>Bloco 3: Formulário</li>");
      expect(page).toContain("Um texto do destaque que ninguém quer digitar de novo.");
    });

    it("refuses a text quoted 19,990 deep at save, keeping it, and the site answers meanwhile", async () => {
      const a = await admin();
      const deep = `${">".repeat(19_990)}a`;
      const text = (markdown: string, slug: string) =>
        pageFields(slug, {
          status: "published",
          blocos: "4",
          "bloco-3-tipo": "text",
          "bloco-3-title": "Texto",
          "bloco-3-markdown": markdown,
        });
      const refused = await save(a, "/admin/paginas/nova", text(deep, "citacao-funda"));
      expect(refused.status).toBe(400);
      const page = await refused.text();
      expect(page).toContain("aninhadas em mais de 10 níveis");
      expect(page).toContain("&gt;".repeat(19_990));
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
      expect((await new Visitor(app.url, "198.51.106.9").request("/citacao-funda")).status).toBe(
        404,
      );

      // Quotes three deep are real text: stored rendered, and the page answers with its HTML.
      const saved = await save(
        a,
        "/admin/paginas/nova",
        text("> > > Uma citação\n\n**forte**", "citacao-rasa"),
      );
      expect(saved.status).toBe(302);
      const visitor = new Visitor(app.url, "198.51.106.10");
      for (let i = 0; i < 3; i++) {
        const shown = await visitor.request("/citacao-rasa");
        expect(shown.status).toBe(200);
        const html = await shown.text();
        expect(html).toContain("<blockquote>");
        expect(html).toContain("<strong>forte</strong>");
      }
    });

    it("saves a draft, then publishes it, schedules another, and restores an older version", async () => {
      const a = await admin();
      const created = await save(a, "/admin/paginas/nova", pageFields("ciclo"));
      const id = editIdOf(created.headers.get("location"));
      const listed = async () => {
        const list = await (await a.request("/admin/paginas")).text();
        const row = list.split("<tr").find((r) => r.includes(">/ciclo<")) ?? "";
        return row;
      };
      expect(await listed()).toContain("Rascunho");

      const published = await save(
        a,
        `/admin/paginas/editar/${id}`,
        pageFields("ciclo", { status: "published", title: "Webinar publicado" }),
      );
      expect(published.status).toBe(302);
      expect(await a.follow(published)).toContain("Página salva: publicada no site.");
      expect(await listed()).toContain("Publicada");

      const scheduled = await save(
        a,
        "/admin/paginas/nova",
        pageFields("agendada", { status: "published", publishAt: "2099-05-04T14:30" }),
      );
      const scheduledId = editIdOf(scheduled.headers.get("location"));
      const scheduledEditor = await a.follow(scheduled);
      expect(scheduledEditor).toContain("Página criada: agendada, entra no site em 04/05/2099");
      expect(scheduledEditor).toContain('value="2099-05-04T14:30"');
      const list = await (await a.request("/admin/paginas")).text();
      expect(list.split("<tr").find((r) => r.includes(">/agendada<"))).toContain("Agendada");

      const badDate = await save(
        a,
        `/admin/paginas/editar/${scheduledId}`,
        pageFields("agendada", { publishAt: "2099-02-31T10:00" }),
      );
      expect(badDate.status).toBe(400);
      expect(await badDate.text()).toContain("Informe uma data e hora válidas");

      // Two saves, two versions; 'Restaurar' loads the first into the form, nothing saved.
      const editor = await (await a.request(`/admin/paginas/editar/${id}`)).text();
      const revisions = [...editor.matchAll(/value="(\d+)" aria-label="Restaurar/g)].map(
        (m) => m[1],
      );
      expect(revisions).toHaveLength(2);
      const restored = await (
        await a.request(`/admin/paginas/editar/${id}?revisao=${revisions.at(-1)}`)
      ).text();
      expect(restored).toContain("Versão restaurada no formulário");
      expect(restored).toContain('value="Webinar RevOps 2026"');
      expect(await listed()).toContain("Webinar publicado");
    });

    it("duplicates a page as a draft, then deletes pages through the kit's confirmation", async () => {
      const a = await admin();
      const created = await save(
        a,
        "/admin/paginas/nova",
        pageFields("original", { status: "published" }),
      );
      const id = editIdOf(created.headers.get("location"));
      const copied = await postAs(a, app.url, "/admin/paginas", {
        intent: "duplicar",
        id: String(id),
      });
      expect(copied.status).toBe(302);
      const copyId = editIdOf(copied.headers.get("location"));
      expect(copyId).not.toBe(id);
      const copyEditor = await a.follow(copied);
      expect(copyEditor).toContain("Cópia criada como rascunho.");
      expect(copyEditor).toContain('value="original-copia"');
      expect(copyEditor).toMatch(/<option value="draft" selected/);

      const confirm = await (await a.request(`/admin/paginas/excluir/${id}`)).text();
      expect(confirm).toContain("Tem certeza de que deseja excluir esta página?");
      const deleted = await postAs(a, app.url, `/admin/paginas/excluir/${id}`, {});
      expect(deleted.status).toBe(302);
      expect(await a.follow(deleted)).toContain("Página excluída.");
      const gone = await a.request(`/admin/paginas/editar/${id}`);
      expect(gone.status).toBe(302);
      expect(await a.follow(gone)).toContain("Página não encontrada");
      const list = await (await a.request("/admin/paginas")).text();
      expect(list).not.toContain(">/original<");
      expect(list).toContain(">/original-copia<");
    });
  });
}
