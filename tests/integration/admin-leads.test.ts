import { eq } from "drizzle-orm";
import { decodeHTML } from "entities";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { leads, people } from "~/server/db/schema.server";
import { issueFormToken } from "~/server/forms/guard.server";
import { type NewLead, storeLead } from "~/server/leads/outbox.server";
import { consents } from "~content/form-messages";
import { readable } from "../support/admin";
import { startApp, TEST_SECRET, Visitor } from "../support/app";
import { startReceiver } from "../support/http";

// The admin's leads inbox through the production build: list, filters, detail, re-send, CSV.

let app: Awaited<ReturnType<typeof startApp>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let editor: Visitor;
let visitorCount = 0;

const visitor = () => new Visitor(app.url, `198.51.100.${++visitorCount}`);
const token = () => issueFormToken(TEST_SECRET, Date.now() - 10_000);

/** A lead kept without delivery, received `minutesAgo` minutes ago. */
async function store(lead: NewLead, minutesAgo = 0, status?: string) {
  const row = await storeLead(db(), lead, false, new Date(Date.now() - minutesAgo * 60_000));
  if (status) await db().update(leads).set({ status }).where(eq(leads.id, row.id));
  return row.id;
}

const contact = (name: string, extra: Record<string, unknown> = {}): NewLead => ({
  formType: "contact",
  sourcePage: "http://127.0.0.1/partners/enics",
  payload: { name, email: `${name.toLowerCase().replace(/\W+/g, ".")}@empresa.com.br`, ...extra },
});

const CSV_HEADER =
  "Data;Nome;E-mail;Empresa;Telefone;Cargo;Setor;Mensagem;Formulário;Material;Status;Responsável;Página do formulário;Origem;Mídia;Campanha";

const leadRow = async (id: string) => (await db().select().from(leads).where(eq(leads.id, id)))[0];

async function page(path: string) {
  const response = await editor.request(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** What the CSV export sends: its bytes, and its text with the BOM kept. */
async function csv(path: string) {
  const response = await editor.request(path);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
}

const resend = (id: string, origin = app.url, who = editor) =>
  who.request(`/admin/leads/${id}`, {
    method: "POST",
    headers: { Origin: origin },
    body: new URLSearchParams(),
  });

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startApp({ TRUST_PROXY: "x-forwarded-for", WEBHOOK_LEADS_URL: receiver.url });
  editor = new Visitor(app.url, "192.0.2.50");
  const login = await editor.request("/admin/login", {
    method: "POST",
    headers: { Origin: app.url },
    body: new URLSearchParams({
      username: "editora",
      password: "senha-de-teste-2026",
      redirectTo: "/admin/leads",
    }),
  });
  expect(login.status).toBe(302);
  expect(login.headers.get("location")).toBe("/admin/leads");
});

afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

beforeEach(async () => {
  await db().delete(leads);
  await db().delete(people);
  receiver.received.length = 0;
  receiver.answer(200);
});

describe("without a session", () => {
  it("sends every inbox address, the CSV included, to the login", async () => {
    const id = await store(contact("Ana Souza"), 0, "failed");
    const stranger = visitor();
    for (const path of ["/admin/leads?status=failed", `/admin/leads/${id}`, "/admin/leads.csv"]) {
      const response = await stranger.request(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(
        `/admin/login?${new URLSearchParams({ redirectTo: path })}`,
      );
    }
  });

  it("re-sends nothing, and a data request for the page alone shows no lead", async () => {
    const id = await store(contact("Ana Souza"), 0, "failed");
    const stranger = visitor();
    const refused = await resend(id, app.url, stranger);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toMatch(/^\/admin\/login\?/);
    expect((await leadRow(id))?.status).toBe("failed");

    // The layout's check does not run for a request that names only the leaf route.
    const data = await stranger.request("/admin/leads.data?_routes=routes%2Fadmin%2Fleads");
    const body = await data.text();
    expect(body).not.toContain("ana.souza@empresa.com.br");
    expect(body).toContain("/admin/login");
  });
});

describe("the list", () => {
  it("shows the leads newest first, with labels, people and status, in a private page", async () => {
    await store(contact("Bruno Lima", { company: "Lima & Filhos" }), 30);
    await store(
      {
        formType: "download",
        payload: {
          firstName: "Carla",
          lastName: "Dias",
          email: "carla@dias.com.br",
          company: "Dias SA",
        },
      },
      20,
    );
    await store(
      {
        formType: "rei",
        payload: { name: "Davi Rocha", email: "davi@rocha.com.br", companyName: "Rocha Ltda" },
      },
      10,
      "failed",
    );
    const response = await editor.request("/admin/leads?por=envio");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("<title>Leads |");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toMatch(/<h1[^>]*>Leads<\/h1>/);
    const text = decodeHTML(html);
    const order = ["Davi Rocha", "Carla Dias", "Bruno Lima"].map((name) => text.indexOf(name));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toContain("Rocha Ltda");
    expect(text).toContain("Dias SA");
    expect(text).toContain("Lima & Filhos");
    for (const label of ["REI", "Download", "Contato"]) expect(html).toContain(`>${label}</td>`);
    for (const label of ["Falhou", "Armazenado"]) expect(html).toContain(`${label}</span>`);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    expect(html).toContain('href="/admin/leads.csv?por=envio"');
  });

  it("filters by form type and status, keeps the choice, and ignores unknown values", async () => {
    await store(contact("Ana Souza"), 3);
    await store(contact("Bia Prado"), 2, "failed");
    await store({ formType: "newsletter", payload: { name: "Caio Reis", email: "c@r.com" } }, 1);

    const contacts = await page("/admin/leads?tipo=contact&status=&por=envio");
    expect(contacts).toContain("Ana Souza");
    expect(contacts).toContain("Bia Prado");
    expect(contacts).not.toContain("Caio Reis");
    expect(contacts).toContain('<option value="contact" selected="">Contato</option>');
    expect(contacts).toContain('href="/admin/leads.csv?tipo=contact&amp;por=envio"');

    const failed = await page("/admin/leads?tipo=contact&status=failed");
    expect(failed).toContain("Bia Prado");
    expect(failed).not.toContain("Ana Souza");
    expect(failed).toContain('href="/admin/leads.csv?tipo=contact&amp;status=failed"');

    const none = await page("/admin/leads?tipo=rei&por=envio");
    expect(none).toContain("Nenhum lead encontrado");

    const unknown = await page("/admin/leads?tipo=%27%3Bdrop&status=qualquer&pagina=abc&por=envio");
    for (const name of ["Ana Souza", "Bia Prado", "Caio Reis"]) expect(unknown).toContain(name);
  });

  it("names the home form's leads, new (contact) and old (home), alike, under their filter and 'Contato'", async () => {
    // What the home form stored before it sent the spec's formType contact.
    const old = await store(
      {
        formType: "home",
        payload: { name: "Olga Antiga", email: "olga@antiga.com.br", formType: "home" },
      },
      3,
    );
    const sent = await visitor().post("/?index", {
      _t: token(),
      name: "Nina Nova",
      email: "nina@nova.com.br",
      company: "Nova SA",
      phone: "11999990000",
      industry: "technology",
      role: "cmo",
    });
    expect(sent.status).toBe(302);
    await store(contact("Caio Contato"), 1);
    const homeLabel = "Contato (formulário da home)";
    const row = (html: string, name: string) =>
      decodeHTML(html.slice(html.indexOf("<table")))
        .split("<tr")
        .find((tr) => tr.includes(name)) ?? "";

    const all = await page("/admin/leads?por=envio");
    for (const name of ["Olga Antiga", "Nina Nova"]) expect(row(all, name)).toContain(homeLabel);
    expect(row(all, "Caio Contato")).toContain(">Contato</td>");
    expect(all).toContain(`<option value="home">${homeLabel}</option>`);

    const home = await page("/admin/leads?tipo=home&por=envio");
    expect(home).toContain("Olga Antiga");
    expect(home).toContain("Nina Nova");
    expect(home).not.toContain("Caio Contato");
    const contacts = await page("/admin/leads?tipo=contact&por=envio");
    for (const name of ["Olga Antiga", "Nina Nova", "Caio Contato"]) {
      expect(contacts).toContain(name);
    }

    expect(decodeHTML(await page(`/admin/leads/${old}`))).toContain(homeLabel);
    const { text } = await csv("/admin/leads.csv?tipo=home&por=envio");
    const lines = text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^[^;]+;Nina Nova;(?:[^;]*;){6}Contato \(formulário da home\);/);
    expect(lines[2]).toMatch(/^[^;]+;Olga Antiga;(?:[^;]*;){6}Contato \(formulário da home\);/);
  });

  it("pages 50 at a time with 'Próximos' and 'Anteriores', keeping the filter", async () => {
    const start = Date.now() - 3_600_000;
    await db()
      .insert(leads)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          formType: "newsletter",
          payload: { name: `Pessoa ${i + 1}`, email: `p${i + 1}@x.com` },
          status: "stored",
          createdAt: new Date(start + i * 1_000),
        })),
      );
    // The table's rows (phones get the same leads as cards, before it).
    const details = (html: string) =>
      html.slice(html.indexOf("<table")).match(/>Detalhes</g)?.length ?? 0;

    const first = await page("/admin/leads?tipo=newsletter&por=envio");
    expect(details(first)).toBe(50);
    expect(first).toContain("Pessoa 55<");
    expect(first).not.toContain("Pessoa 5<");
    expect(first).toContain("Página 1 de 2");
    expect(first).toContain('href="/admin/leads?tipo=newsletter&amp;por=envio&amp;pagina=2"');
    expect(first).not.toContain(">Anteriores<");

    const second = await page("/admin/leads?tipo=newsletter&pagina=2&por=envio");
    expect(details(second)).toBe(5);
    expect(second).toContain("Pessoa 1<");
    expect(second).toContain('href="/admin/leads?tipo=newsletter&amp;por=envio"');
    expect(second).toContain(">Anteriores<");
    expect(second).not.toContain(">Próximos<");

    // Past the end: the last page.
    expect(details(await page("/admin/leads?tipo=newsletter&pagina=99&por=envio"))).toBe(5);
  });

  it("shows HTML typed into a form as text", async () => {
    const attack = "<img src=x onerror=alert(1)>";
    const id = await store(contact(attack, { email: "xss@empresa.com.br", message: attack }));
    for (const html of [await page("/admin/leads"), await page(`/admin/leads/${id}`)]) {
      expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
      expect(html).not.toContain(attack);
    }
  });
});

describe("the detail", () => {
  it("shows the payload, the source page, the attribution and the consent of a real form", async () => {
    const who = visitor();
    await who.request("/servicos?utm_source=linkedin&utm_campaign=revops", {
      headers: { referer: "https://www.linkedin.com/feed/post/123", accept: "text/html" },
    });
    const sent = await who.post("/newsletter", {
      _t: token(),
      source: "/servicos",
      name: "Júlia Campos",
      email: "julia@campos.com.br",
      consent: "on",
    });
    expect(sent.status).toBe(302);
    const [row] = await db().select().from(leads);
    expect(row).toBeDefined();

    const html = await page(`/admin/leads/${row?.id}`);
    expect(html).toContain("<title>Detalhes do lead |");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const text = readable(html);
    // What the person typed, under the labels their form showed; how it was sent is in words
    // elsewhere, never as the stored keys or an ISO time.
    expect(text).toContain("Dados enviados Nome Júlia Campos E-mail julia@campos.com.br");
    for (const key of ["formType", "timestamp", "source", "consent", "name", "email"]) {
      expect(text).not.toContain(` ${key} `);
    }
    expect(text).not.toContain(String(row?.payload.timestamp));
    expect(text).toContain("Página de origem http://127.0.0.1/servicos");
    expect(text).toContain("Origem (utm_source) linkedin");
    expect(text).toContain("Campanha (utm_campaign) revops");
    expect(text).toContain("Site de onde veio https://www.linkedin.com/");
    expect(text).toContain("Primeira página da visita /servicos");
    expect(text).toContain(`Texto aceito ${consents.newsletter.text}`);
    expect(text).toContain(`Versão ${consents.newsletter.version}`);
    expect(text).toMatch(/Aceito em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    expect(text).toMatch(/Recebido em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    // Delivered, so nothing to re-send.
    await expect.poll(async () => (await leadRow(row?.id ?? ""))?.status).toBe("delivered");
    const delivered = decodeHTML(await page(`/admin/leads/${row?.id}`));
    expect(delivered).toContain("Entregue");
    expect(delivered).not.toContain(">Reenviar<");
  });

  it("shows objects as JSON and says when there is no attribution or consent", async () => {
    const id = await store(contact("Ana Souza", { extra: { a: 1, b: ["x"] }, agree: true }));
    const text = decodeHTML(await page(`/admin/leads/${id}`));
    expect(text).toContain('{"a":1,"b":["x"]}');
    expect(text).toContain("Nenhum dado de origem registrado.");
    expect(text).toContain("Este formulário não registra consentimento.");
  });

  it("sends an unknown or malformed id back to the list with 'Lead não encontrado'", async () => {
    for (const id of ["nao-e-um-id", "00000000-0000-4000-8000-000000000000"]) {
      const response = await editor.request(`/admin/leads/${id}`);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin/leads");
      expect(await editor.follow(response)).toContain("Lead não encontrado");
    }
  });
});

describe("re-sending a failed lead", () => {
  it("refuses a foreign origin, then sends the same lead again with the same key", async () => {
    receiver.answer(500);
    const sent = await visitor().post("/partners/enics", {
      _t: token(),
      name: "Rita Alves",
      email: "rita@alves.com.br",
      company: "Alves SA",
      role: "ceo",
    });
    expect(sent.status).toBe(302);
    const [stored] = await db().select().from(leads);
    const id = stored?.id ?? "";
    await expect
      .poll(async () => (await leadRow(id))?.lastError, { timeout: 10_000 })
      .toBe("HTTP 500");
    // The retries ran out (they take a day): the state the worker leaves it in.
    await db().update(leads).set({ status: "failed", nextAttemptAt: null }).where(eq(leads.id, id));

    const before = await page(`/admin/leads/${id}`);
    expect(before).toContain(">Reenviar<");
    expect(before).toContain("HTTP 500");
    expect(before).toContain("(1 com falha)");

    // A post from another site is refused at the HTTP edge before any action runs (403), by
    // its Origin, or without one, by Sec-Fetch-Site.
    const foreign = await resend(id, "https://malicioso.example");
    expect(foreign.status).toBe(403);
    const crossSite = await editor.request(`/admin/leads/${id}`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site" },
      body: new URLSearchParams(),
    });
    expect(crossSite.status).toBe(403);
    expect(decodeHTML(await crossSite.text())).toContain("Requisição recusada");
    expect((await leadRow(id))?.status).toBe("failed");
    expect(receiver.received).toHaveLength(1);

    receiver.answer(200);
    const response = await resend(id);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/leads/${id}`);
    const after = await editor.follow(response);
    expect(after).toContain("Lead reenviado");
    expect(after).toContain("O lead voltou para a fila de envio.");

    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(2);
    for (const { key, body } of receiver.received) {
      expect(key).toBe(id);
      expect(body.leadId).toBe(id);
    }
    await expect.poll(async () => (await leadRow(id))?.status).toBe("delivered");
    const row = await leadRow(id);
    expect(row?.attempts).toBe(2);
    expect(row?.lastError).toBeNull();
    expect(await page("/admin/leads")).not.toContain("com falha");
  });

  it("refuses a lead that is not failed, and an unknown one", async () => {
    const id = await store(contact("Ana Souza"));
    const response = await resend(id);
    expect(response.headers.get("location")).toBe(`/admin/leads/${id}`);
    expect(await editor.follow(response)).toContain("Lead não reenviado");
    expect((await leadRow(id))?.status).toBe("stored");

    const unknown = await resend("00000000-0000-4000-8000-000000000000");
    expect(unknown.headers.get("location")).toBe("/admin/leads");
    expect(await editor.follow(unknown)).toContain("Lead não encontrado");
  });

  it("counts the failed leads in the admin menu", async () => {
    expect(await page("/admin/posts")).not.toContain("com falha");
    await store(contact("Ana Souza"), 2, "failed");
    await store(contact("Bia Prado"), 1, "failed");
    await store(contact("Caio Reis"));
    expect(await page("/admin/posts")).toContain("(2 com falha)");
  });
});

describe("the CSV export", () => {
  it("sends every lead of the filter for Excel in Brazil: BOM, ';', labels, São Paulo dates, no formula", async () => {
    await store(
      contact('=HYPERLINK("http://malicioso.example")', {
        email: "@sum(a1)",
        company: 'Empresa "Boa", Ltda',
        phone: "+55 11 99999-0000",
      }),
      3,
    );
    await store(contact("João Conceição", { company: "-2+3", phone: "\t11", role: "cro" }), 2);
    // Excel in Brazil splits on ';': what follows one must not run either.
    await store(contact("Ana Lima", { company: "x;=1+1", phone: "11;@SUM(A1)" }), 4);
    await store({ formType: "newsletter", payload: { name: "Fora", email: "f@x.com" } }, 1);

    const { response, bytes, text } = await csv("/admin/leads.csv?tipo=contact&por=envio");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="envios-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const lines = text.slice(1).split("\r\n");
    expect(lines).toHaveLength(5); // header, three leads, and the final line break
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines[4]).toBe("");
    const [joao, attack, split] = [lines[1] ?? "", lines[2] ?? "", lines[3] ?? ""];
    // Routing gave each new person an owner: the only member, an administrator.
    expect(joao).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};João Conceição;jo\.o\.concei\.o@empresa\.com\.br;'-2\+3;'\t11;CRO;;;Contato;;Novo;editora;http:\/\/127\.0\.0\.1\/partners\/enics;;;$/,
    );
    expect(attack).toContain(
      `;"'=HYPERLINK(""http://malicioso.example"")";'@sum(a1);"Empresa ""Boa"", Ltda";'+55 11 99999-0000;`,
    );
    expect(split).toContain(`;Ana Lima;ana.lima@empresa.com.br;"x;'=1+1";"11;'@SUM(A1)";`);
    // Split on ';' as Excel in Brazil does, no piece of any line starts a formula.
    for (const line of lines) {
      for (const piece of line.split(";")) expect(piece, line).not.toMatch(/^"?[=+\-@]/);
    }
    expect(text).not.toContain("Fora");

    const all = await csv("/admin/leads.csv?tipo=nada&por=envio");
    expect(all.text.split("\r\n")).toHaveLength(6);
  });

  it("is offered from the list with the current filter, over all pages", async () => {
    await db()
      .insert(leads)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          formType: "download",
          payload: { firstName: "Pessoa", lastName: String(i), email: `p${i}@x.com` },
          status: "failed",
        })),
      );
    expect(await page("/admin/leads?status=failed")).toContain(
      'href="/admin/leads.csv?status=failed"',
    );
    const { text } = await csv("/admin/leads.csv?status=failed");
    expect(text.trimEnd().split("\r\n")).toHaveLength(61);
    expect(text).toContain(";Pessoa 0;p0@x.com;;;;;;Download;;Novo;;;;;\r\n");
  });
});

describe("suspected submissions", () => {
  const SUSPECTS = "/admin/leads?status=suspected";
  const suspect = (name: string, suspicion: NewLead["suspicion"], minutesAgo = 0) =>
    store({ ...contact(name), suspicion }, minutesAgo);
  const act = (id: string, fields: Record<string, string>) =>
    editor.request(`/admin/leads/${id}`, {
      method: "POST",
      headers: { Origin: app.url },
      body: new URLSearchParams(fields),
    });

  it("stay out of 'Todos', its count, other filters and the CSV; 'Suspeitos' lists them with the reason", async () => {
    await store(contact("Ana Souza"), 5);
    await store(contact("Beto Falho"), 4, "failed");
    await suspect("Robô Oculto", "honeypot", 3);
    await suspect("Robô Apressado", "too-fast", 2);
    await suspect("Robô Sem Carimbo", "bad-token", 1);
    const robots = ["Robô Oculto", "Robô Apressado", "Robô Sem Carimbo"];

    const all = decodeHTML(await page("/admin/leads"));
    expect(all).toContain("Ana Souza");
    expect(all).toContain(">2 pessoas<");
    for (const name of robots) expect(all).not.toContain(name);
    expect(all).toMatch(/<a[^>]*href="\/admin\/leads\?status=suspected"[^>]*>Suspeitos \(3\)<\/a>/);
    // The menu counts failed leads only.
    expect(all).toContain("(1 com falha)");
    for (const path of ["/admin/leads?tipo=contact", "/admin/leads?status=stored"]) {
      const filtered = decodeHTML(await page(path));
      for (const name of robots) expect(filtered, path).not.toContain(name);
    }

    const { text } = await csv("/admin/leads.csv");
    expect(text.trimEnd().split("\r\n")).toHaveLength(3);
    for (const name of robots) expect(text).not.toContain(name);
    expect(text).not.toContain("suspected");

    const html = await page(SUSPECTS);
    const held = decodeHTML(html);
    expect(held).not.toContain("Ana Souza");
    expect(held).toContain(">3 envios suspeitos<");
    expect(held).toContain('<option value="suspected" selected="">Suspeitos</option>');
    expect(held).toContain('href="/admin/leads.csv?status=suspected"');
    // One row each, newest first, with its badge and its reason in Portuguese.
    const rows = readable(html).split("Detalhes de ").slice(0, 3);
    expect(rows.map((row) => robots.find((name) => row.includes(name)))).toEqual(
      [...robots].reverse(),
    );
    const reasons = [
      "Carimbo do formulário inválido",
      "Enviado rápido demais",
      "Campo oculto preenchido",
    ];
    reasons.forEach((reason, i) => {
      expect(rows[i]).toContain(`Suspeito ${reason}`);
    });

    const exported = await csv("/admin/leads.csv?status=suspected");
    expect(exported.text.trimEnd().split("\r\n")).toHaveLength(4);
    for (const name of robots) expect(exported.text).toContain(`;${name};`);
  });

  it("show no 'Suspeitos' link when there are none, and an empty list under the filter", async () => {
    await store(contact("Ana Souza"));
    expect(await page("/admin/leads")).not.toContain("Suspeitos (");
    expect(decodeHTML(await page(SUSPECTS))).toContain("Nenhum envio suspeito");
  });

  it("a suspect's page says why it was held and offers 'Liberar' and 'Excluir', not 'Excluir dados'", async () => {
    const id = await suspect("Robô Oculto", "honeypot");
    const html = await page(`/admin/leads/${id}`);
    const text = readable(html);
    expect(text).toContain("Envio retido pelos filtros de spam");
    expect(text).toContain("Motivo: Campo oculto preenchido. O formulário tem um campo escondido");
    expect(text).toContain("ele entra na fila de envio como qualquer lead");
    expect(text).toMatch(/excluído automaticamente a partir de \d{1,2} de \p{L}+ de \d{4}/u);
    expect(text).toContain("Retido como suspeito Campo oculto preenchido");
    expect(html).toContain(">Liberar</button>");
    expect(html).toContain(">Excluir</button>");
    expect(html).toContain('name="intent" value="release"');
    expect(html).toContain('name="intent" value="delete"');
    expect(html).not.toContain(">Excluir dados<");
    expect(html).not.toContain(">Reenviar<");
    expect(html).toMatch(
      /<a[^>]*href="\/admin\/leads\?status=suspected"[^>]*>Voltar para os suspeitos</,
    );
  });

  it("'Liberar' makes it a lead the webhook receives like any other; a second release says so", async () => {
    const id = await suspect("Rita Alves", "too-fast");
    const response = await act(id, { intent: "release" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/leads/${id}`);
    const after = await editor.follow(response);
    expect(after).toContain("Envio liberado");
    expect(after).toContain("Agora é um lead e entrou na fila de envio.");

    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    expect(receiver.received[0]?.key).toBe(id);
    expect(receiver.received[0]?.body).toMatchObject({ name: "Rita Alves", leadId: id });
    await expect.poll(async () => (await leadRow(id))?.status).toBe("delivered");
    expect((await leadRow(id))?.suspicion).toBe("too-fast");

    const text = readable(await page(`/admin/leads/${id}`));
    expect(text).toContain("Retido como suspeito Enviado rápido demais (liberado)");
    expect(text).not.toContain("Envio retido pelos filtros de spam");
    expect(text).toContain("Excluir dados");
    const list = decodeHTML(await page("/admin/leads"));
    expect(list).toContain("Rita Alves");
    expect(list).not.toContain("Suspeitos (");

    // Released in another tab: a clear message, nothing sent again.
    const again = await act(id, { intent: "release" });
    expect(again.headers.get("location")).toBe(`/admin/leads/${id}`);
    const refused = decodeHTML(await editor.follow(again));
    expect(refused).toContain("Envio não liberado");
    expect(refused).toContain("talvez tenha sido liberado em outra aba");
    expect((await leadRow(id))?.status).toBe("delivered");
    expect(receiver.received).toHaveLength(1);

    const unknown = await act("00000000-0000-4000-8000-000000000000", { intent: "release" });
    expect(unknown.headers.get("location")).toBe("/admin/leads");
    expect(await editor.follow(unknown)).toContain("Lead não encontrado");
  });

  it("'Liberar' keeps a lead of a form without a webhook as stored", async () => {
    const id = await store({
      formType: "download",
      payload: { firstName: "Carla", lastName: "Dias", email: "carla@dias.com.br" },
      suspicion: "bad-token",
    });
    expect(readable(await page(`/admin/leads/${id}`))).toContain(
      "ele fica guardado como lead no painel",
    );
    const response = await act(id, { intent: "release" });
    expect(decodeHTML(await editor.follow(response))).toContain(
      "guardado no painel: este formulário não tem webhook configurado",
    );
    expect(await leadRow(id)).toMatchObject({ status: "stored", nextAttemptAt: null });
    expect(receiver.received).toHaveLength(0);
  });

  it("'Excluir' deletes that one submission after the confirmation box, then shows the suspects", async () => {
    const id = await suspect("Robô Oculto", "honeypot");
    // The same e-mail in another suspect and in a lead: only this submission goes.
    const twin = await suspect("Robô Oculto", "honeypot");
    const lead = await store(contact("Robô Oculto"));

    const unconfirmed = await act(id, { intent: "delete" });
    expect(unconfirmed.headers.get("location")).toBe(`/admin/leads/${id}#envio-suspeito`);
    expect(decodeHTML(await editor.follow(unconfirmed))).toContain("Confirme a exclusão");
    expect(await leadRow(id)).toBeDefined();

    const deleted = await act(id, { intent: "delete", confirm: "on" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe(SUSPECTS);
    const list = decodeHTML(await editor.follow(deleted));
    expect(list).toContain("Envio excluído");
    expect(list).toContain(">1 envio suspeito<");
    expect(await leadRow(id)).toBeUndefined();
    expect(await leadRow(twin)).toMatchObject({ status: "suspected" });
    expect(await leadRow(lead)).toMatchObject({ status: "stored" });

    const again = await act(id, { intent: "delete", confirm: "on" });
    expect(again.headers.get("location")).toBe(SUSPECTS);
    expect(decodeHTML(await editor.follow(again))).toContain("Envio não encontrado");

    // Released in another tab: it is a lead now, and stays.
    await act(twin, { intent: "release" });
    const late = await act(twin, { intent: "delete", confirm: "on" });
    expect(late.headers.get("location")).toBe(`/admin/leads/${twin}`);
    expect(decodeHTML(await editor.follow(late))).toContain("Envio não excluído");
    expect(await leadRow(twin)).toBeDefined();
  });
});
