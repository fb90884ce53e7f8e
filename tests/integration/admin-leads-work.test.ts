import { eq } from "drizzle-orm";
import { decodeHTML } from "entities";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { adminUsers, leadNotes, leads, materials, people } from "~/server/db/schema.server";
import { storeLead } from "~/server/leads/outbox.server";
import { ADMIN, postAs, readable } from "../support/admin";
import { startApp, Visitor } from "../support/app";

// The inbox's work through the production build, without JavaScript: search and filters in the
// address, status, owner and notes saved by plain posts, labels for codes, and the CSV for
// Excel in Brazil.

let app: Awaited<ReturnType<typeof startApp>>;
let editor: Visitor;
let editorId: number;
let colleagueId: number;
let materialId: number;

const CSV_HEADER =
  "Data;Nome;E-mail;Empresa;Telefone;Cargo;Setor;Mensagem;Formulário;Material;Status;Responsável;Página do formulário;Origem;Mídia;Campanha";

type Extra = Partial<typeof leads.$inferInsert>;

/** A stored lead received at a São Paulo wall-clock time ('2026-04-08T14:30'). */
async function store(payload: Record<string, unknown>, at = "2026-04-08T14:30", extra: Extra = {}) {
  const [row] = await db()
    .insert(leads)
    .values({
      formType: "contact",
      payload,
      status: "stored",
      createdAt: new Date(`${at}:00-03:00`),
      ...extra,
    })
    .returning({ id: leads.id });
  return row?.id ?? "";
}

const leadRow = async (id: string) => (await db().select().from(leads).where(eq(leads.id, id)))[0];

/** The names in the list's table (phones get the same as cards, before it). */
async function listed(query: string) {
  const response = await editor.request(`/admin/leads?${query}&por=envio`);
  expect(response.status, query).toBe(200);
  const html = await response.text();
  const table = html.includes("<table") ? html.slice(html.indexOf("<table")) : "";
  return [
    ...table.replaceAll("<!-- -->", "").matchAll(/<span class="sr-only"> de ([^<]+)<\/span>/g),
  ]
    .map((match) => decodeHTML(match[1] ?? ""))
    .sort();
}

const post = (id: string, fields: Record<string, string>) =>
  postAs(editor, app.url, `/admin/leads/${id}`, fields);

async function csv(query: string) {
  const response = await editor.request(`/admin/leads.csv?${query}`);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  return { bytes, lines: text.slice(1).split("\r\n") };
}

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
  editor = new Visitor(app.url, "192.0.2.60");
  const login = await postAs(editor, app.url, "/admin/login", {
    ...ADMIN,
    redirectTo: "/admin/leads",
  });
  expect(login.status).toBe(302);
  const [me] = await db().select().from(adminUsers).where(eq(adminUsers.username, ADMIN.username));
  editorId = me?.id ?? 0;
  const [colleague] = await db()
    .insert(adminUsers)
    .values({ username: "bruno.vendas", passwordHash: "x" })
    .returning({ id: adminUsers.id });
  colleagueId = colleague?.id ?? 0;
  const [material] = await db()
    .insert(materials)
    .values({
      slug: "guia-de-teste",
      title: "Guia de Teste",
      type: "E-book",
      category: "RevOps",
      description: "Um guia.",
    })
    .returning({ id: materials.id });
  materialId = material?.id ?? 0;
});

afterAll(async () => {
  await app?.close();
});

beforeEach(async () => {
  // People first: their notes and timelines go with them.
  await db().delete(people);
  await db().delete(leads);
});

describe("search and filters", () => {
  it("searches name, e-mail, company and phone, any case, bounded, wildcards as typed", async () => {
    await store({ name: "Ana Souza", email: "ana@lima.com.br", company: "Lima & Filhos" });
    await store({ name: "Bia Prado", email: "bia@prado.com", phone: "(11) 98888-7777" });
    await store({ name: "Caio 100%", email: "caio@x.com" });
    expect(await listed("busca=SOUZA")).toEqual(["Ana Souza"]);
    expect(await listed("busca=lima+%26+filhos")).toEqual(["Ana Souza"]);
    expect(await listed("busca=prado.com")).toEqual(["Bia Prado"]);
    expect(await listed("busca=98888")).toEqual(["Bia Prado"]);
    expect(await listed("busca=%25")).toEqual(["Caio 100%"]);
    expect(await listed("busca=_")).toEqual([]);
    // Cut to 200 characters before use: a longer search is the same as its start.
    expect(await listed(`busca=${"a".repeat(201)}`)).toEqual([]);
    // A NUL byte is dropped, not sent to the database.
    expect(await listed("busca=sou%00za")).toEqual(["Ana Souza"]);
    const html = await (await editor.request("/admin/leads?busca=souza")).text();
    expect(html).toContain('value="souza"');
    expect(html).toContain('href="/admin/leads.csv?busca=souza"');
  });

  it("filters by status, owner, form, material, delivery and period, and pages keep them", async () => {
    const mine = await store({ name: "Minha Lead" }, "2026-04-10T09:00");
    const theirs = await store({ name: "Lead do Bruno" }, "2026-04-20T09:00");
    await store(
      { firstName: "Quem", lastName: "Baixou", materialId: `material-${materialId}` },
      "2026-04-30T23:30",
      { formType: "download" },
    );
    await store({ name: "Falhou Entrega" }, "2026-05-01T00:10", { status: "failed" });
    await db()
      .update(leads)
      .set({ workStatus: "contacted", ownerId: editorId })
      .where(eq(leads.id, mine));
    await db()
      .update(leads)
      .set({ workStatus: "customer", ownerId: colleagueId })
      .where(eq(leads.id, theirs));

    expect(await listed("andamento=contacted")).toEqual(["Minha Lead"]);
    expect(await listed("andamento=customer")).toEqual(["Lead do Bruno"]);
    expect(await listed(`responsavel=${colleagueId}`)).toEqual(["Lead do Bruno"]);
    expect(await listed("responsavel=nenhum")).toEqual(["Falhou Entrega", "Quem Baixou"]);
    expect(await listed("tipo=download")).toEqual(["Quem Baixou"]);
    expect(await listed(`material=material-${materialId}`)).toEqual(["Quem Baixou"]);
    expect(await listed("status=failed")).toEqual(["Falhou Entrega"]);
    expect(await listed("de=2026-04-20&ate=2026-04-30")).toEqual(["Lead do Bruno", "Quem Baixou"]);
    expect(await listed("de=2026-05-01")).toEqual(["Falhou Entrega"]);

    const html = await (await editor.request(`/admin/leads?responsavel=${colleagueId}`)).text();
    const text = readable(html);
    expect(text).toContain("Cliente");
    expect(text).toContain("bruno.vendas");
    expect(html).toContain(`<option value="${colleagueId}" selected="">bruno.vendas</option>`);
    expect(html).toContain(`<option value="material-${materialId}">Guia de Teste</option>`);
    // The material by its title, linked to its page in the admin.
    const all = await (await editor.request("/admin/leads?por=envio")).text();
    expect(all).toContain(`href="/admin/materiais/editar/${materialId}"`);
    expect(all).not.toContain(`>material-${materialId}<`);
  });

  it("keeps the search and filters in the pages' links", async () => {
    await db()
      .insert(leads)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          formType: "newsletter",
          payload: { name: `Pessoa ${i}`, email: `p${i}@x.com` },
          status: "stored",
        })),
      );
    const html = await (
      await editor.request("/admin/leads?busca=pessoa&andamento=new&por=envio")
    ).text();
    expect(html).toContain(
      'href="/admin/leads?busca=pessoa&amp;andamento=new&amp;por=envio&amp;pagina=2"',
    );
  });
});

describe("work on a lead without JavaScript", () => {
  it("saves status and owner together, with a message, and the list shows them", async () => {
    const id = await store({ name: "Ana Souza", email: "ana@x.com" });
    const saved = await post(id, {
      intent: "work",
      workStatus: "qualified",
      owner: String(colleagueId),
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin/leads/${id}`);
    const page = await editor.follow(saved);
    expect(page).toContain("Lead atualizado");
    expect(page).toContain('<option value="qualified" selected="">Qualificado</option>');
    expect(page).toContain(`<option value="${colleagueId}" selected="">bruno.vendas</option>`);
    expect(await leadRow(id)).toMatchObject({ workStatus: "qualified", ownerId: colleagueId });
    const list = readable(await (await editor.request("/admin/leads")).text());
    expect(list).toContain("Qualificado");
    expect(list).toContain("bruno.vendas");

    const cleared = await post(id, { intent: "work", workStatus: "discarded", owner: "" });
    expect(cleared.status).toBe(302);
    expect(await leadRow(id)).toMatchObject({ workStatus: "discarded", ownerId: null });
  });

  it("names members, offers only those who work leads, and links the lead's phone and e-mail", async () => {
    const [named] = await db()
      .insert(adminUsers)
      .values({ username: "dora@x.com", name: "Dora Vendas", role: "sales", passwordHash: "x" })
      .returning({ id: adminUsers.id });
    const [writer] = await db()
      .insert(adminUsers)
      .values({ username: "edu@x.com", name: "Edu Textos", role: "editor", passwordHash: "x" })
      .returning({ id: adminUsers.id });
    const salesId = named?.id ?? 0;
    const editorOnly = writer?.id ?? 0;
    try {
      const id = await store({ name: "Ana Souza", email: "ana@x.com", phone: "(11) 98888-7777" });
      const page = await (await editor.request(`/admin/leads/${id}`)).text();
      expect(page).toContain(`<option value="${salesId}">Dora Vendas</option>`);
      expect(page).not.toContain(`<option value="${editorOnly}"`);
      expect(page).toContain('href="tel:+5511988887777"');
      expect(page).toContain('href="https://wa.me/5511988887777"');
      expect(page).toContain('href="mailto:ana@x.com"');

      // An Editor cannot open leads, so cannot be given one.
      const refused = await post(id, {
        intent: "work",
        workStatus: "new",
        owner: String(editorOnly),
      });
      expect(refused.status).toBe(400);
      expect(await leadRow(id)).toMatchObject({ ownerId: null });

      await post(id, { intent: "work", workStatus: "contacted", owner: String(salesId) });
      await post(id, { intent: "note", note: "Liguei." });
      const list = readable(await (await editor.request("/admin/leads")).text());
      expect(list).toContain("Dora Vendas");
      expect(list).not.toContain("dora@x.com");

      // A member made an Editor later stays the owner, shown by name, until someone changes it.
      await db().update(adminUsers).set({ role: "editor" }).where(eq(adminUsers.id, salesId));
      const kept = await post(id, {
        intent: "work",
        workStatus: "qualified",
        owner: String(salesId),
      });
      expect(kept.status).toBe(302);
      expect(await editor.follow(kept)).toContain(
        `<option value="${salesId}" selected="">Dora Vendas</option>`,
      );
    } finally {
      await db().delete(adminUsers).where(eq(adminUsers.username, "dora@x.com"));
      await db().delete(adminUsers).where(eq(adminUsers.username, "edu@x.com"));
    }
  });

  it("refuses an unknown status or owner with a message, the lead unchanged", async () => {
    const id = await store({ name: "Ana Souza" });
    for (const fields of [
      { workStatus: "ganho", owner: "" },
      { workStatus: "contacted", owner: "999999" },
      { workStatus: "contacted", owner: "x" },
    ]) {
      const refused = await post(id, { intent: "work", ...fields });
      expect(refused.status).toBe(400);
      expect(readable(await refused.text())).toContain(
        "Escolha um status e um responsável da lista.",
      );
    }
    expect(await leadRow(id)).toMatchObject({ workStatus: "new", ownerId: null });
  });

  it("adds notes with their author and São Paulo time, newest first", async () => {
    const id = await store({ name: "Ana Souza" });
    const first = await post(id, { intent: "note", note: "Liguei, pediu retorno na segunda." });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`/admin/leads/${id}#anotacoes`);
    expect(await editor.follow(first)).toContain("Anotação adicionada");
    await post(id, { intent: "note", note: "Proposta <b>enviada</b>.\nAguardando." });
    const html = await (await editor.request(`/admin/leads/${id}`)).text();
    const text = readable(html);
    expect(html).toContain("Proposta &lt;b&gt;enviada&lt;/b&gt;.\nAguardando.");
    expect(text.indexOf("Proposta")).toBeLessThan(text.indexOf("Liguei"));
    expect(text).toMatch(
      new RegExp(`${ADMIN.username} · \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} Proposta`),
    );
    const notes = await db().select().from(leadNotes).where(eq(leadNotes.leadId, id));
    expect(notes.map((note) => note.adminId)).toEqual([editorId, editorId]);
  });

  it("refuses an empty note or one too long, giving the text back", async () => {
    const id = await store({ name: "Ana Souza" });
    const empty = await post(id, { intent: "note", note: "   " });
    expect(empty.status).toBe(400);
    expect(readable(await empty.text())).toContain("Escreva a anotação antes de adicionar.");

    // One character past the limit: refused, and given back whole.
    const long = `Começo ${"x".repeat(4_994)}`;
    const refused = await post(id, { intent: "note", note: long });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(readable(html)).toContain("use no máximo 5.000 caracteres");
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>Começo x{4994}<\/textarea>/);
    expect(await db().select().from(leadNotes)).toEqual([]);
  });

  it("'Excluir dados' erases the person's notes with their leads", async () => {
    const id = await store({ name: "Ana Souza", email: "ana@x.com" });
    const twin = await store({ name: "Ana Souza", email: "ANA@x.com" }, "2026-04-09T10:00");
    await post(id, { intent: "note", note: "Uma nota" });
    await post(twin, { intent: "note", note: "Outra nota" });
    expect(await db().select().from(leadNotes)).toHaveLength(2);
    const erased = await post(id, { intent: "erase", confirm: "on" });
    expect(erased.headers.get("location")).toBe("/admin/leads");
    expect(await db().select().from(leadNotes)).toEqual([]);
  });

  it("shows the person's history on each of their submissions: what they sent and who changed what", async () => {
    const sent = (formType: "home" | "rei", day: string) =>
      storeLead(
        db(),
        { formType, payload: { name: "Lia Prado", email: "lia@prado.com.br" } },
        false,
        new Date(`2026-04-${day}T12:00:00-03:00`),
      );
    const home = await sent("home", "08");
    const rei = await sent("rei", "09");
    const saved = await post(home.id, { intent: "work", workStatus: "qualified", owner: "" });
    expect(saved.status).toBe(302);
    const text = readable(await (await editor.request(`/admin/leads/${rei.id}`)).text());
    const history = text.slice(text.indexOf("Histórico da pessoa"));
    // The REI's page says its status came from the change made on the other submission.
    expect(history).toMatch(/Status: de Novo para Qualificado por editora/);
    expect(history).toContain("Enviou: REI (este envio)");
    expect(history).toMatch(
      /09\/04\/2026.*Enviou: REI.*08\/04\/2026.*Enviou: Contato \(formulário da home\) Ver envio/,
    );
    const html = await (await editor.request(`/admin/leads/${rei.id}`)).text();
    expect(html).toContain(`href="/admin/leads/${home.id}"`);
    expect((await leadRow(rei.id))?.workStatus).toBe("qualified");
  });

  it("shows codes by their labels and a material by its title, linked", async () => {
    const id = await store(
      {
        firstName: "Carla",
        lastName: "Dias",
        role: "owner",
        industry: "technology",
        roleType: "decision-maker",
        formType: "download",
        materialId: `material-${materialId}`,
      },
      "2026-04-08T14:30",
      { formType: "download" },
    );
    const html = await (await editor.request(`/admin/leads/${id}`)).text();
    const text = readable(html);
    expect(text).toContain("Cargo Sócio(a) ou proprietário(a)");
    expect(text).toContain("Setor Tecnologia");
    expect(text).toContain("Papel na decisão Decisor");
    expect(text).toContain("Sobrenome Dias");
    expect(text).toContain("Material Guia de Teste");
    expect(text).not.toContain("formType Download");
    expect(html).toContain(`href="/admin/materiais/editar/${materialId}"`);
    const list = readable(await (await editor.request("/admin/leads?por=envio")).text());
    expect(list).toContain("Sócio(a) ou proprietário(a)");
  });
});

describe("the CSV for Excel in Brazil", () => {
  it("has the BOM, ';', the header, São Paulo dates, labels, attribution, the filters and no formula", async () => {
    const id = await store(
      {
        name: "Ana Souza",
        email: "ana@lima.com.br",
        company: '=HYPERLINK("http://x")',
        phone: "+55 11 90000-0000",
        role: "cro",
        industry: "saas",
        message: "Linha 1; linha 2",
      },
      "2026-04-08T14:30",
      {
        sourcePage: "http://127.0.0.1/contato",
        attribution: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "abril" },
      },
    );
    await store({ name: "Ana Outra", email: "outra@x.com" }, "2026-04-09T10:00");
    await store(
      { firstName: "Quem", lastName: "Baixou", materialId: `material-${materialId}` },
      "2026-04-07T08:00",
      { formType: "download" },
    );
    await post(id, { intent: "work", workStatus: "qualified", owner: String(editorId) });

    const { bytes, lines } = await csv(
      `busca=ana&andamento=qualified&responsavel=${editorId}&por=envio`,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      [
        "08/04/2026 14:30",
        "Ana Souza",
        "ana@lima.com.br",
        `"'=HYPERLINK(""http://x"")"`,
        "'+55 11 90000-0000",
        "CRO",
        "SaaS",
        '"Linha 1; linha 2"',
        "Contato",
        "",
        "Qualificado",
        ADMIN.username,
        "http://127.0.0.1/contato",
        "linkedin",
        "social",
        "abril",
      ].join(";"),
    );
    const download = await csv(`material=material-${materialId}&por=envio`);
    expect(download.lines).toHaveLength(3);
    expect(download.lines[1]?.split(";").slice(8, 11)).toEqual([
      "Download",
      "Guia de Teste",
      "Novo",
    ]);
    const page = await (await editor.request("/admin/leads?busca=ana&andamento=qualified")).text();
    expect(page).toContain('href="/admin/leads.csv?busca=ana&amp;andamento=qualified"');
  });

  it("is one row per person by default: score, work, counts and every field ever given, the newest value first", async () => {
    const at = (day: string) => new Date(`2026-04-${day}T12:00:00-03:00`);
    const first = await storeLead(
      db(),
      {
        formType: "contact",
        payload: {
          name: "Ana Souza",
          email: "Ana@Lima.com.br ",
          company: "Lima",
          role: "cro",
          industry: "saas",
          message: "Quero crescer",
        },
        sourcePage: "http://127.0.0.1/contato",
        attribution: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "abril" },
      },
      false,
      at("08"),
    );
    await storeLead(
      db(),
      {
        formType: "download",
        payload: {
          firstName: "Ana",
          lastName: "Souza",
          email: "ana@lima.com.br",
          role: "ceo",
          materialId: `material-${materialId}`,
          campoNovo: "valor; com ponto e vírgula",
        },
        attribution: { utm_source: "google" },
      },
      false,
      at("10"),
    );
    await storeLead(
      db(),
      { formType: "newsletter", payload: { name: "Bia", email: "bia@x.com" } },
      false,
      at("09"),
    );
    await post(first.id, { intent: "work", workStatus: "qualified", owner: String(editorId) });
    await post(first.id, { intent: "note", note: "Liguei." });

    const { lines } = await csv("");
    expect(lines).toHaveLength(4); // header, two people, the final line break
    const header = (lines[0] ?? "").split(";");
    const ana = (lines[1] ?? "").split(";");
    const cell = (name: string) => ana[header.indexOf(name)];
    expect(header.slice(0, 6)).toEqual([
      "Nome",
      "E-mail",
      "Telefone",
      "Empresa",
      "Domínio",
      "E-mail pessoal",
    ]);
    expect(cell("Nome")).toBe("Ana Souza");
    expect(cell("E-mail")).toBe("ana@lima.com.br");
    expect(cell("Empresa")).toBe("Lima");
    expect(cell("Domínio")).toBe("lima.com.br");
    expect(cell("E-mail pessoal")).toBe("Não");
    expect(cell("Nota")).toMatch(/^[A-D][1-4]$/);
    expect(Number(cell("Pontos de perfil"))).toBeGreaterThan(0);
    expect(cell("Status")).toBe("Qualificado");
    expect(cell("Responsável")).toBe(ADMIN.username);
    expect(cell("Primeiro envio")).toBe("08/04/2026 12:00");
    expect(cell("Última atividade")).toBe("10/04/2026 12:00");
    expect(cell("Última ação")).toBe("Download");
    expect(cell("Envios")).toBe("2");
    expect(cell("Notas")).toBe("1");
    // How the person first came: the first submission's campaign.
    expect([cell("Origem"), cell("Mídia"), cell("Campanha")]).toEqual([
      "linkedin",
      "social",
      "abril",
    ]);
    // Every field ever given, by its label; the download's newer 'Cargo' wins.
    expect(cell("Cargo")).toBe("CEO");
    expect(cell("Setor")).toBe("SaaS");
    expect(cell("Mensagem")).toBe("Quero crescer");
    expect(cell("Material")).toBe("Guia de Teste");
    expect(lines[1]).toMatch(/;"campoNovo: valor; com ponto e vírgula"$/);
    expect(lines[2]).toMatch(/^Bia;bia@x\.com;/);
  });
});
