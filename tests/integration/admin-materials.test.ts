import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, tables } from "~/server/db/index.server";
import { postAs, signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";
import { largePdf, pdf } from "../support/documents";
import { html as htmlBytes, png, svg } from "../support/images";
import { detailedPhoto } from "../support/photo";

// The admin's materials library through the production build: the list, the form
// with and without a file, the refusals that keep what was typed, the file kept from a refused
// post, deletion, and the session the routes require.

const { materials, materialRedirects } = tables;

let app: Awaited<ReturnType<typeof startApp>>;
let materialsDir: string;
let ipCount = 0;

/** A signed-in admin, each test from its own address. */
async function admin() {
  const visitor = new Visitor(app.url, `198.51.101.${++ipCount}`);
  await signIn(visitor, app.url);
  return visitor;
}

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
  materialsDir = path.join(process.env.DATA_DIR ?? "", "materials");
});
afterAll(async () => {
  await app?.close();
});

/** The files in private storage right now. */
const storedFiles = async () => new Set(await readdir(materialsDir).catch(() => [] as string[]));

type Upload = { bytes: Uint8Array; name: string };

function form(fields: Record<string, string>, file?: Upload, cover?: Upload) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (file) body.set("file", new Blob([new Uint8Array(file.bytes)]), file.name);
  if (cover) body.set("cover", new Blob([new Uint8Array(cover.bytes)]), cover.name);
  return body;
}

let titleCount = 0;
/** A new material's fields, with a title of its own. */
const fieldsFor = (title = `Guia de pipeline ${++titleCount}`) => ({
  title,
  type: "Guia",
  category: "revops",
  description: "Como montar o pipeline do trimestre, etapa por etapa.",
});

const rowBySlug = async (slug: string) =>
  (await db().select().from(materials).where(eq(materials.slug, slug)))[0];

/** Creates a material with a PDF through the form, and gives its row. */
async function createWithPdf(visitor: Visitor, fields = fieldsFor()) {
  const response = await postAs(
    visitor,
    app.url,
    "/admin/materiais/novo",
    form(fields, { bytes: pdf(fields.title), name: "arquivo.pdf" }),
  );
  expect(response.status).toBe(302);
  const [row] = await db().select().from(materials).where(eq(materials.title, fields.title));
  if (!row) throw new Error("material não criado");
  return row;
}

/** The hidden token of a file kept from a refused post. */
const pendingToken = (page: string) => page.match(/name="pendingFile" value="([^"]+)"/)?.[1];

describe("the list", () => {
  it("shows an empty state, then the library with its columns, privately", async () => {
    const v = await admin();
    await db().delete(materials);
    const empty = await v.request("/admin/materiais");
    expect(empty.headers.get("cache-control")).toBe("private, no-store");
    const emptyPage = await empty.text();
    expect(emptyPage).toContain("Nenhum material cadastrado.");
    expect(emptyPage).toContain('href="/admin/materiais/novo"');
    // 'Materiais' is in the admin's navigation, after 'Posts'.
    expect(emptyPage).toMatch(
      /href="\/admin\/posts"[^>]*>Posts<[\s\S]*href="\/admin\/materiais"[^>]*>Materiais</,
    );

    const row = await createWithPdf(v, fieldsFor("Planilha de metas"));
    await db().update(materials).set({ downloads: 1234 }).where(eq(materials.id, row.id));
    await db().insert(materials).values({
      slug: "pasta-compartilhada",
      title: "Pasta compartilhada",
      type: "Template",
      category: "vendas",
      description: "Modelos.",
      externalUrl: "https://arquivos.exemplo.com.br/pasta",
    });
    const page = await (await v.request("/admin/materiais")).text();
    for (const text of ["Materiais", "Novo material", "Título", "Tipo", "Categoria", "Downloads"]) {
      expect(page).toContain(`>${text}<`);
    }
    expect(page).toContain("Planilha de metas");
    expect(page).toContain("Revenue Operations");
    expect(page).toContain("1.234");
    // The count leads to who asked for it: the inbox filtered by this material.
    expect(page).toContain(`href="/admin/leads?tipo=download&amp;material=material-${row.id}"`);
    expect(page).toContain(">planilha-de-metas.pdf<");
    expect(page).toContain(`>${pdf("Planilha de metas").length} B<`);
    expect(page).toContain("Link externo");
    expect(page).toContain('href="/materiais/planilha-de-metas"');
    expect(page).toContain(`href="/admin/materiais/editar/${row.id}"`);
    expect(page).toContain(`href="/admin/materiais/excluir/${row.id}"`);
    // Where files are stored, and the external address, are not the list's business.
    expect(page).not.toContain(row.fileKey);
    expect(page).not.toContain("arquivos.exemplo.com.br");
  });
});

describe("the form", () => {
  it("creates a material with a PDF: the row, the private file, the public list", async () => {
    const v = await admin();
    const before = await storedFiles();
    const blank = await (await v.request("/admin/materiais/novo")).text();
    for (const text of ["Título", "Slug", "Tipo", "Categoria", "Descrição", "Capa", "Arquivo"]) {
      expect(blank).toContain(`>${text}<`);
    }
    expect(blank).toContain("PDF, XLSX, PPTX, DOCX ou ZIP, até 50 MB.");
    expect(blank).toContain('<option value="revops">Revenue Operations</option>');
    expect(blank).toContain('accept=".pdf,.xlsx,.pptx,.docx,.zip');

    const bytes = pdf("criado pelo teste");
    const response = await postAs(
      v,
      app.url,
      "/admin/materiais/novo",
      form(
        { ...fieldsFor("Ação & Reação: guia de RevOps"), slug: "" },
        { bytes, name: "meu guia final.pdf" },
        { bytes: png(), name: "capa.png" },
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/materiais");
    expect(await v.follow(response)).toContain("Material criado com sucesso!");

    const row = await rowBySlug("acao-reacao-guia-de-revops");
    expect(row).toMatchObject({
      title: "Ação & Reação: guia de RevOps",
      type: "Guia",
      category: "revops",
      fileName: "acao-reacao-guia-de-revops.pdf",
      fileType: "application/pdf",
      fileSize: bytes.length,
      externalUrl: null,
      downloads: 0,
    });
    expect(row?.image).toMatch(/^\/uploads\/\d+_capa\.1x1\.w1\.jpg$/);
    const added = [...(await storedFiles())].filter((name) => !before.has(name));
    expect(added).toEqual([row?.fileKey]);
    expect(await readFile(path.join(materialsDir, row?.fileKey ?? ""))).toEqual(bytes);

    const list = await (await fetch(`${app.url}/materiais`)).text();
    expect(list).toContain("Ação &amp; Reação: guia de RevOps");
    const detail = await fetch(`${app.url}/materiais/acao-reacao-guia-de-revops`);
    expect(detail.status).toBe(200);
    expect(await detail.text()).not.toContain(row?.fileKey);
  });

  it("edits: a new slug answers 301 from the old, a new file replaces the old one in storage", async () => {
    const v = await admin();
    const row = await createWithPdf(v);
    const edit = await (await v.request(`/admin/materiais/editar/${row.id}`)).text();
    expect(edit).toContain("Editar material");
    expect(edit).toContain(`value="${row.slug}"`);
    expect(edit).toContain(`Arquivo atual: ${row.slug}.pdf`);
    expect(edit).toContain("A página pública nunca mostra o endereço do arquivo");
    expect(edit).not.toContain(row.fileKey);

    const replacement = pdf("segunda versão");
    const response = await postAs(
      v,
      app.url,
      `/admin/materiais/editar/${row.id}`,
      form(
        { ...fieldsFor(row.title), slug: "Endereço Novo", category: "analytics" },
        { bytes: replacement, name: "v2.pdf" },
      ),
    );
    expect(await v.follow(response)).toContain("Material atualizado com sucesso!");
    const saved = await rowBySlug("endereco-novo");
    expect(saved).toMatchObject({
      id: row.id,
      category: "analytics",
      fileSize: replacement.length,
    });
    expect(saved?.fileKey).not.toBe(row.fileKey);
    const files = await storedFiles();
    expect(files.has(row.fileKey ?? "")).toBe(false);
    expect(files.has(saved?.fileKey ?? "")).toBe(true);

    const old = await fetch(`${app.url}/materiais/${row.slug}`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/materiais/endereco-novo");

    // Neither file nor link: the file stays. A link then replaces it, and the file goes.
    const same = { ...fieldsFor(row.title), slug: "endereco-novo" };
    const unchanged = await postAs(v, app.url, `/admin/materiais/editar/${row.id}`, form(same));
    expect(unchanged.status).toBe(302);
    expect((await rowBySlug("endereco-novo"))?.fileKey).toBe(saved?.fileKey);
    const linked = await postAs(
      v,
      app.url,
      `/admin/materiais/editar/${row.id}`,
      form({ ...same, externalUrl: "https://drive.exemplo.com.br/guia" }),
    );
    expect(linked.status).toBe(302);
    const link = await rowBySlug("endereco-novo");
    expect(link).toMatchObject({
      fileKey: null,
      fileName: null,
      externalUrl: "https://drive.exemplo.com.br/guia",
    });
    expect((await storedFiles()).has(saved?.fileKey ?? "")).toBe(false);
    // A material that is a link cannot lose it without a file in its place.
    const emptied = await postAs(
      v,
      app.url,
      `/admin/materiais/editar/${row.id}`,
      form({ ...same, externalUrl: "" }),
    );
    expect(emptied.status).toBe(400);
    expect(await emptied.text()).toContain("Envie um arquivo ou informe um link externo.");
  });

  it("refuses a slug another material has with 409, keeping the values and the file", async () => {
    const v = await admin();
    const taken = await createWithPdf(v);
    const response = await postAs(
      v,
      app.url,
      "/admin/materiais/novo",
      form(
        { ...fieldsFor("Outro material"), slug: taken.slug },
        { bytes: pdf("outro"), name: "outro.pdf" },
      ),
    );
    expect(response.status).toBe(409);
    const page = await response.text();
    expect(page).toContain("Este slug já é usado por outro material. Escolha outro.");
    expect(page).toContain('value="Outro material"');
    expect(page).toContain("Arquivo já enviado: outro.pdf");
  });

  it.each([
    {
      label: "HTML named .pdf",
      bytes: htmlBytes(),
      name: "guia.pdf",
      message: "Envie um arquivo PDF, XLSX, PPTX, DOCX ou ZIP.",
    },
    {
      label: "SVG",
      bytes: svg(),
      name: "guia.svg",
      message: "Envie um arquivo PDF, XLSX, PPTX, DOCX ou ZIP.",
    },
    {
      label: "51 MB",
      bytes: largePdf(51),
      name: "grande.pdf",
      message: "O arquivo deve ter no máximo 50 MB.",
    },
    {
      label: "empty",
      bytes: new Uint8Array(0),
      name: "vazio.pdf",
      message: "O arquivo está vazio.",
    },
  ])(
    "refuses a file that is not a material ($label) on 'Arquivo', keeping every typed value",
    async ({ bytes, name, message }) => {
      const v = await admin();
      const before = await storedFiles();
      const fields = { ...fieldsFor("Título digitado"), slug: "slug-digitado" };
      const response = await postAs(
        v,
        app.url,
        "/admin/materiais/novo",
        form(fields, { bytes, name }),
      );
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain(message);
      expect(page).toContain("Não foi possível salvar. Confira os campos marcados.");
      expect(page).toContain('value="Título digitado"');
      expect(page).toContain('value="slug-digitado"');
      expect(page).toContain(fields.description);
      expect(page).toMatch(/<option value="Guia" selected="">/);
      expect(page).not.toContain("Arquivo já enviado");
      expect(await storedFiles()).toEqual(before);
      expect(await rowBySlug("slug-digitado")).toBeUndefined();
    },
  );

  it.each([
    {
      label: "a missing title",
      fields: { title: "", externalUrl: "https://exemplo.com.br/guia" },
      message: "Informe o título.",
      kept: 'value="https://exemplo.com.br/guia"',
    },
    {
      label: "an http link",
      fields: { externalUrl: "http://exemplo.com.br/guia" },
      message: "Informe um link completo que comece com https://.",
      kept: 'value="http://exemplo.com.br/guia"',
    },
    {
      label: "a link that is not an address",
      fields: { externalUrl: "javascript:alert(1)" },
      message: "Informe um link completo que comece com https://.",
      kept: 'value="javascript:alert(1)"',
    },
    {
      label: "neither file nor link",
      fields: {} as Record<string, string>,
      message: "Envie um arquivo ou informe um link externo.",
      kept: 'value="Sem arquivo nem link"',
    },
    {
      label: "a title over 300 characters",
      fields: { title: "a".repeat(301), externalUrl: "https://exemplo.com.br/guia" },
      message: "Use no máximo 300 caracteres.",
      kept: "Alguns campos passaram do tamanho permitido.",
    },
    {
      label: "a type and a category not on the lists",
      fields: { type: "Vídeo", category: "outra", externalUrl: "https://exemplo.com.br/guia" },
      message: "Escolha o tipo do material.",
      kept: "Escolha a categoria.",
    },
  ])(
    "refuses $label with its message, keeping what was typed",
    async ({ fields, message, kept }) => {
      const v = await admin();
      const before = await db().select({ id: materials.id }).from(materials);
      const response = await postAs(
        v,
        app.url,
        "/admin/materiais/novo",
        form({ ...fieldsFor("Sem arquivo nem link"), ...fields }),
      );
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain(message);
      expect(page).toContain(kept);
      expect(page).toContain("Como montar o pipeline do trimestre, etapa por etapa.");
      expect(await db().select({ id: materials.id }).from(materials)).toEqual(before);
    },
  );

  it("keeps a valid PDF sent with a refused form: the next post saves it without sending it again", async () => {
    const v = await admin();
    const before = await storedFiles();
    const bytes = pdf("enviado uma vez");
    const refused = await postAs(
      v,
      app.url,
      "/admin/materiais/novo",
      form(
        { ...fieldsFor(""), description: "Descrição mantida" },
        { bytes, name: "relatório.pdf" },
      ),
    );
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("Informe o título.");
    expect(page).toContain("Arquivo já enviado: relatório.pdf");
    expect(page).toContain("Descrição mantida");
    const token = pendingToken(page);
    expect(token).toBeTruthy();
    const stored = [...(await storedFiles())].filter((name) => !before.has(name));
    expect(stored).toHaveLength(1);

    // Refused again (still no title): the same file comes back, nothing new is stored.
    const again = await postAs(
      v,
      app.url,
      "/admin/materiais/novo",
      form({ ...fieldsFor(""), pendingFile: token ?? "", pendingFileName: "relatório.pdf" }),
    );
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("Arquivo já enviado: relatório.pdf");

    const saved = await postAs(
      v,
      app.url,
      "/admin/materiais/novo",
      form({ ...fieldsFor("Guia enviado uma vez"), pendingFile: token ?? "" }),
    );
    expect(saved.status).toBe(302);
    const row = await rowBySlug("guia-enviado-uma-vez");
    expect(row).toMatchObject({
      fileKey: stored[0],
      fileName: "guia-enviado-uma-vez.pdf",
      fileSize: bytes.length,
    });
    expect([...(await storedFiles())].filter((name) => !before.has(name))).toEqual(stored);

    // The same token again (the browser's back button) cannot give another material that file.
    const replay = await postAs(
      v,
      app.url,
      "/admin/materiais/novo",
      form({ ...fieldsFor("Cópia pelo voltar"), pendingFile: token ?? "" }),
    );
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain("Envie um arquivo ou informe um link externo.");
    // Nor delete it.
    await postAs(
      v,
      app.url,
      "/admin/materiais/novo",
      form({
        ...fieldsFor("Descarte pelo voltar"),
        pendingFile: token ?? "",
        discardPendingFile: "on",
        externalUrl: "https://exemplo.com.br/x",
      }),
    );
    expect((await storedFiles()).has(stored[0] ?? "")).toBe(true);
  });

  it("refuses a forged token, and discards a kept file when asked, for a link", async () => {
    const v = await admin();
    const forged = await postAs(
      v,
      app.url,
      "/admin/materiais/novo",
      form({ ...fieldsFor(), pendingFile: "eyJ4IjoxfQ.assinatura-falsa" }),
    );
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("Envie um arquivo ou informe um link externo.");

    const refused = await postAs(
      v,
      app.url,
      "/admin/materiais/novo",
      form(
        { ...fieldsFor(), externalUrl: "https://exemplo.com.br/pasta" },
        { bytes: pdf("descartado"), name: "errado.pdf" },
      ),
    );
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("Envie um arquivo ou informe um link externo, não os dois.");
    const token = pendingToken(page) ?? "";
    const before = await storedFiles();
    const fields = {
      ...fieldsFor("Material por link"),
      externalUrl: "https://exemplo.com.br/pasta",
    };
    const saved = await postAs(
      v,
      app.url,
      "/admin/materiais/novo",
      form({ ...fields, pendingFile: token, discardPendingFile: "on" }),
    );
    expect(saved.status).toBe(302);
    expect(await rowBySlug("material-por-link")).toMatchObject({
      fileKey: null,
      externalUrl: "https://exemplo.com.br/pasta",
    });
    expect((await storedFiles()).size).toBe(before.size - 1);
  });

  it("sends an unknown id back to the list with 'Material não encontrado'", async () => {
    const v = await admin();
    for (const url of [
      "/admin/materiais/editar/99999",
      "/admin/materiais/editar/abc",
      "/admin/materiais/excluir/99999",
    ]) {
      const response = await v.request(url);
      expect(response.status, url).toBe(302);
      expect(response.headers.get("location"), url).toBe("/admin/materiais");
      expect(await v.follow(response), url).toContain("Material não encontrado");
    }
    const before = await storedFiles();
    const post = await postAs(
      v,
      app.url,
      "/admin/materiais/editar/99999",
      form(fieldsFor(), { bytes: pdf(), name: "x.pdf" }),
    );
    expect(post.status).toBe(302);
    expect(await v.follow(post)).toContain("Material não encontrado");
    expect(await storedFiles()).toEqual(before);
  });
});

describe("the material's page", () => {
  it("shows an uploaded photo over a soft copy of itself that the document carries (ADR 0030)", async () => {
    const v = await admin();
    const photo = await detailedPhoto(1200, 630);
    const fields = fieldsFor();
    const response = await postAs(
      v,
      app.url,
      "/admin/materiais/novo",
      form(
        fields,
        { bytes: pdf(fields.title), name: "arquivo.pdf" },
        { bytes: photo, name: "capa.jpg" },
      ),
    );
    expect(response.status).toBe(302);
    const [row] = await db().select().from(materials).where(eq(materials.title, fields.title));
    expect(row?.image).toMatch(/^\/uploads\/\d{13}_capa\.1200x630\.w1200\.jpg$/);

    const page = await (await fetch(`${app.url}/materiais/${row?.slug}`)).text();
    const main = page.slice(page.indexOf('<main id="conteudo"'));
    const copy = /<img src="data:image\/avif;base64,([A-Za-z0-9+/=]+)"[^>]*>/.exec(main);
    expect(copy?.[0]).toMatch(/aria-hidden="true" width="1200" height="630"/);
    const meta = await sharp(Buffer.from(copy?.[1] ?? "", "base64")).metadata();
    expect([meta.width, meta.height]).toEqual([400, 210]);
    const cover = /<img [^>]*src="\/uploads\/[^"]+"[^>]*>/.exec(main.slice(copy?.index ?? 0))?.[0];
    expect(cover).toContain(row?.image ?? "");
    expect(cover).toMatch(/fetchpriority="low"/i);
  });
});

describe("deleting", () => {
  it("asks first, then deletes the row, its file and its old addresses", async () => {
    const v = await admin();
    const row = await createWithPdf(v);
    await postAs(
      v,
      app.url,
      `/admin/materiais/editar/${row.id}`,
      form({ ...fieldsFor(row.title), slug: `${row.slug}-novo` }),
    );
    expect(
      await db().select().from(materialRedirects).where(eq(materialRedirects.materialId, row.id)),
    ).toHaveLength(1);

    const confirm = await (await v.request(`/admin/materiais/excluir/${row.id}`)).text();
    expect(confirm).toContain("Excluir material");
    expect(confirm).toContain(
      "Tem certeza que deseja excluir este material? O arquivo também será apagado e os links já enviados deixarão de funcionar.",
    );
    expect(confirm).toContain(row.title);

    const deleted = await postAs(v, app.url, `/admin/materiais/excluir/${row.id}`, {});
    expect(await v.follow(deleted)).toContain("Material excluído com sucesso!");
    expect(await db().select().from(materials).where(eq(materials.id, row.id))).toEqual([]);
    expect(
      await db().select().from(materialRedirects).where(eq(materialRedirects.materialId, row.id)),
    ).toEqual([]);
    expect((await storedFiles()).has(row.fileKey ?? "")).toBe(false);
    const old = await fetch(`${app.url}/materiais/${row.slug}`, { redirect: "manual" });
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe("/materiais");

    const again = await postAs(v, app.url, `/admin/materiais/excluir/${row.id}`, {});
    expect(await v.follow(again)).toContain("Material não encontrado");
  });
});

describe("access", () => {
  it("without a session, every material route goes to the login and stores nothing", async () => {
    const v = await admin();
    const row = await createWithPdf(v);
    const files = await storedFiles();
    const rows = await db().select().from(materials);
    const stranger = new Visitor(app.url, "198.51.101.250");
    for (const url of [
      "/admin/materiais",
      "/admin/materiais/novo",
      `/admin/materiais/editar/${row.id}`,
      `/admin/materiais/excluir/${row.id}`,
    ]) {
      const get = await stranger.request(url);
      expect(get.status, url).toBe(302);
      expect(get.headers.get("location"), url).toMatch(/^\/admin\/login\?redirectTo=/);
      const post = await postAs(
        stranger,
        app.url,
        url,
        form({ ...fieldsFor(), slug: "forjado" }, { bytes: pdf("forjado"), name: "f.pdf" }),
      );
      expect([302, 405], url).toContain(post.status);
      if (post.status === 302) expect(post.headers.get("location"), url).toMatch(/^\/admin\/login/);
    }
    expect(await storedFiles()).toEqual(files);
    expect(await db().select().from(materials)).toEqual(rows);
  });

  it("refuses a signed-in admin's post from another site, storing nothing", async () => {
    const v = await admin();
    const row = await createWithPdf(v);
    const files = await storedFiles();
    const rows = await db().select().from(materials);
    for (const url of [
      "/admin/materiais/novo",
      `/admin/materiais/editar/${row.id}`,
      `/admin/materiais/excluir/${row.id}`,
    ]) {
      const foreign = await postAs(
        v,
        "https://evil.example",
        url,
        form({ ...fieldsFor(), slug: "forjado" }, { bytes: pdf("forjado"), name: "f.pdf" }),
      );
      expect(foreign.status, url).toBe(403);
    }
    expect(await storedFiles()).toEqual(files);
    expect(await db().select().from(materials)).toEqual(rows);
  });
});
